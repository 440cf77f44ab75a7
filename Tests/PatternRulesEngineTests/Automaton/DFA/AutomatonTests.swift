import Foundation
import Testing

@testable import PatternRulesEngine

/// The automaton engine: which patterns it takes, exact verdicts where PCRE2's partial matching
/// over-reports `incomplete`, and completions. Typing cursors are in `CursorTests`.
@Suite struct AutomatonTests {
    @Test func lookaheadPasswordsAreInvalidOnceTooLong() throws {
        let source = #"(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,15}"#
        let exact = try Pattern(source)
        #expect(exact.engine == .automaton)
        #expect(try exact.verdict(for: "Passw0rdPassw0rd1") == .invalid, "17 characters: nothing typed later fits")
        #expect(try exact.verdict(for: "Passw0rd") == .valid)
        #expect(try exact.verdict(for: "passw0rd") == .incomplete, "an uppercase letter can still come")
        #expect(try exact.verdict(for: "passw0rdpassw0r") == .invalid, "15 characters and no uppercase")
        // PCRE2's partial match over-reports here: the reason the automaton comes first.
        #expect(try Pattern(source, engine: .pcre2Interpreter).verdict(for: "Passw0rdPassw0rd1") == .incomplete)
    }

    @Test func leadingAndTrailingRulesAreDecidedAsSoonAsTheyFail() throws {
        let domain = try Pattern(
            #"(?=.{1,253}\z)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}"#)
        #expect(try domain.verdict(for: "-example.com") == .invalid)
        #expect(try domain.verdict(for: "example.c") == .incomplete)
        let name = try Pattern(#"(?=.{1,100}\z)\p{L}+(?:[ '-]\p{L}+)*"#)
        #expect(try name.verdict(for: "Adriano  Souza") == .invalid)
        #expect(try name.verdict(for: "Adriano ") == .incomplete)
        #expect(try name.verdict(for: "用户 例子") == .valid)
    }

    @Test func negativeLookaheadsInTheMiddle() throws {
        let postcode = try Pattern(#"[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}"#)
        #expect(try postcode.verdict(for: "1012 S") == .incomplete)
        #expect(try postcode.verdict(for: "1012 SA") == .invalid)
        #expect(try postcode.verdict(for: "1012 SB") == .valid)
        let username = try Pattern(#"[A-Za-z](?:[A-Za-z0-9_]|\.(?!\.)){1,28}[A-Za-z0-9_]"#)
        #expect(username.engine == .automaton)
        #expect(try username.verdict(for: "adriano..") == .invalid)
        #expect(try username.verdict(for: "adriano.souza") == .valid)
    }

    @Test(arguments: [
        (#"(a)\1"#, #"the escape \1"#), (#"(?<=\ba)b"#, "an assertion inside a lookbehind"), ("(?>a)", "atomic groups"),
        ("a++", "possessive quantifiers (++)"),
        (#"(?=a)\bword"#, "a lookahead before or around a word boundary or lookbehind"),
        ("(a)(?(1)a|b)", "the group (?(…"),
        ("(*SKIP)a", "leading (*…) settings and verbs"),
        ("(?:a(?=b))*", "an assertion inside a repetition of more than 64"),
        ("(?m)a^b", "a start anchor (^, \\A) that is not at the start of the input"),
    ])
    func patternsOutsideTheRegularSubsetStayOnPCRE2WithTheReason(source: String, reason: String) throws {
        let pattern = try Pattern(source)
        #expect(pattern.engine != .automaton)
        #expect(pattern.automatonRefusal == reason)
    }

    /// Found by the pattern fuzz target: 155 bytes whose subset construction took 1.1 s before the step
    /// budget; refused within it and run on PCRE2.
    @Test func aPatternWhoseAutomatonIsTooCostlyIsRefused() throws {
        let base64 =
            "W2ZhLXpdK5FAW2Etel0rXE4uW2F6XStcLi16o7W1Li4uLi4uLi4uLi4uLi4uLi4umAAAAAAAAAA9Li4uLi4uLi4rtbW1tbW1tbW1tS4uLi4uLi4uLi4uLi4uLi4uLpgAAAAAAAAAPS4uLi4uLi4uKy4uLi4uLi4uLi4uLi4uLi4uLi4uLi4uLi61tbW1tbW1tbW1tbW1tQC2CmI="
        let text = String(decoding: try #require(Data(base64Encoded: base64)), as: UTF8.self)
        let source = String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let pattern = try Pattern(source)
        #expect(pattern.engine != .automaton)
        #expect(
            pattern.automatonRefusal
                == "compiling the automaton would take more than its budget of 8000000 steps (spent in subset construction)"
        )
    }

    @Test func anchorsWhereTheyAreWholeStringAnchors() throws {
        #expect(try Pattern("^abc$").verdict(for: "abc") == .valid)
        #expect(try Pattern(#"\Aabc\z"#).verdict(for: "abc\n") == .invalid)
        #expect(try Pattern("abc$").verdict(for: "abc\n") == .invalid, "a whole-string match ends at the end")
        #expect(try Pattern(#"a$\n"#).verdict(for: "a\n") == .valid, "$ before a final line feed")
        #expect(try Pattern("a^b").verdict(for: "a") == .invalid, "^ after a character never matches")
        #expect(try Pattern(#"(?=a\z)a"#).verdict(for: "a") == .valid)
        #expect(try Pattern(#"(?=a\z).*"#).verdict(for: "ab") == .invalid)
    }

    /// A quantifier after `\Q…\E` repeats the last quoted character, as in PCRE2, not the whole quote
    /// (found by the pattern fuzz target: the automaton had called `#\Q…\E*` matched by `#` alone).
    @Test(arguments: [#"x\Qab\E*"#, #"\Qab\E+c"#, #"\Qa-z]\E{2}"#, #"\Qab\E?"#, #"#\Qa\E\Q\E*"#])
    func aQuantifierAfterAQuoteRepeatsItsLastCharacter(source: String) throws {
        let reference = try Pattern(source, engine: .pcre2Interpreter)
        let automaton = try? Pattern(source, engine: .automaton)
        for input in [
            "", "x", "xa", "xab", "xabb", "ab", "abbc", "a", "c", "abc", "ac", "a-z]]", "a-z]", "aa", "#a", "#",
        ] {
            guard let automaton else { continue }  // refused: PCRE2 answers instead
            #expect(try automaton.matches(input) == reference.matches(input), "\(source) on \(input)")
            if try automaton.verdict(for: input) == .incomplete {
                let completion = try #require(automaton.shortestCompletion(of: input))
                #expect(try reference.matches(input + completion), "\(source): \(input) + \(completion)")
            }
        }
    }

    /// PCRE2 reads a quantifier's possessive `+` or lazy `?` past comments and, in extended mode, white
    /// space: `!+(?#c)+!` is `!++!`, which never matches, not `(!+)+!`. Found by the `pattern` fuzz target.
    @Test(arguments: [
        (#"!+(?#c)+!"#, ["!!", "!!!"]), (#"a{2}(?#c)+"#, ["aa", "aaaa"]), ("(?x)a+ # c\n +b", ["ab", "aab"]),
        (#"a+(?#c)?"#, ["", "a", "aa"]), (#"a{2}(?#c)?"#, ["", "aa", "aaaa"]), ("(?x)a+ ?", ["", "a"]),
    ])
    func quantifierModifiersAfterCommentsFollowPCRE2(source: String, inputs: [String]) throws {
        let reference = try Pattern(source, engine: .pcre2Interpreter)
        let chosen = try Pattern(source)
        for input in inputs {
            #expect(
                try chosen.verdict(for: input) == reference.verdict(for: input),
                "\(source) on \(input.debugDescription)")
        }
    }

    @Test func caselessMatchingFollowsPCRE2() throws {
        let kelvin = try Pattern("(?i)k")
        #expect(try kelvin.matches("\u{212A}"), "KELVIN SIGN folds to k in PCRE2")
        #expect(try Pattern("(?i)[^k]").verdict(for: "K") == .invalid)
        #expect(
            try Pattern("(?i)straße").matches("STRAẞE")
                == (try Pattern("(?i)straße", engine: .pcre2Interpreter).matches("STRAẞE")))
    }

    @Test func shortestCompletions() throws {
        let code = try Pattern("[A-Z]{2}[0-9]{4}")
        #expect(code.shortestCompletion(of: "AB1") == "000")
        #expect(code.shortestCompletion(of: "AB1234") == "")
        #expect(code.shortestCompletion(of: "1") == nil)
        #expect(try Pattern(#"(a)\1"#).shortestCompletion(of: "a") == nil, "PCRE2 cannot tell")
    }

    @Test func invalidUTF8IsInvalid() throws {
        let pattern = try Pattern(".*")
        guard let program = pattern.program.automaton else {
            Issue.record("expected the automaton")
            return
        }
        for bytes: [UInt8] in [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE2, 0x82],
        ] {
            #expect(bytes.withUnsafeBufferPointer { program.verdict($0) } == .invalid, "\(bytes)")
        }
        #expect(Array("é€𝄞".utf8).withUnsafeBufferPointer { program.verdict($0) } == .valid)
    }

}
