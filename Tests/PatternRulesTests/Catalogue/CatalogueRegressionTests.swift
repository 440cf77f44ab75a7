import Foundation
import PatternRules
import Testing

/// The shipped catalogue: every entry, every example, both PCRE2 engines, and the declared differences
/// on Foundation and Swift Regex.
@Suite struct CatalogueRegressionTests {
    static let catalogue = Result { try PatternCatalogue.shipped() }

    @Test func loadsWithoutProblems() throws {
        let catalogue = try Self.catalogue.get()
        #expect(catalogue.entries.count >= 60)
    }

    /// The categories the catalogue issue asks for, each present.
    @Test(arguments: [
        "email", "password", "phone", "calling-code", "postal-code", "date", "time", "ipv4", "ipv6", "url", "domain",
        "username", "slug", "color", "uuid", "semver", "credit-card", "iban", "currency", "number", "builtin",
    ])
    func coversCategory(tag: String) throws {
        #expect(!(try Self.catalogue.get()).entries(tagged: tag).isEmpty)
    }

    @Test(arguments: ["us", "gb", "ca", "de", "fr", "pt", "br", "jp", "in"])
    func coversPostalCodes(country: String) throws {
        let entry = try #require(try Self.catalogue.get().entry(id: "postal-code.\(country)"))
        #expect(entry.tags.contains("postal-code"))
    }

    @Test func everyEntryAgreesOnEveryEngineOrDeclaresWhy() throws {
        var failures: [String] = []
        for entry in try Self.catalogue.get().entries {
            let result = CatalogueCheck.run(entry, columns: CatalogueCheck.Column.available)
            // Where the JIT is off (PATTERNRULES_JIT=off, an iPhone), its column is not checked.
            if Engine.isJITAvailable {
                #expect(
                    result.statuses[.engine(.pcre2JIT)] == .ok,
                    "\(entry.id): \(String(describing: result.statuses[.engine(.pcre2JIT)]))")
            }
            #expect(
                result.statuses[.engine(.pcre2Interpreter)] == .ok,
                "\(entry.id): \(String(describing: result.statuses[.engine(.pcre2Interpreter)]))")
            failures += result.failures
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// Copied into JavaScript or an `<input pattern>`, every entry means the same, or offers a JavaScript
    /// form proven to be the same language in both dialects, or declares why it cannot.
    @Test func everyEntryMeansTheSameInJavaScriptOrSaysWhy() throws {
        let entries = try Self.catalogue.get().entries
        let reports = entries.map(EntryPortability.init)
        #expect(reports.flatMap(\.failures).isEmpty, "\(reports.flatMap(\.failures))")
        let forms = reports.filter { $0.cell(.javascript) == "form" || $0.cell(.html) == "form" }
        #expect(forms.count >= 20)
    }

    /// A declared difference must still happen, or the declaration is stale.
    @Test func declaredDifferencesAreObserved() throws {
        for entry in try Self.catalogue.get().entries where !entry.knownDifferences.isEmpty {
            let dialects = entry.knownDifferences.keys.compactMap { Pattern.Dialect(rawValue: $0) }
            for dialect in dialects {
                #expect(
                    JavaScriptPortability.pattern(of: entry, in: dialect) != .same,
                    "\(entry.id) declares a difference in the \(dialect) dialect that it does not have")
            }
            let columns = try entry.knownDifferences.keys.filter { Pattern.Dialect(rawValue: $0) == nil }.map {
                try #require(CatalogueCheck.Column(name: $0))
            }
            let result = CatalogueCheck.run(entry, columns: columns)
            for engine in columns {
                #expect(
                    result.statuses[engine] != .ok,
                    "\(entry.id) declares a difference on \(engine) that no example shows")
            }
        }
    }

    /// An entry that points at a built-in rule shows the rule's own pattern.
    @Test func builtinEntriesShowTheRulesPattern() throws {
        let catalogue = try Self.catalogue.get()
        #expect(catalogue.entry(id: "email.practical")?.pattern == EmailLevel.practical.patternSource)
        #expect(catalogue.entry(id: "calling-code")?.pattern == CallingCodeRule.patternSource)
        let rule = try #require(catalogue.entry(id: "phone.gb")).rule()
        #expect(rule.verdict(for: "020 7946 0958") == .valid)
    }

    @Test func searchRanksIdAndTitleHitsFirst() throws {
        let catalogue = try Self.catalogue.get()
        let ids = catalogue.search(["password"]).map(\.id)
        #expect(ids.first?.hasPrefix("password.") == true)
        #expect(ids.contains("password.upper-lower-digit-8-15"))
        #expect(catalogue.search(["postal", "code", "gb"]).first?.id == "postal-code.gb")
        #expect(catalogue.search(["no-such-word"]).isEmpty)
        #expect(catalogue.search(["EMAIL", "community"]).map(\.id) == ["email.community-simple", "email.naive-at"])
    }

    /// An entry's rule fails only on a forced engine, with a ``PatternError`` naming it (typed throws).
    @Test func anEntryOnAnEngineThatRefusesItThrowsAPatternError() throws {
        let entry = try #require(try Self.catalogue.get().entry(id: "mac-address"))
        do throws(PatternError) {
            _ = try entry.rule(engine: .automaton)
            Issue.record("the automaton ran a pattern with a backreference")
        } catch {
            #expect(error.engine == .automaton && error.reason == .engineUnavailable)
        }
        #expect(try entry.rule().isValid("00:1A:2B:3C:4D:5E"))
    }

    /// `RegexRule(catalogueID:)` lives with the catalogue and throws only ``CatalogueError``, naming the file.
    @Test func regexRuleFromAnIDThrowsACatalogueErrorNamingTheEntry() {
        do throws(CatalogueError) {
            _ = try RegexRule(catalogueID: "phone.gb")
            Issue.record("a built-in rule has no single pattern")
        } catch {
            #expect(error.problems.map(\.file) == ["phone.gb.json"])
        }
    }
}
