import Testing

@testable import PatternRulesEngine

/// The search API as users call it: ranges in a `String`, the first match, whether any exists, bytes that
/// are not UTF-8, and the patterns search refuses.
@Suite struct PatternSearchTests {
    @Test func matchesAreRangesOfTheText() throws {
        let text = "a1 b22 é333"
        let number = try Pattern(#"\d+"#)
        #expect(try number.matches(in: text).map { String(text[$0]) } == ["1", "22", "333"])
        #expect(try number.firstMatch(in: text).map { String(text[$0]) } == "1")
        #expect(try number.containsMatch(in: text))
        #expect(try !number.containsMatch(in: "none here"))
        #expect(try number.firstMatch(in: "") == nil)
    }

    @Test func emptyMatchesFollowEachDialectsRule() throws {
        // PCRE2's /g tries a non-empty match where an empty one was found; matchAll moves on.
        let pcre2 = try Pattern("a*?").matches(in: "aa").map {
            "aa".utf8.distance(from: "aa".startIndex, to: $0.lowerBound)
        }
        #expect(pcre2 == [0, 0, 1, 1, 2])
        let javascript = try Pattern("a*?", dialect: .javascript).matches(in: "aa").map(\.isEmpty)
        #expect(javascript == [true, true, true])
    }

    @Test func bytesThatAreNotUTF8MatchNothingAndArePassedOver() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0xA9]  // a, a stray byte, b, é
        func spans(_ pattern: Pattern) -> Result<[Range<Int>], SearchError> {
            var spans: [Range<Int>] = []
            return Result { () throws(SearchError) in
                try bytes.withUnsafeBufferPointer { buffer throws(SearchError) in
                    try pattern.forEachMatch(in: buffer) { range in
                        spans.append(range)
                        return true
                    }
                }
                return spans
            }
        }
        let automaton = try Pattern(".")
        #expect(try automaton.searchEngine() == .automaton)
        #expect(try spans(automaton).get() == [0..<1, 2..<3, 3..<5])
        let pcre2 = try Pattern(".", engine: .pcre2Interpreter)
        if PCRE2SearchProgram.searchesInvalidUTF8 {
            #expect(try spans(pcre2).get() == [0..<1, 2..<3, 3..<5])
        } else {
            // PCRE2 before 10.43 (the SystemPCRE2 trait on Debian 12): such text is an error, never a guess.
            guard case .failure(.stopped(.engineFailure(_, let message))) = spans(pcre2) else {
                Issue.record("expected an error for text that is not UTF-8")
                return
            }
            #expect(message.hasPrefix("the text is not UTF-8"))
        }
    }

    @Test func theBodyCanStopTheSearch() throws {
        var seen = 0
        try Array("a a a".utf8).withUnsafeBufferPointer { buffer in
            try Pattern("a").forEachMatch(in: buffer) { _ in
                seen += 1
                return seen < 2
            }
        }
        #expect(seen == 2)
    }

    @Test func searchRunsOnTheAutomatonElsePCRE2AndRefusesWhatNeitherSearchesExactly() throws {
        let letters = try Pattern("[a-z]+?x|[a-z]+")
        #expect(try letters.searcher().engine == .automaton)
        #expect(try letters.searcher().automatonRefusal == nil)
        let lookahead = try Pattern("[a-z]+(?=!!)")
        #expect(try lookahead.searchEngine() == (Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter))
        #expect(try lookahead.searcher().automatonRefusal?.contains("lookarounds") == true)
        #expect(try lookahead.matches(in: "ab!! cd!").count == 1)
        let icu = try Pattern(#"\N{LATIN SMALL LETTER A}"#)
        #expect(throws: SearchError.self) { try icu.matches(in: "a") }
        let keep = try Pattern(#"a\Kb"#)
        let error = try #require(throws: SearchError.self) { try keep.firstMatch(in: "ab") }
        #expect("\(error)".contains(#"\K"#))
    }

    /// A searcher, and an ``Pattern/Searcher/unshared()`` copy of it for another thread, find what the
    /// pattern finds.
    @Test(arguments: [false, true])
    func aSearcherFindsWhatThePatternFindsLineAfterLine(unshared: Bool) throws {
        let pattern = try Pattern(#"\b\w"#, dialect: .javascript)
        let searcher = unshared ? try pattern.searcher().unshared() : try pattern.searcher()
        #expect(searcher.dialect == .javascript && searcher.engine == .automaton)
        for line in ["ab cd", "", "é x", "a*?"] {
            var viaSearcher: [Range<Int>] = []
            var viaPattern: [Range<Int>] = []
            try Array(line.utf8).withUnsafeBufferPointer { buffer in
                try searcher.forEachMatch(in: buffer) { range in
                    viaSearcher.append(range)
                    return true
                }
                try pattern.forEachMatch(in: buffer) { range in
                    viaPattern.append(range)
                    return true
                }
            }
            #expect(viaSearcher == viaPattern, "\(line)")
        }
    }

    /// A searcher compiled for search alone searches with the engine, and finds the matches, that the
    /// pattern's own searcher does, and reports a syntax error or a refusal as the pattern would.
    @Test func aSearcherCompiledAloneIsThePatternsSearcher() throws {
        let cases: [(String, Pattern.Dialect, Pattern.Options)] = [
            ("[a-z]+?x|[a-z]+", .pcre2, []), ("[a-z]+(?=!!)", .pcre2, []), (#"\b\w"#, .javascript, []),
            ("(?:ASIA|AKIA)[A-Z0-7]{16}", .pcre2, []), ("(a)\\1", .pcre2, []), ("sherlock", .pcre2, .caseInsensitive),
            ("x*", .pcre2, []), ("a(?=b)", .javascript, .multiline),
        ]
        let text = Array("ab!! cd xAKIAABCDEFGHIJKLMNOP aa SHERLOCK ab\nx".utf8)
        for (source, dialect, options) in cases {
            let alone = try Pattern.Searcher(source, dialect: dialect, options: options)
            let viaPattern = try Pattern(source, dialect: dialect, options: options).searcher()
            #expect(alone.engine == viaPattern.engine, "\(source)")
            #expect(alone.automatonRefusal == viaPattern.automatonRefusal, "\(source)")
            #expect(alone.strategy == viaPattern.strategy, "\(source)")
            var (found, expected): ([Range<Int>], [Range<Int>]) = ([], [])
            try text.withUnsafeBufferPointer { buffer in
                try alone.forEachMatch(in: buffer) { range in
                    found.append(range)
                    return true
                }
                try viaPattern.forEachMatch(in: buffer) { range in
                    expected.append(range)
                    return true
                }
            }
            #expect(found == expected, "\(source)")
        }
        let syntax = try #require(throws: PatternError.self) { try Pattern.Searcher("a(b") }
        #expect(syntax.reason == .syntax && syntax.utf8Offset == 3)
        #expect(throws: PatternError.self) { try Pattern.Searcher(#"a\Kb"#) }
        #expect(try Pattern.Searcher("[a-z]+", engine: .pcre2Interpreter).engine == .pcre2Interpreter)
    }

    @Test func theSearchKeepsThePatternsMatchLimitsWherePCRE2Searches() throws {
        let limits = MatchLimits(match: 10, depth: 10, heapKibibytes: 1_024)
        let tight = try Pattern("(a|b)*c", engine: .pcre2Interpreter, limits: limits)
        let error = try #require(throws: SearchError.self) { try tight.matches(in: "abababababab dc") }
        #expect(error == .stopped(.matchLimitExceeded))
        #expect(try Pattern("(a|b)*c").matches(in: "abababababab dc").count == 1)
        // The automaton's scan is linear and needs no limit.
        let linear = try Pattern("(a|b)*c", limits: limits)
        #expect(try linear.searchEngine() == .automaton)
        #expect(try linear.matches(in: "abababababab dc").count == 1)
    }

    @Test func capturesAreReportedWherePCRE2SearchesAPatternInItsOwnSyntax() throws {
        let pattern = try Pattern("([0-9])([0-9])|([a-z])", engine: .pcre2Interpreter)
        let searcher = try pattern.searcher()
        let text = Array("12a34".utf8)
        let groups = try text.withUnsafeBufferPointer { buffer in
            (try searcher.captures(in: buffer, from: 0), try searcher.captures(in: buffer, from: 2))
        }
        #expect(groups.0 == [0..<2, 0..<1, 1..<2, nil])
        #expect(groups.1 == [2..<3, nil, nil, 2..<3])
        #expect(try text.withUnsafeBufferPointer { try searcher.captures(in: $0, from: 5) } == nil)
        // Where the automaton searches, or through a JavaScript translation, groups are not reported.
        for refusing in [try Pattern("([a-z])+"), try Pattern("(a)(?=bc)\\1", dialect: .javascript)] {
            let error = try #require(throws: SearchError.self) {
                try text.withUnsafeBufferPointer { try refusing.searcher().captures(in: $0, from: 0) }
            }
            guard case .unsupported = error else {
                Issue.record("expected unsupported, got \(error)")
                continue
            }
        }
    }
}
