import PatternRules

/// Runs a rebar benchmark on one of PatternRules' engines, as rebar's own runners do for theirs
/// (`engines/pcre2/main.rs` is the model): the same models, the same iteration over matches, the same
/// reading of `unicode` and `case-insensitive`, and one sample per iteration within rebar's limits.
///
/// Exact or refused: an engine that would not answer as the benchmark asks says why (`RebarError`), and
/// rebar records no measurement for it.
public struct RebarRunner: Sendable {
    public let engine: Engine

    /// The limits rebar's PCRE2 runner sets: no match limit (`u32::MAX`, so that it measures how slow
    /// backtracking gets rather than stopping it), and PCRE2's own defaults for depth and heap
    /// (`MATCH_LIMIT_DEPTH` and `HEAP_LIMIT`), rather than the library's tighter defaults for untrusted
    /// input.
    static let limits = MatchLimits(match: .max, depth: 10_000_000, heapKibibytes: 20_000_000)

    /// The runner for the engine named as `patterns engines` names it.
    ///
    /// - Throws: ``RebarError`` for a name that is no engine, or an engine that cannot run here.
    public init(engineName: String) throws(RebarError) {
        guard let engine = Engine(rawValue: engineName) else {
            throw RebarError(
                "unknown engine '\(engineName)' (expected one of \(Engine.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        do {
            try engine.checkAvailable()
        } catch {
            throw RebarError("\(error)")
        }
        self.engine = engine
    }

    /// The benchmark's samples: one per measured iteration, each with its duration and count.
    ///
    /// - Throws: ``RebarError`` for a model this engine does not run, a pattern it cannot search exactly,
    ///   or a search a limit stopped.
    public func samples(for benchmark: RebarBenchmark) throws(RebarError) -> [RebarSample] {
        switch benchmark.model {
        case "compile", "count", "count-spans", "grep": break
        case "count-captures", "grep-captures":
            // The automaton finds whole matches; PCRE2 reports the groups.
            guard engine != .automaton else {
                throw RebarError(
                    "the model '\(benchmark.model)' counts capture groups, and the automaton reports whole matches only (run it on pcre2-jit or pcre2)"
                )
            }
        default:
            throw RebarError("the model '\(benchmark.model)' is not run by this runner")
        }
        // Checked once, outside every measured iteration (the compile model times the compiling alone).
        try Self.checkRunnable(benchmark)
        let haystack = benchmark.haystack
        if benchmark.model == "compile" {
            return try RebarTimer.run(
                benchmark,
                count: { (searcher: Pattern.Searcher) throws(RebarError) in
                    try Self.matches(searcher, in: haystack).count
                }
            ) { () throws(RebarError) in try searcher(for: benchmark) }
        }
        let compiled = try searcher(for: benchmark)
        return try RebarTimer.run(benchmark) { () throws(RebarError) in
            switch benchmark.model {
            case "count": try Self.matches(compiled, in: haystack).count
            case "count-spans": try Self.matches(compiled, in: haystack).spans
            case "count-captures": try Self.groups(compiled, in: haystack)
            case "grep-captures": try Self.groupsInLines(compiled, in: haystack)
            default: try Self.matchingLines(compiled, in: haystack)
            }
        }
    }

    /// Whether the runner answers the benchmark: one pattern at a time.
    static func checkRunnable(_ benchmark: RebarBenchmark) throws(RebarError) {
        guard benchmark.patterns.count == 1 else {
            throw RebarError(
                "PatternRules searches one pattern at a time; this benchmark has \(benchmark.patterns.count)")
        }
    }

    /// Whether the benchmark's text is read as bytes (``PatternOptions/bytes``). rebar's pcre2 runner reads
    /// it so without `unicode` (`.` and classes take one byte), and the PCRE2 engines do the same, so that
    /// their counts and their match limits are its own. The automaton reads UTF-8 characters, which read
    /// as bytes do where the haystack is ASCII; it is asked for bytes only where the haystack is not, and
    /// refuses them with its reason.
    func readsBytes(_ benchmark: RebarBenchmark) -> Bool {
        !benchmark.unicode && (engine != .automaton || benchmark.haystack.contains { $0 >= 0x80 })
    }

    /// The benchmark's one pattern compiled for this engine, ready to search (``checkRunnable(_:)`` first).
    func searcher(for benchmark: RebarBenchmark) throws(RebarError) -> Pattern.Searcher {
        var options: Pattern.Options = []
        if benchmark.caseInsensitive { options.insert(.caseInsensitive) }
        if benchmark.unicode { options.insert(.unicodeCharacterClasses) }
        if readsBytes(benchmark) { options.insert(.bytes) }
        let searcher: Pattern.Searcher
        do {
            // Compiled for search alone, as a program that only searches compiles it (no validation
            // program). The automaton is not forced, so that a refusal names the engine that searches.
            searcher = try Pattern.Searcher(
                benchmark.patterns[0], options: options, engine: engine == .automaton ? nil : engine,
                limits: Self.limits)
        } catch {
            throw RebarError("\(error)")
        }
        guard searcher.engine == engine else {
            let reason = searcher.automatonRefusal.map { " (\($0))" } ?? ""
            throw RebarError(
                "the \(engine) engine does not search this pattern\(reason): its search runs on \(searcher.engine)")
        }
        return searcher
    }

    /// Every match's count and summed length, found one after another as rebar's runners find them: after
    /// an empty match that ends where the previous match ended, the search moves one byte on.
    static func matches(_ searcher: Pattern.Searcher, in haystack: [UInt8]) throws(RebarError) -> (
        count: Int, spans: Int
    ) {
        var (count, spans) = (0, 0)
        var at = 0
        var lastEnd: Int?
        try haystack.withUnsafeBufferPointer { text throws(RebarError) in
            while at <= text.count {
                guard var match = try find(searcher, in: text, from: at) else { return }
                if match.isEmpty, match.upperBound == lastEnd {
                    at += 1
                    guard at <= text.count, let next = try find(searcher, in: text, from: at) else { return }
                    match = next
                }
                at = match.upperBound
                lastEnd = match.upperBound
                count += 1
                spans += match.count
            }
        }
        return (count, spans)
    }

    /// The capture groups that took part in every match, the whole match counted as one, as rebar's
    /// `count-captures` iterates: from each match's end (the model's patterns never match empty; one that
    /// does is moved one byte on, so the count is still finite).
    static func groups(_ searcher: Pattern.Searcher, in haystack: [UInt8]) throws(RebarError) -> Int {
        try haystack.withUnsafeBufferPointer { text throws(RebarError) in try groups(searcher, in: text) }
    }

    private static func groups(_ searcher: Pattern.Searcher, in text: UnsafeBufferPointer<UInt8>) throws(RebarError)
        -> Int
    {
        var (count, at) = (0, 0)
        while at <= text.count {
            let found: [Range<Int>?]?
            do {
                found = try searcher.captures(in: text, from: at)
            } catch {
                throw RebarError("\(error)")
            }
            guard let groups = found, let whole = groups[0] else { break }
            count += groups.count { $0 != nil }
            at = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
        }
        return count
    }

    /// `grep-captures`: the groups of every match in every line, the lines split as ``matchingLines(_:in:)``
    /// splits them.
    static func groupsInLines(_ searcher: Pattern.Searcher, in haystack: [UInt8]) throws(RebarError) -> Int {
        var count = 0
        try haystack.withUnsafeBufferPointer { text throws(RebarError) in
            try forEachLine(of: text) { line throws(RebarError) in count += try groups(searcher, in: line) }
        }
        return count
    }

    /// Calls `body` with each line of `text`, split at line feeds with a CR before one dropped, as rebar's
    /// runners split them.
    static func forEachLine(
        of text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(RebarError) -> Void
    ) throws(RebarError) {
        var start = 0
        while start < text.count {
            var end = text[start...].firstIndex(of: 0x0A) ?? text.count
            let next = end + 1
            if end > start, text[end - 1] == 0x0D { end -= 1 }
            try body(UnsafeBufferPointer(rebasing: text[start..<end]))
            start = next
        }
    }

    /// The lines holding at least one match, the lines split at line feeds with a CR before one dropped,
    /// as rebar's runners split them.
    static func matchingLines(_ searcher: Pattern.Searcher, in haystack: [UInt8]) throws(RebarError) -> Int {
        var count = 0
        try haystack.withUnsafeBufferPointer { text throws(RebarError) in
            try forEachLine(of: text) { line throws(RebarError) in
                if try find(searcher, in: line, from: 0) != nil { count += 1 }
            }
        }
        return count
    }

    private static func find(_ searcher: Pattern.Searcher, in text: UnsafeBufferPointer<UInt8>, from start: Int)
        throws(RebarError) -> Range<Int>?
    {
        do {
            return try searcher.firstMatch(in: text, from: start)
        } catch {
            throw RebarError("\(error)")
        }
    }
}

/// One measured iteration: how long it took and what it counted.
public struct RebarSample: Sendable, Equatable {
    public let duration: Duration
    public let count: Int
}
