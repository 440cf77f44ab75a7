import PatternRules

/// `automaton` and `automaton-complete`: the library's automaton engine forced (`Pattern(_:engine: .automaton)`), `verdict(for:)`
/// per keystroke, `matches(_:)` for whole inputs, a `Pattern.Cursor` per typed character on the
/// incremental workloads.
struct AutomatonAdapter: EngineAdapter {
    var name = "automaton"
    /// `automaton-complete`: complete matches only, on the keystroke workloads: the baseline for the
    /// cost of three verdicts on the automaton, as `pcre2-jit-complete` is on the JIT.
    var completeOnly = false

    func runs(_ kind: Workload.Kind) -> Bool {
        completeOnly ? kind == .keystroke : kind != .checklist && kind != .library
    }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .redos { throw Skip(reason: "no backtracking: every input is linear") }
        if completeOnly {
            return PreparedPattern(
                pattern: try Pattern(workload.pattern, engine: .automaton), threeState: false, exactIncomplete: false)
        }
        let source = workload.pattern
        if workload.kind == .compile {
            return CompileLoop { (try? Pattern(source, engine: .automaton)) != nil }
        }
        let pattern = try Pattern(source, engine: .automaton)
        if workload.kind == .incremental {
            return PreparedCursor(pattern: pattern, exactIncomplete: !workload.hasLookarounds)
        }
        return PreparedPattern(
            pattern: pattern, threeState: workload.kind == .keystroke, exactIncomplete: !workload.hasLookarounds)
    }
}

/// Types the keystroke inputs into a cursor: an input that extends the previous one by the new
/// characters is appended; any other starts a new cursor (the next word of the list).
final class PreparedCursor: PreparedEngine {
    let pattern: Pattern
    let exactIncomplete: Bool

    init(pattern: Pattern, exactIncomplete: Bool) {
        self.pattern = pattern
        self.exactIncomplete = exactIncomplete
    }

    var reportsExactIncomplete: Bool { exactIncomplete }

    /// Each keystroke as the text it adds, or `nil` where a new word starts: split once, on the warm-up
    /// pass, so that the timed passes measure the cursor and not the splitting.
    private var steps: [(typed: Unicode.Scalar, startsWord: Bool)] = []

    func pass(_ inputs: InputSet) -> Counts {
        if steps.count != inputs.count { steps = Self.split(inputs.strings) }
        var cursor = Pattern.Cursor(pattern)
        var tally = VerdictTally()
        steps.withUnsafeBufferPointer { steps in
            for step in steps {
                if step.startsWord { cursor.removeAll() }
                cursor.append(step.typed)
                tally.add((try? cursor.verdict) ?? .incomplete)
            }
        }
        return tally.counts
    }

    /// The keystroke inputs are every prefix of each word, one character longer each time.
    static func split(_ keystrokes: [String]) -> [(typed: Unicode.Scalar, startsWord: Bool)] {
        var previous = ""
        return keystrokes.map { input in
            defer { previous = input }
            let startsWord =
                !(input.unicodeScalars.count == previous.unicodeScalars.count + 1 && input.hasPrefix(previous))
            return (input.unicodeScalars.last!, startsWord)
        }
    }
}
