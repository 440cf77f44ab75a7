import Testing

@testable import PatternRulesEngine

/// The literals a search skips to (``RegexNode/prefixLiterals``): every match of the pattern begins with
/// one of them, and where no small set does (an assertion, a large class, an optional start), there are
/// none.
@Suite struct PrefixLiteralsTests {
    static func literals(_ source: String, options: PatternOptions = []) throws -> [String]? {
        let tree = try RegexNode.parsing(
            source, options: options, dialect: .pcre2, budget: CompileBudget(steps: CompileBudget.defaultSteps),
            keepsLaziness: true)
        return tree.prefixLiterals?.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func alternationsAndSequencesGiveEachBeginning() throws {
        #expect(try Self.literals("Sherlock|Watson") == ["Sherlock", "Watson"])
        #expect(try Self.literals("(?:ab|cd)e") == ["abe", "cde"])
        #expect(try Self.literals("foo[0-2]x") == ["foo0x", "foo1x", "foo2x"])
        #expect(try Self.literals("a*bc") == ["a", "bc"])
        #expect(try Self.literals("(?:ab)+c") == ["ab"])
        #expect(try Self.literals("x{3}y") == ["x"])
        #expect(try Self.literals("héllo|wörld") == ["héllo", "wörld"])
    }

    @Test func caseVariantsAreLiteralsUpToTheLimit() throws {
        let variants = try #require(try Self.literals("sherlock", options: .caseInsensitive))
        #expect(variants.count <= RegexNode.prefixLiteralLimit)
        #expect(variants.contains("sher") || variants.contains { $0.hasPrefix("sher") })
        #expect(variants.contains { $0.hasPrefix("SHER") })
        #expect(variants.allSatisfy { $0.count >= 4 })
        // Past the limit, the literals are cut to as few first bytes as keep them within it.
        let three = try #require(try Self.literals("sherlock|holmes|watson", options: .caseInsensitive))
        #expect(three.count <= RegexNode.prefixLiteralLimit)
        #expect(three.allSatisfy { $0.count < 6 })
        #expect(["sHe", "HOl", "wat"].allSatisfy { start in three.contains { $0.hasPrefix(start) } })
    }

    @Test func aPatternThatIsOnlyLiteralsIsFoundByThemAlone() throws {
        func whole(_ source: String) throws -> [String]? {
            let tree = try RegexNode.parsing(
                source, options: [], dialect: .pcre2, budget: CompileBudget(steps: CompileBudget.defaultSteps),
                keepsLaziness: true)
            return tree.wholeLiterals?.map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(try whole("Sherlock") == ["Sherlock"])
        #expect(try whole("Watson|Holmes") == ["Holmes", "Watson"])
        // Every case variant, U+017F (long s) among them, as PCRE2 reads `s` without case.
        let variants = try #require(try whole("(?i)yes"))
        #expect(variants.count == 12 && variants.contains("YES") && variants.contains("ye\u{17F}"))
        #expect(try whole("(?:ab|cd)e") == ["abe", "cde"])
        // One literal beginning another: which one matches depends on the alternatives' order.
        #expect(try whole("a|ab") == nil)
        // More than the literals: an assertion, a loop, an optional part, a literal past the limit.
        #expect(try whole("Holmes\\b") == nil)
        #expect(try whole("ab+") == nil)
        #expect(try whole("abc?") == nil)
        #expect(try whole(String(repeating: "x", count: 300)) == nil)
        // A phrase longer than a prefix literal is still whole.
        #expect(try whole("Sherlock Holmes and Doctor Watson") == ["Sherlock Holmes and Doctor Watson"])
    }

    @Test func whatMayBeginWithAnythingHasNone() throws {
        #expect(try Self.literals("[a-z]+ing") == nil)
        #expect(try Self.literals(#"\bfoo"#) == nil)
        #expect(try Self.literals("a?") == nil)
        #expect(try Self.literals("(?:a|)b") == ["ab", "b"])
        #expect(try Self.literals("x*") == nil)
        #expect(try Self.literals(".foo") == nil)
        #expect(try Self.literals("[^a]") == nil)
    }
}
