import PatternRules

/// One of the library's engines forced (`Pattern(_:engine:)`): `verdict(for:)` per keystroke,
/// `matches(_:)` for whole inputs, a `Pattern.Cursor` per typed character on the incremental workloads,
/// `forEachLine` on the line workloads. `main.swift` makes one row per engine the registry runs here
/// (`Engine.available`), so an engine the registry gains is measured with no edit here. A row is named
/// as users spell the engine (`automaton`), with `library-` in front where a peer's row already has the
/// name (`library-pcre2-jit`, beside the `pcre2-jit` row that calls PCRE2 directly).
struct LibraryEngineAdapter: EngineAdapter {
    let engine: Engine
    let name: String
    /// `automaton-complete`: complete matches only, on the keystroke workloads: the baseline for the
    /// cost of three verdicts on the automaton, as `pcre2-jit-complete` is on the JIT.
    var completeOnly = false

    init(engine: Engine, beside peers: Set<String>, completeOnly: Bool = false) {
        self.engine = engine
        let spelled = peers.contains(engine.rawValue) ? "library-\(engine.rawValue)" : engine.rawValue
        name = completeOnly ? spelled + "-complete" : spelled
        self.completeOnly = completeOnly
    }

    func runs(_ kind: Workload.Kind) -> Bool {
        completeOnly ? kind == .keystroke : kind != .checklist && kind != .library && kind != .field
    }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .redos {
            switch engine.worstCase {
            case .linear: throw Skip(reason: "no backtracking: every input is linear")
            case .unbounded: throw Skip(reason: "no match limit stops its backtracking")
            case .boundedByMatchLimits: break
            }
        }
        if completeOnly {
            return PreparedPattern(
                pattern: try Pattern(workload.pattern, engine: engine), threeState: false, exactIncomplete: false)
        }
        let source = workload.pattern
        if workload.kind == .compile {
            return CompileLoop { [engine] in (try? Pattern(source, engine: engine)) != nil }
        }
        let pattern = try Pattern(source, engine: engine)
        if workload.kind == .redos {
            return PreparedPatternRules(
                rule: RegexRule(pattern), threeState: true, countsLimits: true, pattern: pattern, exactIncomplete: true)
        }
        if workload.kind == .lines { return PreparedLineScan(pattern: pattern) }
        // Only the automaton's incomplete is exact; another engine's is a partial match.
        let exactIncomplete = !workload.hasLookarounds && engine.worstCase == .linear
        if workload.kind == .incremental {
            return PreparedCursor(pattern: pattern, exactIncomplete: exactIncomplete)
        }
        return PreparedPattern(
            pattern: pattern, threeState: workload.kind == .keystroke, exactIncomplete: exactIncomplete)
    }
}

/// Types the keystroke inputs into a cursor, a word at a time: the cursor cleared, then the word's
/// characters appended one by one, the verdict read after each. The word loop leaves the character loop
/// nothing but typing: with one loop over every keystroke and a test for a new word in it, the compiler
/// kept the cursor's count in memory (28 instructions per character against 24).
final class PreparedCursor: PreparedEngine {
    let pattern: Pattern
    let exactIncomplete: Bool

    init(pattern: Pattern, exactIncomplete: Bool) {
        self.pattern = pattern
        self.exactIncomplete = exactIncomplete
    }

    var reportsExactIncomplete: Bool { exactIncomplete }

    /// The scalar each keystroke types, and where each word's keystrokes end: split once, on the warm-up
    /// pass, so that the timed passes measure the cursor and not the splitting.
    private var typed: [Unicode.Scalar] = []
    private var wordEnds: [Int] = []

    func pass(_ inputs: InputSet) -> Counts {
        if typed.count != inputs.count { (typed, wordEnds) = Self.split(inputs.strings) }
        var cursor = Pattern.Cursor(pattern)
        var tally = VerdictTally()
        typed.withUnsafeBufferPointer { typed in
            var start = 0
            for end in wordEnds {
                // The field cleared, and the next word typed into it one character at a time.
                cursor.removeAll()
                for scalar in typed[start..<end] {
                    cursor.append(scalar)
                    tally.add((try? cursor.verdict) ?? .incomplete)
                }
                start = end
            }
        }
        return tally.counts
    }

    /// The keystroke inputs are every prefix of each word, one character longer each time: the last
    /// scalar of each, and the index after each word's last prefix.
    static func split(_ keystrokes: [String]) -> (typed: [Unicode.Scalar], wordEnds: [Int]) {
        var previous = ""
        var typed: [Unicode.Scalar] = []
        var wordEnds: [Int] = []
        for input in keystrokes {
            let extendsPrevious =
                input.unicodeScalars.count == previous.unicodeScalars.count + 1 && input.hasPrefix(previous)
            if !extendsPrevious && !typed.isEmpty { wordEnds.append(typed.count) }
            typed.append(input.unicodeScalars.last!)
            previous = input
        }
        if !typed.isEmpty { wordEnds.append(typed.count) }
        return (typed, wordEnds)
    }
}
