import PatternRules

/// `patternrules`: the library's public API, called as users call it: a rule's `verdict(for:)` per
/// keystroke, `isValid(_:)` for whole inputs, `Pattern(_:)` for compiling.
struct PatternRulesAdapter: EngineAdapter {
    let name = "patternrules"

    func runs(_ kind: Workload.Kind) -> Bool { true }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .checklist { return PasswordChecklistLoop() }
        if workload.kind == .library, let rule = workload.rule {
            return PreparedPatternRules(rule: rule, threeState: true, countsLimits: false, pattern: nil)
        }
        let pattern = workload.pattern
        if workload.kind == .compile {
            return CompileLoop { (try? Pattern(pattern)) != nil }
        }
        let rule: any ValidationRule<String> = try workload.rule ?? RegexRule(pattern)
        return PreparedPatternRules(
            rule: rule, threeState: workload.kind != .whole, countsLimits: workload.kind == .redos,
            pattern: try Pattern(pattern))
    }
}

final class PreparedPatternRules: PreparedEngine {
    let rule: any ValidationRule<String>
    let threeState: Bool
    /// The redos workload counts the matches a limit stopped, which only `Pattern` reports (a rule
    /// turns them into incomplete verdicts).
    let countsLimits: Bool
    let pattern: Pattern?

    init(rule: any ValidationRule<String>, threeState: Bool, countsLimits: Bool, pattern: Pattern?) {
        self.rule = rule
        self.threeState = threeState
        self.countsLimits = countsLimits
        self.pattern = pattern
    }

    var reportsExactIncomplete: Bool { threeState }

    func pass(_ inputs: InputSet) -> Counts {
        var counts = Counts(valid: 0, incomplete: threeState ? 0 : nil)
        if !threeState {
            for input in inputs.strings where rule.isValid(input) { counts.valid += 1 }
            return counts
        }
        guard countsLimits, let pattern else {
            for input in inputs.strings { counts.tally(rule.verdict(for: input)) }
            return counts
        }
        for input in inputs.strings {
            do {
                counts.tally(try pattern.verdict(for: input))
            } catch {
                counts.limited += 1
            }
        }
        return counts
    }
}

/// `checklist/password`: `PasswordPolicy.evaluate` per keystroke, the checklist and the score a sign-up
/// screen shows; the verification counts valid and incomplete verdicts, and sums the scores.
final class PasswordChecklistLoop: PreparedEngine {
    let policy = PasswordPolicy.default

    func pass(_ inputs: InputSet) -> Counts {
        var counts = Counts(valid: 0, incomplete: 0)
        for input in inputs.strings {
            let report = policy.evaluate(input)
            counts.tally(report.verdict)
            counts.scores += report.score
        }
        return counts
    }
}
