import Foundation

/// Runs every example of catalogue entries on every engine: the `patterns check` matrix.
package enum CatalogueCheck {
    /// A column of the matrix: one of the library's engines, or Swift Regex for comparison.
    package enum Column: Hashable, Sendable, CustomStringConvertible {
        case engine(Engine)
        case swiftRegex

        /// Every column, in the matrix's order: the engines in chain order, then Swift Regex.
        package static var all: [Column] { Engine.allCases.map(Column.engine) + [.swiftRegex] }

        /// The columns that can run in this process: every one but the JIT's where it is off
        /// (``Engine/jitStatus``). What `patterns check` checks unless told otherwise.
        package static var available: [Column] { Engine.available.map(Column.engine) + [.swiftRegex] }

        /// Every column's name, for help and messages: `automaton, pcre2-jit, …, swift-regex`.
        package static var names: String { all.map(\.description).joined(separator: ", ") }

        /// The column an engine name names (`pcre2-jit`, `swift-regex`), `nil` for any other text.
        package init?(name: String) {
            if name == "swift-regex" {
                self = .swiftRegex
            } else if let engine = Engine(rawValue: name) {
                self = .engine(engine)
            } else {
                return nil
            }
        }

        /// The command-line name, also the key of ``CatalogueEntry/knownDifferences``.
        package var description: String {
            switch self {
            case .engine(let engine): engine.rawValue
            case .swiftRegex: "swift-regex"
            }
        }

        /// Whether an example answered against is a failure here, declared or not: PCRE2 is the
        /// reference, and the engines held to it must agree (``EngineFacts/isHeldToReference``).
        package var isReference: Bool {
            if case .engine(let engine) = self { return engine.facts.isHeldToReference }
            return false
        }

        /// Whether the column's engine not running the entry is no failure: an engine that runs a
        /// subset of patterns (the chain moves on), or one that does not read the entry's dialect.
        package func mayRefuse(_ entry: CatalogueEntry) -> Bool {
            if case .engine(let engine) = self, engine.facts.runsASubset { return true }
            return !reads(entry.dialect)
        }

        /// Whether the column's engine reads patterns of `dialect` as written.
        package func reads(_ dialect: Pattern.Dialect) -> Bool {
            switch self {
            case .engine(let engine): engine.facts.dialects.contains(dialect)
            case .swiftRegex: dialect == .pcre2
            }
        }
    }

    /// One entry on one engine.
    package enum Status: Sendable, Hashable {
        /// Every example got its verdict.
        case ok
        /// Examples that got another verdict, each described (`"a@b" is valid, expected not valid`).
        case differs([String])
        /// The engine cannot compile the pattern, and why.
        case unsupported(String)

        var isUnsupported: Bool {
            if case .unsupported = self { return true }
            return false
        }

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
        /// Status per column, for the columns checked.
        package let statuses: [Column: Status]
        /// The engine the automatic chain runs the entry's pattern on (`rule` for a built-in rule).
        package let automaticEngine: String

        /// The problems that fail the check: an engine held to the reference answering against an
        /// example, two engines that must agree answering differently, or a difference on another engine
        /// the entry does not declare. An engine that runs a subset of patterns (the automaton) not
        /// running one is no failure: the chain moves on.
        package var failures: [String] {
            var failures: [String] = []
            for (column, status) in statuses.sorted(by: { $0.key.description < $1.key.description })
            where status != .ok {
                // A JavaScript entry runs on the automaton (or PCRE2's exact translation) only: the engines
                // that read other dialects are not asked.
                if column.mayRefuse(entry), case .unsupported = status { continue }
                if column.isReference || entry.knownDifferences[column.description] == nil {
                    let detail: String =
                        switch status {
                        case .ok: ""
                        case .differs(let examples): examples.joined(separator: "; ")
                        case .unsupported(let reason): reason
                        }
                    failures.append(
                        "\(entry.id) on \(column): \(status.name)\(column.isReference ? "" : " (undeclared)"): \(detail)"
                    )
                }
            }
            return failures
        }
    }

    /// Checks `entry` in each of `columns`.
    package static func run(_ entry: CatalogueEntry, columns: [Column]) -> Result {
        var statuses: [Column: Status] = [:]
        var verdictsByEngine: [Engine: [Verdict]] = [:]
        for column in columns {
            switch column {
            case .swiftRegex:
                statuses[column] = swiftRegexStatus(entry)
            case .engine(let engine):
                let (status, verdicts) = ruleStatus(entry, engine: engine)
                statuses[column] = status
                // An engine that cannot run here (the JIT, off) has no verdicts to compare.
                if !status.isUnsupported { verdictsByEngine[engine] = verdicts }
            }
        }
        for (engine, verdicts) in verdictsByEngine {
            guard let other = engine.facts.agreesWith, let expected = verdictsByEngine[other], expected != verdicts
            else {
                continue
            }
            statuses[.engine(engine)] = .differs(["\(engine) and \(other) answer differently"])
        }
        let automatic: String
        if entry.rule != nil {
            automatic = "rule"
        } else {
            automatic = (try? entry.compiledPattern())?.engine.rawValue ?? "none"
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
            if engine.facts.hasExactIncomplete {
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
        guard entry.dialect == .pcre2 else {
            return .unsupported("Swift Regex does not read \(entry.dialect.rawValue) patterns")
        }
        let regex: SwiftRegexProgram
        do {
            regex = try SwiftRegexProgram(entry.pattern, options: entry.options)
        } catch {
            return .unsupported(error.message)
        }
        var problems: [String] = []
        for input in entry.matching where !regex.matches(input) { problems.append("\(quoted(input)) does not match") }
        for input in entry.nonMatching + entry.incomplete + entry.invalid where regex.matches(input) {
            problems.append("\(quoted(input)) matches, expected no match")
        }
        return problems.isEmpty ? .ok : .differs(problems)
    }

    static func quoted(_ input: String) -> String {
        "\"\(input.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())\""
    }
}
