import Testing

@testable import PatternRulesEngine

/// The three verdicts, on every engine, forced.
@Suite struct PatternVerdictTests {
    static let email = #"[a-z]+@[a-z]+\.[a-z]{2,}"#

    @Test(arguments: Engine.available)
    func emailKeystrokes(engine: Engine) throws {
        let pattern = try Pattern(Self.email, engine: engine)
        #expect(pattern.engine == engine)
        #expect(try pattern.verdict(for: "ab@") == .incomplete)
        #expect(try pattern.verdict(for: "ab@cd.e") == .incomplete)
        #expect(try pattern.verdict(for: "ab@cd.ef") == .valid)
        #expect(try pattern.verdict(for: "ab@cd.efg") == .valid)
        #expect(try pattern.verdict(for: "ab@cd.ef1") == .invalid)
        #expect(try pattern.verdict(for: "") == .incomplete)
    }

    /// Foundation's hit-end report may err towards incomplete, never towards invalid; on PCRE2 these are
    /// exact.
    @Test(arguments: Engine.available.filter { $0 != .foundation })
    func deadEndsAreInvalidOnPCRE2(engine: Engine) throws {
        let pattern = try Pattern(Self.email, engine: engine)
        #expect(try pattern.verdict(for: "a b@") == .invalid)
        #expect(try pattern.verdict(for: "ab@@") == .invalid)
        #expect(try pattern.verdict(for: "1") == .invalid)
    }

    @Test(arguments: Engine.available)
    func trailingNewlineIsNotAccepted(engine: Engine) throws {
        for source in ["abc", "^abc$", #"\Aabc\Z"#] {
            let pattern = try Pattern(source, engine: engine)
            #expect(try pattern.matches("abc"), "\(source)")
            #expect(try !pattern.matches("abc\n"), "\(source)")
            #expect(try pattern.verdict(for: "abc\n") != .valid, "\(source)")
        }
    }

    @Test(arguments: Engine.available)
    func wholeStringEvenWhenAnEarlierAlternativeMatchesAPrefix(engine: Engine) throws {
        let pattern = try Pattern("a|ab", engine: engine)
        #expect(try pattern.verdict(for: "ab") == .valid)
        #expect(try pattern.verdict(for: "abc") == .invalid)
        #expect(try pattern.matches("ab"))
    }

    @Test(arguments: Engine.available)
    func fixedLength(engine: Engine) throws {
        let pattern = try Pattern("[0-9]{5}", engine: engine)
        #expect(try pattern.verdict(for: "123") == .incomplete)
        #expect(try pattern.verdict(for: "12345") == .valid)
        #expect(try pattern.verdict(for: "123456") == .invalid)
    }

    @Test(arguments: Engine.available)
    func optionsApply(engine: Engine) throws {
        let caseless = try Pattern("abc", options: .caseInsensitive, engine: engine)
        #expect(try caseless.matches("AbC"))
        let extended = try Pattern("a b # a comment", options: .extended, engine: engine)
        #expect(try extended.matches("ab"))
        let inlineExtended = try Pattern("(?x) a b # a comment", engine: engine)
        #expect(try inlineExtended.matches("ab"))
        let dotAll = try Pattern("a.b", options: .dotMatchesLineSeparators, engine: engine)
        #expect(try dotAll.matches("a\nb"))
    }

    @Test(.enabled(if: Engine.isJITAvailable, "needs PCRE2's JIT"))
    func recursionRunsOnTheInterpreter() throws {
        let recursive = try Pattern("a(?R)?b")
        #expect(recursive.engine == .pcre2Interpreter, "the JIT cannot stop an endless recursion quickly")
        #expect(try recursive.verdict(for: "aabb") == .valid)
        #expect(try recursive.verdict(for: "aab") == .incomplete)
        #expect(try recursive.verdict(for: "abb") == .invalid)
        // Found by the pattern fuzz target: on the JIT this took about a second per empty alternative.
        // Since 10.43 PCRE2 stops a recursion that returns to the same place (error -52, "nested
        // recursion at the same subject position"), where 10.42 backtracked to `invalid`: an error, fast.
        let emptyRecursion = try Pattern("a|||||||||||||||||||||||||||||||||(?0)")
        if Engine.pcre2Release >= (10, 43) {
            #expect(throws: MatchError.self) { try emptyRecursion.verdict(for: "ab") }
        } else {
            #expect(try emptyRecursion.verdict(for: "ab") == .invalid)  // the SystemPCRE2 trait on 10.42
        }
        #expect(throws: PatternError.self) { try Pattern("a(?1)(b)", engine: .pcre2JIT) }
        #expect(
            try Pattern(#"[(?R)]x\Q(?1)\E"#, engine: .pcre2JIT).engine == .pcre2JIT,
            "not calls: a class and quoted text")
        // Found by the pattern fuzz target: text that looks like a class opening but is not one must not
        // hide a call (`\c[` is a control character; a `[` in a comment opens nothing).
        for hidden in [#"\c[|||(?0)"#, "(?#[)|||(?0)", "(?x)#[\n|||(?0)"] {
            #expect(try Pattern(hidden).engine == .pcre2Interpreter, "\(hidden)")
        }
    }

    /// Found by the flagged-pattern fuzz target: the end of the input was asserted by `(?(R)|\z)`, which
    /// tests a group instead of recursion where one is named `R`, so `x` matched `(?|()(a)|((?'R')))`.
    @Test(arguments: Engine.available.filter { $0 != .foundation && $0 != .automaton })
    func aGroupNamedRStillRequiresTheWholeInput(engine: Engine) throws {
        for source in ["(?|()(a)|((?'R')))", "(?J:(?|(?'R')(a)|((?'R'))))", "(?<R>a)b?"] {
            let pattern = try Pattern(source, engine: engine)
            let automaton = try Pattern(source, engine: .automaton)
            for subject in ["", "x", "a", "aa", "ax"] {
                #expect(try pattern.verdict(for: subject) == automaton.verdict(for: subject), "\(source) on \(subject)")
            }
        }
        // Calls of a group need no recursion test; a call of the whole pattern does, which such a group
        // hides: refused.
        let callingGroup = try Pattern("(?<R>a)(?1)?", engine: .pcre2Interpreter)
        #expect(
            try ["a", "aa", "aaa", "x"].map { try callingGroup.verdict(for: $0) } == [
                .valid, .valid, .invalid, .invalid,
            ])
        #expect(throws: PatternError.self) { try Pattern("(?<R>a)(?R)?", engine: engine) }
        #expect(try Pattern("a(?R)?b", engine: .pcre2Interpreter).verdict(for: "aabb") == .valid)
    }

    @Test(arguments: Engine.available.filter { $0 != .foundation && $0 != .automaton })
    func wrappingKeepsPCRE2Constructs(engine: Engine) throws {
        let quoted = try Pattern(#"a\Q+"#, engine: engine)
        #expect(try quoted.matches("a+"))
        let settings = try Pattern("(*UTF)(*LIMIT_MATCH=1000)ab", engine: engine)
        #expect(try settings.verdict(for: "a") == .incomplete)
    }

    @Test(arguments: Engine.available)
    func unicodeInputIsMatchedAsCharacters(engine: Engine) throws {
        let pattern = try Pattern("é{2}ü", engine: engine)
        #expect(try pattern.verdict(for: "éé") == .incomplete)
        #expect(try pattern.verdict(for: "ééü") == .valid)
        #expect(try pattern.verdict(for: Substring("xééü").dropFirst()) == .valid)
        #expect(try pattern.matches(Substring("ééüx").dropLast()))
    }
}
