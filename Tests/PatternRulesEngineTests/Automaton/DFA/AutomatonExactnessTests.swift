import Testing

@testable import PatternRulesEngine

/// Corners where the automaton once answered differently from PCRE2, found by a hostile pass: each
/// either reads exactly as PCRE2 does or is refused, so the chain runs the pattern on PCRE2.
@Suite struct AutomatonExactnessTests {
    /// Whether `source` gives PCRE2's complete-match answer on every input, on the automatic chain.
    static func expectPCRE2Answers(_ source: String, options: Pattern.Options = [], on inputs: [String]) throws {
        let chosen = try Pattern(source, options: options)
        let reference = try Pattern(source, options: options, engine: .pcre2Interpreter)
        for input in inputs {
            #expect(
                try chosen.matches(input) == reference.matches(input),
                "\(source) on \(input.debugDescription) (\(chosen.engine))")
        }
    }

    static let lookalikes = ["ſ", "\u{212A}", "s", "S", "k", "K", "é", "É", "1", "_", ".", " ", "\u{00A0}"]

    /// `\w`, `\d`, `\s` and POSIX classes inside a caseless class keep their own members: PCRE2 adds
    /// other cases to literals and ranges only, so `ſ` (which folds to `s`) is no `\w`.
    @Test(arguments: [
        #"(?i)[\w.+-]"#, #"(?i)[^\w]"#, #"(?i)[\d\s]"#, #"(?i)[^\W]"#, "(?i)[[:alpha:]]", "(?i)[[:lower:]]",
        "(?i)[[:upper:]é]", "(?i)[^[:alnum:]]", "(?i)[a-z]", "(?i)[^a-z]", #"(?i)[\w\x{e9}]"#, #"(?i)[s\d]"#,
        #"(?i)[\p{Ll}]"#, #"(?i)[^\p{Lu}k]"#, #"(?iu)[\w]"#,
    ])
    func caselessClassesFoldTheirLiteralsOnly(source: String) throws {
        let options: Pattern.Options = source.contains("(?iu)") ? [.unicodeCharacterClasses] : []
        let text = source.replacingOccurrences(of: "(?iu)", with: "(?i)")
        try Self.expectPCRE2Answers(text, options: options, on: Self.lookalikes)
        if !options.contains(.unicodeCharacterClasses) {
            #expect(try Pattern(text).engine == .automaton, "the automaton reads \(text) exactly")
        }
    }

    @Test func aLookalikeUsernameIsRejectedOnEveryEngine() throws {
        let address = try Pattern(#"[\w.+-]+@[\w-]+\.[a-z]{2,}"#, options: .caseInsensitive)
        #expect(address.engine == .automaton)
        #expect(try address.verdict(for: "ſam@example.com") == .invalid)
        #expect(try address.verdict(for: "\u{212A}elvin@example.com") == .invalid)
        #expect(try address.verdict(for: "sam@example.coſ") == .valid, "[a-z] is a range: it folds")
    }

    /// Word boundaries (`\b`, `\B`, and PCRE2's spellings `[[:<:]]`, `[[:>:]]`) and lookbehinds run on the
    /// automaton, decided by trackers of the input before a position, with PCRE2's answers.
    @Test(arguments: [
        #"\bfoo\b"#, #".*\bfoo\b.*"#, #"a\Bb"#, #"[[:<:]]\w+[[:>:]]"#, #"\w+\b \w+"#, #"(?<=a)b"#, #".*(?<!a)b"#,
        #"(?:ab|cb)(?<=ab)"#, #"(?<=[aeiou]{2})x"#, #"(?i)(?<=K)x.*"#, #"\B.\B"#, #"(?u)\bé\b"#, #".*(?<=\d{3})-\d+"#,
    ])
    func wordBoundariesAndLookbehindsRunOnTheAutomaton(source: String) throws {
        let options: Pattern.Options = source.hasPrefix("(?u)") ? [.unicodeCharacterClasses] : []
        let text = source.hasPrefix("(?u)") ? String(source.dropFirst(4)) : source
        #expect(try Pattern(text, options: options).engine == .automaton, "\(text)")
        let inputs = [
            "", "foo", "foo bar", " foo ", "ab", "b", "cb", "xb", "a x", "aex", "aix", "kx", "Kx", "\u{212A}x", "é",
            "é ",
            "aé", "123-4", "12-4", "ab cd", "a", "x", "-",
        ]
        let automaton = try Pattern(text, options: options)
        let reference = try Pattern(text, options: options, engine: .pcre2Interpreter)
        for input in inputs {
            for length in 0...input.unicodeScalars.count {
                var prefix = ""
                prefix.unicodeScalars.append(contentsOf: input.unicodeScalars.prefix(length))
                let actual = try automaton.verdict(for: prefix)
                let expected = try reference.verdict(for: prefix)
                #expect((actual == .valid) == (expected == .valid), "\(text) on \(prefix.debugDescription)")
                if expected == .invalid { #expect(actual == .invalid, "\(text) on \(prefix.debugDescription)") }
                if actual == .incomplete, let completion = automaton.shortestCompletion(of: prefix) {
                    #expect(try reference.matches(prefix + completion), "\(text): \(prefix) + \(completion)")
                }
            }
        }
    }

    /// A `[:` opens a POSIX class only when its `:]` comes before any `]`; otherwise the `[` is literal.
    @Test(arguments: [
        ("[a[:b]x:]]", ["ax:]]", "[x:]]", "bx:]]", "a", "x:]]"]),
        ("[[:a]", ["[", ":", "a", "]"]),
        ("[a[:]b]", ["a", "[", ":", "b]", "]"]),
        (#"[a\][:x]"#, ["]", ":", "[", "a", "x"]),
        ("[[:digit:]x]", ["1", "x", ":"]),
    ])
    func posixSyntaxIsReadWherePCRE2ReadsIt(source: String, inputs: [String]) throws {
        try Self.expectPCRE2Answers(source, on: inputs)
    }

    /// In `(?xx)` mode spaces and tabs in a class are nothing, around a range's `-` too: `[d   -o]` is
    /// `[d-o]` (found by the flagged-pattern fuzz target).
    @Test func extendedMoreSpacesAroundARangeAreIgnored() throws {
        try Self.expectPCRE2Answers(#"(?xx)[\dxxClod   -oubl2]"#, on: ["e", "d", "o", "p", " ", "-", "2"])
        try Self.expectPCRE2Answers("(?xx)[a- c]", on: ["b", " ", "-"])
        #expect(try Pattern("(?xx)[a- c]").engine == .automaton)
    }

    /// PCRE2 10.42's automatic possessification treats `\h` and `\S` as disjoint, though U+00A0 is both:
    /// `\h*\S` would give up U+00A0 to `\h*` for good. Patterns that name `\h` compile without it, so
    /// PCRE2 agrees with the automaton, which follows the atoms' definitions.
    @Test func automaticPossessificationNoLongerChangesAnAnswer() throws {
        let nbsp = "\u{00A0}"
        #expect(try Pattern(#"\h*\S"#, engine: .automaton).verdict(for: nbsp) == .valid)
        #expect(try Pattern(#"\h*\S"#, engine: .pcre2Interpreter).verdict(for: nbsp) == .valid)
        #expect(try Pattern(#"(*NO_AUTO_POSSESS)\h*\S"#, engine: .pcre2Interpreter).verdict(for: nbsp) == .valid)
    }

    /// Patterns whose automaton would cost more than the compile budget are refused by the phase that
    /// spends it, and run on PCRE2 with the same answers.
    static let costlyPatterns: [String] = {
        let classAtoms = (0..<5_000).map { (index: Int) -> String in
            #"[\pL\x{"# + String(0x3000 + index, radix: 16) + "}]"
        }
        let literals = (0..<16_000).map { (index: Int) -> String in #"\x{"# + String(0x4E00 + index, radix: 16) + "}" }
        let lookaheads = "abcdefghijklmnopqrst".map { (letter: Character) -> String in "(?=.*\(letter))" }
        return [classAtoms.joined(), literals.joined(), lookaheads.joined() + ".*"]
    }()

    @Test(arguments: costlyPatterns)
    func patternsPastTheCompileBudgetAreRefused(source: String) throws {
        let pattern = try Pattern(source)
        #expect(pattern.engine != .automaton)
        let refusal = try #require(pattern.automatonRefusal)
        #expect(refusal.hasPrefix("compiling the automaton would take more than its budget of 8000000 steps"))
        #expect(try pattern.verdict(for: "x") == Pattern(source, engine: .pcre2Interpreter).verdict(for: "x"))
    }

    @Test func theBudgetIsChargedAsItIsSpent() throws {
        let budget = CompileBudget(steps: 3_000)
        #expect(throws: AutomatonRefusal.self) {
            try AutomatonProgram(source: String(repeating: "[a-z]", count: 400), options: [], budget: budget)
        }
        #expect(budget.spent > 3_000)
        #expect(budget.spent < 3_100, "stopped at the first charge past the limit, in the parser")
        let small = try AutomatonProgram(source: "[a-z]+@[a-z]+", options: [], budget: CompileBudget(steps: 1_000))
        #expect(Array("ab@cd".utf8).withUnsafeBufferPointer { small.matches($0) })
    }

    /// The whole-string wrapping ends a trailing `#` comment whatever the newline convention.
    @Test(arguments: ["(*CR)(?x)a#comment", "(*CRLF)(?x)a#comment", "(*ANY)(?x)a # c", "(?x)a#c", "(*NUL)(?x)a#c"])
    func aTrailingCommentEndsUnderEveryNewlineConvention(source: String) throws {
        let pattern = try Pattern(source)
        #expect(try pattern.verdict(for: "a") == .valid)
        #expect(try pattern.verdict(for: "ab") == .invalid)
    }

    /// PCRE2 10.42's start-up optimisation misses `(?=a)b?a` on `a` (found by the flagged-pattern fuzz
    /// target on PCRE2's own test inputs): PCRE2 programs compile without it, so `matches` agrees with
    /// `verdict` on every engine.
    @Test(arguments: [Engine.pcre2JIT, .pcre2Interpreter])
    func pcre2MatchesWhatItsVerdictCallsValid(engine: Engine) throws {
        guard Engine.available.contains(engine) else { return }
        let pattern = try Pattern("(?=a)b?a", engine: engine)
        #expect(try pattern.matches("a"))
        #expect(try pattern.verdict(for: "a") == .valid)
        #expect(try Pattern("(?=a)b?a.", engine: engine).matches("ab"))
    }

    /// PCRE2 10.42's JIT lets `.*?a(*SKIP)b` match `aab` in an anchored match; its interpreter, following
    /// PCRE2's definition, does not. Patterns with backtracking verbs run on the interpreter (found by the
    /// flagged-pattern fuzz target).
    @Test func backtrackingVerbsRunOnTheInterpreter() throws {
        let pattern = try Pattern(".*?a(*SKIP)b")
        #expect(pattern.engine == .pcre2Interpreter)
        if Engine.isJITAvailable { #expect(pattern.fallbackReason?.contains("backtracking verbs") == true) }
        #expect(try pattern.matches("aab") == false)
        #expect(try pattern.matches("ab"))
        #expect(throws: PatternError.self) { try Pattern(".*?a(*SKIP)b", engine: .pcre2JIT) }
        #expect(try Pattern(#"[(*SKIP)]\Q(*SKIP)\E"#).engine != .pcre2Interpreter, "no verb in a class or a quote")
    }
}
