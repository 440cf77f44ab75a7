import Foundation

/// Runs every example of catalogue entries on every engine: the `patterns check` matrix.
package enum CatalogueCheck {
    /// The engines a check can run, by their command-line names.
    package static let engineNames = ["automaton", "pcre2-jit", "pcre2", "foundation", "swift-regex"]

    /// One entry on one engine.
    package enum Status: Sendable, Hashable {
        /// Every example got its verdict.
        case ok
        /// Examples that got another verdict, each described (`"a@b" is valid, expected not valid`).
        case differs([String])
        /// The engine cannot compile the pattern, and why.
        case unsupported(String)

        package var name: String {
            switch self {
            case .ok: "ok"
            case .differs: "differs"
            case .unsupported: "unsupported"
            }
        }
    }

    package struct Result: Sendable {
        package let entry: CatalogueEntry
        /// Status per engine name, for the engines checked.
        package let statuses: [String: Status]
        /// The engine the automatic chain runs the entry's pattern on (`rule` for a built-in rule).
        package let automaticEngine: String

        /// The problems that fail the check: any PCRE2 engine or the automaton answering against an
        /// example, the two PCRE2 engines answering differently, or a difference on another engine the
        /// entry does not declare. The automaton not running a pattern is no failure: the chain moves on.
        package var failures: [String] {
            var failures: [String] = []
            for (engine, status) in statuses.sorted(by: { $0.key < $1.key }) where status != .ok {
                if engine == "automaton", case .unsupported = status { continue }
                let isPCRE2 = engine.hasPrefix("pcre2") || engine == "automaton"
                if isPCRE2 || entry.knownDifferences[engine] == nil {
                    let detail: String =
                        switch status {
                        case .ok: ""
                        case .differs(let examples): examples.joined(separator: "; ")
                        case .unsupported(let reason): reason
                        }
                    failures.append(
                        "\(entry.id) on \(engine): \(status.name)\(isPCRE2 ? "" : " (undeclared)"): \(detail)")
                }
            }
            return failures
        }
    }

    /// Checks `entry` on each engine of `engines` (names from ``engineNames``).
    package static func run(_ entry: CatalogueEntry, engines: [String]) -> Result {
        var statuses: [String: Status] = [:]
        var pcre2Verdicts: [String: [Verdict]] = [:]
        for engine in engines {
            switch engine {
            case "swift-regex":
                statuses[engine] = swiftRegexStatus(entry)
            default:
                let (status, verdicts) = ruleStatus(entry, engine: Engine(rawValue: engine)!)
                statuses[engine] = status
                if engine.hasPrefix("pcre2") { pcre2Verdicts[engine] = verdicts }
            }
        }
        if let jit = pcre2Verdicts["pcre2-jit"], let interpreter = pcre2Verdicts["pcre2"], jit != interpreter {
            statuses["pcre2"] = .differs(["the JIT and the interpreter answer differently"])
        }
        let automatic: String
        if entry.rule != nil {
            automatic = "rule"
        } else {
            automatic = (try? Pattern(entry.pattern, options: entry.options, engine: nil))?.engine.rawValue ?? "none"
        }
        return Result(entry: entry, statuses: statuses, automaticEngine: automatic)
    }

    private static func ruleStatus(_ entry: CatalogueEntry, engine: Engine) -> (Status, [Verdict]) {
        let rule: any ValidationRule<String>
        do {
            rule = try entry.rule(engine: engine)
        } catch {
            return (.unsupported("\(error)"), [])
        }
        var problems: [String] = []
        var verdicts: [Verdict] = []
        func expect(_ input: String, _ accepts: (Verdict) -> Bool, _ expected: String) {
            let verdict = rule.verdict(for: input)
            verdicts.append(verdict)
            if !accepts(verdict) { problems.append("\(quoted(input)) is \(verdict), expected \(expected)") }
        }
        for input in entry.matching { expect(input, { $0 == .valid }, "valid") }
        for input in entry.nonMatching { expect(input, { $0 != .valid }, "not valid") }
        for input in entry.incomplete { expect(input, { $0 == .incomplete }, "incomplete") }
        for input in entry.invalid {
            if engine == .automaton {
                expect(input, { $0 == .invalid }, "invalid")
            } else {
                expect(input, { $0 != .valid }, "not valid")
            }
        }
        return (problems.isEmpty ? .ok : .differs(problems), verdicts)
    }

    /// Swift Regex has no partial matching: incomplete examples must simply not match.
    private static func swiftRegexStatus(_ entry: CatalogueEntry) -> Status {
        guard !entry.pattern.isEmpty else { return .unsupported("a rule with no single pattern") }
        let regex: Regex<AnyRegexOutput>
        do {
            var compiled = try Regex(entry.pattern)
            if entry.flags.contains(.caseInsensitive) { compiled = compiled.ignoresCase() }
            if entry.flags.contains(.dotAll) { compiled = compiled.dotMatchesNewlines() }
            regex = compiled
        } catch {
            return .unsupported("Swift Regex rejects the pattern: \(error)")
        }
        var problems: [String] = []
        func matches(_ input: String) -> Bool { (try? regex.wholeMatch(in: input)) != nil }
        for input in entry.matching where !matches(input) { problems.append("\(quoted(input)) does not match") }
        for input in entry.nonMatching + entry.incomplete + entry.invalid where matches(input) {
            problems.append("\(quoted(input)) matches, expected no match")
        }
        return problems.isEmpty ? .ok : .differs(problems)
    }

    static func quoted(_ input: String) -> String {
        "\"\(input.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())\""
    }
}
