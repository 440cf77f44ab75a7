import PatternRules

/// `patternrules`: the library's public API, called as users call it: a rule's `verdict(for:)` per
/// keystroke, `isValid(_:)` for whole inputs, `Pattern(_:)` for compiling.
struct PatternRulesAdapter: EngineAdapter {
    let name = "patternrules"

    func runs(_ kind: Workload.Kind) -> Bool { kind != .lines }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .checklist { return PasswordChecklistLoop() }
        if workload.kind == .field { return FieldTypingLoop() }
        if workload.kind == .library, let rule = workload.rule {
            return PreparedPatternRules(
                rule: rule, threeState: true, countsLimits: false, pattern: nil, exactIncomplete: true)
        }
        let pattern = workload.pattern
        if workload.kind == .compile {
            return CompileLoop { (try? Pattern(pattern)) != nil }
        }
        if workload.kind == .incremental {
            return PreparedCursor(pattern: try Pattern(pattern), exactIncomplete: !workload.hasLookarounds)
        }
        if workload.kind == .redos {
            // The automatic chain answers `(a+)+b` on the automaton, exactly and with nothing to stop; the
            // redos workload measures the library's limits, so the pattern is forced onto PCRE2 here.
            let engine: Engine = Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter
            let forced = try Pattern(pattern, engine: engine)
            return PreparedPatternRules(
                rule: RegexRule(forced), threeState: true, countsLimits: true, pattern: forced, exactIncomplete: true)
        }
        let rule: any ValidationRule<String> = try workload.rule ?? RegexRule(pattern)
        return PreparedPatternRules(
            rule: rule, threeState: workload.kind != .whole, countsLimits: workload.kind == .redos,
            pattern: try Pattern(pattern), exactIncomplete: !workload.hasLookarounds)
    }
}

final class PreparedPatternRules: PreparedEngine {
    let rule: any ValidationRule<String>
    let threeState: Bool
    /// The redos workload counts the matches a limit stopped, which only `Pattern` reports (a rule
    /// turns them into incomplete verdicts).
    let countsLimits: Bool
    let pattern: Pattern?
    /// False for patterns with lookarounds: the automatic chain runs them on the automaton, whose
    /// incomplete count is exact where PCRE2's (the reference) over-reports.
    let exactIncomplete: Bool

    init(
        rule: any ValidationRule<String>, threeState: Bool, countsLimits: Bool, pattern: Pattern?,
        exactIncomplete: Bool
    ) {
        self.rule = rule
        self.threeState = threeState
        self.countsLimits = countsLimits
        self.pattern = pattern
        self.exactIncomplete = exactIncomplete
    }

    var reportsExactIncomplete: Bool { threeState && exactIncomplete }

    func pass(_ inputs: InputSet) -> Counts {
        guard threeState else {
            var valid = 0
            for input in inputs.strings where rule.isValid(input) { valid += 1 }
            return Counts(valid: valid, incomplete: nil)
        }
        var tally = VerdictTally()
        guard countsLimits, let pattern else {
            for input in inputs.strings { tally.add(rule.verdict(for: input)) }
            return tally.counts
        }
        var limited = 0
        for input in inputs.strings {
            do {
                tally.add(try pattern.verdict(for: input))
            } catch {
                limited += 1
            }
        }
        var counts = tally.counts
        counts.limited = limited
        return counts
    }
}

/// `field/...`: one `FormField` typed a keystroke at a time (its value set to each prefix in turn, as a
/// text field's binding sets it), with an email field's three typing rules: each keystroke moves their
/// cursors over the new character and reads the verdict from them. The field is made once and cleared
/// before each pass, so that a row times keystrokes only. The verification counts the verdicts.
final class FieldTypingLoop: PreparedEngine {
    let field = FormField("", rules: [EmailRule(), EmailRule(.html5), try! RegexRule(#"[^\s]+"#)])

    func pass(_ inputs: InputSet) -> Counts {
        field.value = ""
        var tally = VerdictTally()
        for input in inputs.strings {
            field.value = input
            tally.add(field.verdict)
        }
        return tally.counts
    }
}

/// `checklist/password`: `PasswordPolicy.evaluate` per keystroke, the checklist and the score a sign-up
/// screen shows; the verification counts valid and incomplete verdicts, and sums the scores.
final class PasswordChecklistLoop: PreparedEngine {
    let policy = PasswordPolicy.default

    func pass(_ inputs: InputSet) -> Counts {
        var tally = VerdictTally()
        var scores = 0
        for input in inputs.strings {
            let report = policy.report(for: input)
            tally.add(report.verdict)
            scores += report.score
        }
        var counts = tally.counts
        counts.scores = scores
        return counts
    }
}

/// `patternrules-pattern`: the library one layer down, `Pattern.verdict(for:)` and `matches(_:)` without
/// a rule around them: the difference to `patternrules` is what the rule protocol costs.
struct PatternRulesPatternAdapter: EngineAdapter {
    let name = "patternrules-pattern"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        guard workload.kind == .keystroke || workload.kind == .whole else {
            throw Skip(reason: "measured beside patternrules on matching workloads only")
        }
        return PreparedPattern(
            pattern: try Pattern(workload.pattern), threeState: workload.kind == .keystroke,
            exactIncomplete: !workload.hasLookarounds)
    }
}

final class PreparedPattern: PreparedEngine {
    let pattern: Pattern
    let threeState: Bool
    let exactIncomplete: Bool

    init(pattern: Pattern, threeState: Bool, exactIncomplete: Bool) {
        self.pattern = pattern
        self.threeState = threeState
        self.exactIncomplete = exactIncomplete
    }

    var reportsExactIncomplete: Bool { threeState && exactIncomplete }

    func pass(_ inputs: InputSet) -> Counts {
        guard threeState else {
            var valid = 0
            for input in inputs.strings where (try? pattern.matches(input)) == true { valid += 1 }
            return Counts(valid: valid, incomplete: nil)
        }
        var tally = VerdictTally()
        for input in inputs.strings { tally.add((try? pattern.verdict(for: input)) ?? .incomplete) }
        return tally.counts
    }
}
