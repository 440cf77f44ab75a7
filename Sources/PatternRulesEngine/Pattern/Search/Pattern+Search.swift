extension Pattern {
    /// The ranges of every match of the pattern in `text`, in order, as the pattern's dialect finds them
    /// one after another: PCRE2's `/g` for ``PatternDialect/pcre2``, `matchAll` for the JavaScript dialects
    /// (docs/SEARCH.md has the rule after an empty match). Unlike ``matches(_:)-(String)``, a match need
    /// not cover the whole text.
    ///
    /// ```swift
    /// let number = try Pattern(#"\d+"#)
    /// try number.matches(in: "a1 b22").map { text[$0] }   // ["1", "22"]
    /// ```
    ///
    /// The ranges are collected before they are returned, so that a match limit reached late in a long
    /// text is an error here rather than a sequence that ends early; ``forEachMatch(in:_:)`` streams them.
    ///
    /// - Throws: ``SearchError``: the pattern cannot be searched exactly, or a limit stopped a match.
    public func matches(in text: String) throws(SearchError) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        try _withSearch(text) { utf8 throws(SearchError) in
            try forEachMatch(in: utf8) { range in
                ranges.append(Self._stringRange(range, in: text))
                return true
            }
        }
        return ranges
    }

    /// The first match in `text`, `nil` when there is none.
    ///
    /// - Throws: ``SearchError``.
    public func firstMatch(in text: String) throws(SearchError) -> Range<String.Index>? {
        var first: Range<String.Index>?
        try _withSearch(text) { utf8 throws(SearchError) in
            try forEachMatch(in: utf8) { range in
                first = Self._stringRange(range, in: text)
                return false
            }
        }
        return first
    }

    /// Whether the pattern matches anywhere in `text`.
    ///
    /// - Throws: ``SearchError``.
    public func containsMatch(in text: String) throws(SearchError) -> Bool {
        try firstMatch(in: text) != nil
    }

    /// Calls `body` with the byte range of each match in `text`, in order, until it returns `false`: the
    /// bulk form, with no `String` made. `text` need not be UTF-8: bytes that are not match nothing, and
    /// no match contains one.
    ///
    /// - Throws: ``SearchError``.
    public func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) throws(SearchError) {
        try searcher().forEachMatch(in: text, body)
    }

    /// The pattern ready to search, for a loop over many texts (the lines of a file): each search through
    /// it goes straight to the compiled program, where a search through the pattern first finds the
    /// program it compiled on first use.
    ///
    /// - Throws: ``SearchError/unsupported(_:)`` when no engine searches the pattern exactly.
    public func searcher() throws(SearchError) -> Searcher {
        Searcher(program: try searchProgram(), dialect: dialect, readsBytes: options.contains(.bytes), source: source)
    }

    /// A pattern's compiled search program with its dialect's rule for one match after another
    /// (``Pattern/searcher()``). Immutable and `Sendable`: share it between threads.
    ///
    /// A copy of a searcher updates one reference count, which every copy shares. Threads that each
    /// search many short texts (the lines of a file) with copies of one searcher contend for that count;
    /// each can take an ``unshared()`` copy first.
    public struct Searcher: Sendable {
        /// What a searcher holds that is counted, in one object, so that a copy retains one.
        private final class Core: Sendable {
            let program: any SearchProgram
            /// The program where it reports groups, cast once here: a cast on every call to
            /// ``captures(in:from:)`` asked the runtime for the conformance each time.
            let capturing: (any CapturingSearchProgram)?
            /// The pattern as written, for errors.
            let source: String

            init(program: any SearchProgram, capturing: (any CapturingSearchProgram)?, source: String) {
                (self.program, self.capturing, self.source) = (program, capturing, source)
            }
        }

        private let core: Core
        /// The dialect whose rule decides where the next match is looked for after an empty one.
        public let dialect: Dialect
        /// Whether each byte is a character (``PatternOptions/bytes``): an empty match moves one byte on.
        let readsBytes: Bool

        var program: any SearchProgram { core.program }
        var capturing: (any CapturingSearchProgram)? { core.capturing }
        var source: String { core.source }

        init(program: any SearchProgram, dialect: Dialect, readsBytes: Bool, source: String) {
            core = Core(program: program, capturing: program as? any CapturingSearchProgram, source: source)
            (self.dialect, self.readsBytes) = (dialect, readsBytes)
        }

        /// A copy with a reference count of its own, sharing the compiled program: for a thread that
        /// searches many short texts while other threads search with copies of this searcher, so that
        /// the threads do not contend for one count (`patterns find --jobs` takes one per chunk).
        public func unshared() -> Searcher {
            Searcher(program: program, dialect: dialect, readsBytes: readsBytes, source: source)
        }

        /// The engine that searches.
        public var engine: Engine { program.engine }

        /// How this searcher searches text, in words (``Pattern/searchStrategy()``): the engine; on the
        /// automaton, what the search skips to and which automata it runs; elsewhere, why the automaton
        /// does not search the pattern.
        public var strategy: String {
            let refusal = program.automatonRefusal.map { " (the automaton does not search it: \($0))" } ?? ""
            return "\(program.engine.rawValue): \(program.strategy)\(refusal)"
        }

        /// Why the automaton does not search this pattern (a lookaround, say), `nil` when it does: the
        /// search then runs on PCRE2, which finds the same matches with backtracking's costs.
        public var automatonRefusal: String? { program.automatonRefusal }

        /// The start of the first line at or after `start` (a line's start) of `text` that may hold a
        /// match, `nil` when none does: a reader of lines passes over every line before it unsearched.
        /// Lines end at LF, a CR just before the LF is not part of the line, the text's end ends the
        /// last one, and each line is read as a text of its own (`^` and `\A` at its start), as
        /// `patterns find` and ripgrep frame them.
        ///
        /// Where the automaton searches, the answer is exact: the line it names holds a match, found in
        /// one pass over the block with its prefilters (``Pattern/searchStrategy()``). Other engines
        /// answer `start` (``passesOverText`` is `false`): every line must be searched.
        public func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            precondition(start >= 0 && start <= text.count, "the start \(start) is outside the text")
            return program.firstLineWithMatch(in: text, from: start)
        }

        /// Whether ``firstLineWithMatch(in:from:)`` can answer more than its start: the automaton searches.
        public var passesOverText: Bool { program.passesOverText }

        /// Calls `body` with the byte range of each match in `text`, in order, until it returns `false`,
        /// as ``Pattern/forEachMatch(in:_:)`` does.
        ///
        /// - Throws: ``SearchError/stopped(_:)`` when a limit stopped a match.
        public func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool)
            throws(SearchError)
        {
            do {
                try GlobalMatching.forEachMatch(
                    of: program, dialect: dialect, readsBytes: readsBytes, in: text, body)
            } catch {
                throw .stopped(error)
            }
        }

        /// The leftmost match that starts at or after `start` in `text` with its capture groups: index 0
        /// is the whole match, then each group by its number, `nil` for a group that took no part in the
        /// match (`([0-9])([0-9])|([a-z])` on `a` gives the match, `nil`, `nil` and `a`); `nil` when
        /// there is no match.
        ///
        /// Groups are reported where PCRE2 searches a pattern in its own syntax (force
        /// ``Engine/pcre2JIT`` or ``Engine/pcre2Interpreter`` for a pattern the automaton would search).
        ///
        /// - Throws: ``SearchError/unsupported(_:)`` where the automaton searches (it finds whole
        ///   matches) or the pattern is JavaScript (its translation numbers groups otherwise);
        ///   ``SearchError/stopped(_:)`` when a limit stopped the match.
        public func captures(in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(SearchError)
            -> [Range<Int>?]?
        {
            precondition(start >= 0 && start <= text.count, "the start \(start) is outside the text")
            guard let capturing else {
                let reason =
                    program.engine == .automaton
                    ? "the automaton finds whole matches, not groups: force pcre2-jit or pcre2 for groups"
                    : "the \(dialect.rawValue) pattern is searched through a translation that numbers its groups otherwise"
                throw .unsupported(
                    PatternError(.engineUnavailable, pattern: source, engine: program.engine, message: reason))
            }
            do {
                return try capturing.firstCaptures(in: text, from: start)
            } catch {
                throw .stopped(error)
            }
        }

        /// The leftmost match that starts at or after `start` in `text`, the whole text staying visible to
        /// lookbehinds, `\b` and `^`: the step a caller with its own rule for one match after another
        /// (a benchmark harness, say) builds on. ``forEachMatch(in:_:)`` applies the dialect's rule.
        ///
        /// - Throws: ``SearchError/stopped(_:)`` when a limit stopped the match.
        public func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(SearchError) -> Range<Int>?
        {
            precondition(start >= 0 && start <= text.count, "the start \(start) is outside the text")
            do {
                return try program.firstMatch(in: text, from: start, anchoredNotEmpty: false)
            } catch {
                throw .stopped(error)
            }
        }
    }

    /// The engine that searches with this pattern.
    ///
    /// - Throws: ``SearchError/unsupported(_:)`` when no engine searches it exactly.
    public func searchEngine() throws(SearchError) -> Engine {
        try searchProgram().engine
    }

    /// How this pattern searches text, in words: the engine; on the automaton, what the search skips to
    /// (the literals every match begins with, and the kernel that looks for them) and which automata it
    /// runs; elsewhere, why the automaton does not search it. `patterns find --strategy` prints it.
    ///
    /// - Throws: ``SearchError/unsupported(_:)`` when no engine searches it exactly.
    public func searchStrategy() throws(SearchError) -> String {
        try searcher().strategy
    }

    /// The search program, compiled on first use.
    func searchProgram() throws(SearchError) -> any SearchProgram {
        let compiled = searchSlot.value { SearchCompiler.compile(self) }
        switch compiled {
        case .success(let program): return program
        case .failure(let error): throw .unsupported(error)
        }
    }

    /// Calls `body` with the UTF-8 of `text`, in place where it is contiguous.
    private func _withSearch(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(SearchError) -> Void
    ) throws(SearchError) {
        try Self._withUTF8(text) { utf8 in Result { () throws(SearchError) in try body(utf8) } }.get()
    }

    /// The `String` range of a byte range that starts and ends on scalar boundaries of `text`.
    static func _stringRange(_ range: Range<Int>, in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return lower..<upper
    }
}

