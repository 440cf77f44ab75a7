import PatternRules

/// One thing to measure: a pattern and its inputs, and how they are validated.
struct Workload {
    enum Kind {
        /// Every prefix of typed inputs, three-state where the engine can.
        case keystroke
        /// Complete inputs, complete matches only.
        case whole
        /// Compiling the pattern; the inputs are unused.
        case compile
        /// A catastrophic pattern on growing inputs, three-state: the time until the limit stops it.
        case redos
        /// The password checklist and score per keystroke: library logic, measured on `patternrules` only.
        case checklist
        /// A built-in rule that is more than one pattern (`library`), per input, on `patternrules` only.
        case library
        /// The keystroke inputs typed one character at a time: engines that keep a typing state
        /// (`Pattern.Cursor`) advance it by the new character; the PCRE2 baselines re-match the prefix.
        case incremental
        /// A `FormField` with several typing rules, its value set to each prefix of one input in turn (as a
        /// text field's binding sets it) and its verdict read after each keystroke: the library's field
        /// logic, on `patternrules` only; per keystroke.
        case field
        /// The inputs as one buffer of lines validated in one call (`Pattern.forEachLine`): the bulk path's
        /// line scan, on the library's engines only (the peers' bulk rows are whole processes in
        /// scripts/benchmarks/bulk.py); reported per line and in bytes per second.
        case lines
    }

    let name: String
    let kind: Kind
    /// The pattern in PCRE2 syntax (also what Foundation and Swift Regex get).
    let pattern: String
    /// The same language in POSIX extended syntax, `nil` when the pattern needs lookaround.
    let posixPattern: String?
    let inputs: InputSet
    /// A plain Swift scanner for the same language, where one is written.
    var handwritten: ((String) -> Bool)? = nil
    /// The library's built-in rule for the same language, where there is one (else a `RegexRule`).
    var rule: (any ValidationRule<String>)? = nil

    /// Whether the pattern has lookarounds, where PCRE2's partial matching over-reports `incomplete` and
    /// only the exact engines (the automaton) agree on the incomplete count.
    var hasLookarounds: Bool { pattern.contains("(?=") || pattern.contains("(?!") || pattern.contains("(?<") }
}

/// Inputs as Swift strings and as one contiguous UTF-8 buffer with offsets (for the C loop).
struct InputSet {
    let strings: [String]
    let bytes: [UInt8]
    /// `offsets[i]..<offsets[i + 1]` is input `i`.
    let offsets: [Int]

    init(_ strings: [String]) {
        self.strings = strings.map {
            var native = $0; native.makeContiguousUTF8(); return native
        }
        var bytes: [UInt8] = []
        var offsets = [0]
        for string in strings {
            bytes += string.utf8
            offsets.append(bytes.count)
        }
        self.bytes = bytes
        self.offsets = offsets
    }

    var count: Int { strings.count }
}

/// What one pass over the inputs found: the verification count.
struct Counts: Equatable {
    var valid: Int
    /// `nil` for an engine that answers complete matches only.
    var incomplete: Int?
    /// Matches stopped by a limit (the redos workload).
    var limited: Int = 0
    /// The sum of password scores (the checklist workload).
    var scores: Int = 0

    var description: String {
        var text = "valid=\(valid)"
        if let incomplete { text += " incomplete=\(incomplete)" }
        if limited > 0 { text += " limited=\(limited)" }
        if scores > 0 { text += " scores=\(scores)" }
        return text
    }
}

/// Three-state answers counted without a branch on the verdict: one counter per verdict, the verdict
/// the counter's index (a verdict that changes between keystrokes would otherwise cost the harness a
/// mispredicted branch, which is not the engine's).
struct VerdictTally {
    private var perVerdict: (valid: Int, incomplete: Int, invalid: Int) = (0, 0, 0)

    init() {
        precondition(
            Verdict.allCases.map { unsafeBitCast($0, to: UInt8.self) } == [0, 1, 2],
            "VerdictTally indexes its counters by the verdict's tag")
    }

    @inline(__always)
    mutating func add(_ verdict: Verdict) {
        // The verdict's own tag (valid 0, incomplete 1, invalid 2, in declaration order): a switch
        // here compiles back into branches.
        let index = Int(unsafeBitCast(verdict, to: UInt8.self))
        withUnsafeMutableBytes(of: &perVerdict) { counters in
            let offset = index &* MemoryLayout<Int>.stride
            counters.storeBytes(
                of: counters.load(fromByteOffset: offset, as: Int.self) &+ 1, toByteOffset: offset, as: Int.self)
        }
    }

    var counts: Counts { Counts(valid: perVerdict.valid, incomplete: perVerdict.incomplete) }
}
