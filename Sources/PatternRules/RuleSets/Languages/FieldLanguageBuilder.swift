/// Reads a field's specification into a ``FieldLanguage``: each check becomes an automaton when it is a
/// regular language the automaton reads exactly, and a description of its configuration otherwise.
import PatternRulesSupport

struct FieldLanguageBuilder {
    let budget: CompileBudget
    /// Stop as soon as a check is known to stay outside: the caller wants the language only if it is
    /// exact, and building automata it would discard (the email pattern's, beside the email lengths)
    /// costs more than the rest of compiling the field.
    let exactOnly: Bool
    /// The checks written as patterns, compiled once every check is read.
    private var sources: [(source: String, options: Pattern.Options, dialect: Pattern.Dialect, description: String)] =
        []
    private var outside: [String] = []
    private var checksEmailLengths = false

    private init(budget: CompileBudget, exactOnly: Bool) { (self.budget, self.exactOnly) = (budget, exactOnly) }

    static func language(of spec: RuleSetDocument.FieldSpec, budget: CompileBudget) throws(AutomatonRefusal)
        -> FieldLanguage
    {
        var builder = FieldLanguageBuilder(budget: budget, exactOnly: false)
        return try builder.build(spec)!
    }

    /// The field's language when every check is inside it, else `nil` (found before any automaton of a
    /// check is built, where a check's configuration says it stays outside).
    static func exactLanguage(of spec: RuleSetDocument.FieldSpec, budget: CompileBudget) throws(AutomatonRefusal)
        -> FieldLanguage?
    {
        var builder = FieldLanguageBuilder(budget: budget, exactOnly: true)
        return try builder.build(spec)
    }

    private mutating func build(_ spec: RuleSetDocument.FieldSpec) throws(AutomatonRefusal) -> FieldLanguage? {
        if spec.required == true { add(source: "(?s).+", described: "required") }
        if let source = spec.pattern {
            let options = (spec.flags ?? []).compactMap(Pattern.Flag.init(rawValue:)).reduce(into: Pattern.Options()) {
                $0.formUnion($1.option)
            }
            let dialect = spec.dialect.flatMap(Pattern.Dialect.init(rawValue:)) ?? .pcre2
            add(source: source, options: options, dialect: dialect, described: "pattern \(JSONText.quoted(source))")
        }
        if let id = spec.catalogue { addCatalogueEntry(id) }
        if let name = spec.rule { addRule(name) }
        if let allowed = spec.oneOf { addOneOf(allowed) }
        if let bounds = spec.integer {
            // A bound too large for an Int stays outside the automaton, never read as no bound.
            if bounds.min.map({ $0.intValue != nil }) ?? true, bounds.max.map({ $0.intValue != nil }) ?? true,
                let source = IntegerRangeSource.source(minimum: bounds.min?.intValue, maximum: bounds.max?.intValue)
            {
                add(source: source, described: "integer")
            } else {
                outside.append(
                    "integer from \(bounds.min.map { "\($0)" } ?? "any") to \(bounds.max.map { "\($0)" } ?? "any")")
            }
        }
        if let bounds = spec.number {
            outside.append(
                "number from \(bounds.min.map { "\($0)" } ?? "any") to \(bounds.max.map { "\($0)" } ?? "any")")
        }
        if let other = spec.equals { outside.append("equals the field \(JSONText.quoted(other))") }
        if let password = spec.password { outside.append("password policy \(password.configuration)") }
        if exactOnly && !outside.isEmpty { return nil }

        var core = try DFA(minimalFor: "(?s).*", options: [], budget: budget)
        // A check the automaton cannot read goes outside as it is compiled.
        for check in sources {
            if let automaton = compile(check) { core = try core.intersection(automaton, budget: budget) }
        }
        if spec.minLength != nil || spec.maxLength != nil {
            core = try addLengths(to: core, minimum: spec.minLength ?? 0, maximum: spec.maxLength)
        }
        if exactOnly && !outside.isEmpty { return nil }
        if spec.required != true {
            core = try core.union(DFA(minimalFor: "", options: [], budget: budget), budget: budget)
        }
        return FieldLanguage(core: core, outside: outside, checksEmailLengths: checksEmailLengths)
    }

    /// A check written as a pattern, compiled with the others once every check is read.
    private mutating func add(
        source: String, options: Pattern.Options = [], dialect: Pattern.Dialect = .pcre2,
        described description: String
    ) {
        sources.append((source, options, dialect, description))
    }

    /// The automaton of a check written as a pattern; one the automaton cannot read stays outside, with
    /// the reason. Each pattern compiles within a budget of its own, as the rule set compiles it; the
    /// products that join the checks are charged to the field's budget.
    private mutating func compile(
        _ check: (source: String, options: Pattern.Options, dialect: Pattern.Dialect, description: String)
    ) -> DFA? {
        do {
            return try DFA(
                minimalFor: check.source, options: check.options, dialect: check.dialect, budget: CompileBudget())
        } catch {
            outside.append("\(check.description) (\(error))")
            return nil
        }
    }

    private mutating func addCatalogueEntry(_ id: String) {
        guard let entry = try? PatternCatalogue.shipped().entry(id: id) else {
            outside.append("catalogue \(id)")
            return
        }
        if let rule = entry.rule {
            addRule(rule)
        } else {
            add(source: entry.pattern, options: entry.options, dialect: entry.dialect, described: "catalogue \(id)")
        }
    }

    /// Email levels and calling codes are patterns (the email levels that check lengths add the length
    /// limits, and the calling-code rule reads digits of any script as ASCII); phone and password rules
    /// are compared by name.
    private mutating func addRule(_ name: String) {
        if name == "email" || name.hasPrefix("email:"),
            let level = name == "email" ? EmailLevel.practical : EmailLevel(rawValue: String(name.dropFirst(6)))
        {
            add(source: level.patternSource, described: "rule \(name)")
            if level.checksLengths {
                checksEmailLengths = true
                outside.append(FieldLanguage.emailLengths)
            }
        } else if name == "calling-code" {
            add(source: CallingCodeRule.patternSource, described: "rule \(name)")
            outside.append("rule calling-code reads full-width and non-ASCII digits as ASCII")
        } else {
            outside.append("rule \(name)")
        }
    }

    private mutating func addOneOf(_ allowed: [String]) {
        if let source = OneOfSource.source(allowed) {
            add(source: source, described: "oneOf")
        } else {
            outside.append("oneOf \(allowed.sorted().map(JSONText.quoted).joined(separator: ", "))")
        }
    }

    /// Lengths count `Character`s: exactly the scalars when no accepted value holds a scalar that can
    /// join its neighbour into one `Character`; otherwise the lengths stay outside.
    private mutating func addLengths(to core: DFA, minimum: Int, maximum: Int?) throws(AutomatonRefusal) -> DFA {
        let description = "length from \(minimum) to \(maximum.map(String.init) ?? "any") characters"
        guard !GraphemeJoiners.intersect(core.scalarsOfAcceptedInputs()) else {
            outside.append("\(description) (the allowed text can join scalars into one character)")
            return core
        }
        do {
            let lengths = try DFA(
                minimalFor: "(?s).{\(minimum),\(maximum.map(String.init) ?? "")}", options: [], budget: CompileBudget())
            return try core.intersection(lengths, budget: budget)
        } catch {
            outside.append("\(description) (\(error))")
            return core
        }
    }
}