extension Pattern.Searcher {
    /// Compiles `source` for search alone: the search program that ``Pattern/searcher()`` returns, without
    /// the validation program a ``Pattern`` compiles first (for the automaton, the minimal automaton of
    /// the whole pattern, which search never reads and which can cost a hundred times the search's own
    /// compile). For a program that only searches: `patterns find`'s patterns, a benchmark's `compile`.
    ///
    /// ```swift
    /// let keys = try Pattern.Searcher(#"(?:ASIA|AKIA|AROA|AIDA)[A-Z0-7]{16}"#)
    /// keys.engine  // .automaton
    /// ```
    ///
    /// - Parameters:
    ///   - source: The pattern, in the dialect's syntax.
    ///   - dialect: How to read the pattern.
    ///   - options: Compile options, as for ``Pattern``.
    ///   - engine: The engine to search with first; the next engines that search exactly follow where it
    ///     refuses. `nil` follows `PATTERNRULES_ENGINE`, else starts at the automaton.
    ///   - limits: The bounds on each match, where PCRE2 searches.
    /// - Throws: ``PatternError``: a syntax error with its offset (PCRE2's, or V8's message in a
    ///   JavaScript dialect), or why no engine searches the pattern exactly.
    public init(
        _ source: String, dialect: Pattern.Dialect = .pcre2, options: Pattern.Options = [], engine: Engine? = nil,
        limits: MatchLimits = .default
    ) throws(PatternError) {
        var preference = engine
        if preference == nil { preference = try Engine.environmentSetting() }
        _ = try Engine.compileBudgetSetting()
        let searched = SearchedPattern(source: source, dialect: dialect, options: options, matchLimits: limits)
        self.init(
            program: try SearchCompiler.compile(searched, engine: preference), dialect: dialect,
            readsBytes: options.contains(.bytes), source: source)
    }
}
