import Foundation

/// Turns a ``RuleSetDocument`` into compiled checks, reporting the first problem with its path.
struct RuleSetCompiler {
    let engine: Engine?

    func compile(_ json: Data) throws(RuleSetError) -> RuleSet {
        let document = try RuleSetDocument(json: json)
        var names = Set<String>()
        for (index, field) in document.fields.enumerated() {
            guard !field.name.isEmpty else { throw RuleSetError(path: "fields[\(index)].name", message: "is empty") }
            guard names.insert(field.name).inserted else {
                throw RuleSetError(path: "fields[\(index)].name", message: "duplicate field '\(field.name)'")
            }
        }
        let fields = try document.fields.map { spec throws(RuleSetError) in
            try compile(spec, fieldNames: names)
        }
        return RuleSet(name: document.name, fields: fields, allowsOtherFields: document.allowOtherFields ?? true)
    }

    private func compile(_ spec: RuleSetDocument.FieldSpec, fieldNames: Set<String>) throws(RuleSetError)
        -> RuleSet.Field
    {
        let path = "fields.\(spec.name)"
        var checks: [RuleSetCheck] = []
        if spec.required == true { checks.append(RuleSetCheck(RequiredRule<String>())) }
        if let minimum = spec.minLength {
            guard minimum >= 0 else { throw RuleSetError(path: "\(path).minLength", message: "must not be negative") }
            checks.append(RuleSetCheck(MinLengthRule<String>(minimum)))
        }
        if let maximum = spec.maxLength {
            guard maximum >= (spec.minLength ?? 0) else {
                throw RuleSetError(path: "\(path).maxLength", message: "is less than minLength")
            }
            checks.append(RuleSetCheck(MaxLengthRule<String>(maximum)))
        }
        if let source = spec.pattern {
            let dialect = try Self.dialect(spec.dialect, path: path)
            checks.append(RuleSetCheck(try pattern(source, dialect: dialect, flags: spec.flags ?? [], path: path)))
        } else if spec.flags != nil || spec.dialect != nil {
            throw RuleSetError(
                path: "\(path).\(spec.flags != nil ? "flags" : "dialect")",
                message: "applies to a pattern; the field has none")
        }
        if let id = spec.catalogue { checks.append(try catalogueRule(id, path: "\(path).catalogue")) }
        if let name = spec.rule {
            do {
                checks.append(RuleSetCheck(try BuiltinRules.rule(named: name, engine: engine)))
            } catch {
                throw RuleSetError(path: "\(path).rule", message: error.description)
            }
        }
        if let allowed = spec.oneOf {
            // An empty list would compile and then fail every value with "Must be one of: .".
            guard !allowed.isEmpty else {
                throw RuleSetError(path: "\(path).oneOf", message: "lists no value: give at least one")
            }
            checks.append(RuleSetCheck(OneOfRule<String>(allowed)))
        }
        if let bounds = spec.integer {
            try Self.checkOrdered(bounds, path: "\(path).integer")
            checks.append(NumberCheck.integer(bounds.min, bounds.max))
        }
        if let bounds = spec.number {
            try Self.checkOrdered(bounds, path: "\(path).number")
            checks.append(NumberCheck.decimal(bounds.min, bounds.max))
        }
        if let other = spec.equals, !fieldNames.contains(other) {
            throw RuleSetError(path: "\(path).equals", message: "names no field of this rule set ('\(other)')")
        }
        var password: (policy: PasswordPolicy, userInputFields: [String])?
        if let passwordSpec = spec.password {
            password = (try passwordPolicy(passwordSpec, path: "\(path).password"), passwordSpec.userInputs ?? [])
            for field in passwordSpec.userInputs ?? [] where !fieldNames.contains(field) {
                throw RuleSetError(
                    path: "\(path).password.userInputs", message: "names no field of this rule set ('\(field)')")
            }
            // A password always contains itself: naming its own field would fail every password.
            if (passwordSpec.userInputs ?? []).contains(spec.name) {
                throw RuleSetError(
                    path: "\(path).password.userInputs",
                    message:
                        "names the password's own field ('\(spec.name)'); list the fields a password must not contain")
            }
        }
        return RuleSet.Field(
            name: spec.name, isRequired: spec.required == true, checks: checks, equals: spec.equals,
            password: password, message: spec.message, spec: spec, automaton: fieldAutomaton(spec))
    }

    /// The field's automaton when all its checks are regular and no engine other than the automaton is
    /// forced (a forced engine answers for the field's patterns).
    private func fieldAutomaton(_ spec: RuleSetDocument.FieldSpec) -> AutomatonProgram? {
        guard engine == nil || engine == .automaton,
            let language = try? FieldLanguageBuilder.exactLanguage(of: spec, budget: CompileBudget())
        else { return nil }
        return AutomatonProgram(dfa: language.core)
    }

    private func passwordPolicy(_ spec: RuleSetDocument.PasswordSpec, path: String) throws(RuleSetError)
        -> PasswordPolicy
    {
        let counts: [(String, Int?)] = [
            ("minLength", spec.minLength), ("maxLength", spec.maxLength), ("minLowercase", spec.minLowercase),
            ("minUppercase", spec.minUppercase), ("minDigits", spec.minDigits), ("minSymbols", spec.minSymbols),
            ("maxRun", spec.maxRun),
        ]
        for (key, value) in counts where (value ?? 0) < 0 {
            throw RuleSetError(path: "\(path).\(key)", message: "must not be negative")
        }
        if let score = spec.minScore, !(0...4).contains(score) {
            throw RuleSetError(path: "\(path).minScore", message: "must be from 0 to 4")
        }
        let policy = spec.policy
        // A policy no password can meet is a mistake in the rule set, not a verdict for every record.
        if spec.maxRun == 0 {
            throw RuleSetError(path: "\(path).maxRun", message: "must be at least 1 (0 allows no character at all)")
        }
        if let maximum = policy.maximumLength {
            if policy.minimumLength > maximum {
                throw RuleSetError(
                    path: "\(path).maxLength",
                    message: "is \(maximum), less than the minimum length \(policy.minimumLength)")
            }
            let required =
                policy.minimumLowercase + policy.minimumUppercase + policy.minimumDigits + policy.minimumSymbols
            if required > maximum {
                throw RuleSetError(
                    path: "\(path).maxLength",
                    message:
                        "is \(maximum), but the required lowercase, uppercase, digits and symbols add up to \(required) characters"
                )
            }
        }
        return policy
    }

    /// Refuses bounds that no value can meet (`{"min": 10, "max": 2}`).
    private static func checkOrdered<Number: Comparable>(_ bounds: RuleSetDocument.Bounds<Number>, path: String)
        throws(RuleSetError)
    {
        if let minimum = bounds.min, let maximum = bounds.max, minimum > maximum {
            throw RuleSetError(path: "\(path).max", message: "is \(maximum), less than min \(minimum)")
        }
    }

    /// A field's `dialect`, `.pcre2` when it names none.
    static func dialect(_ name: String?, path: String) throws(RuleSetError) -> Pattern.Dialect {
        guard let name else { return .pcre2 }
        guard let dialect = Pattern.Dialect(rawValue: name) else {
            throw RuleSetError(
                path: "\(path).dialect", message: "unknown dialect '\(name)' (expected \(Pattern.Dialect.names))")
        }
        return dialect
    }

    private func pattern(
        _ source: String, dialect: Pattern.Dialect, flags: [String], path: String
    ) throws(RuleSetError) -> RegexRule {
        var options: Pattern.Options = []
        for name in flags {
            guard let flag = Pattern.Flag(rawValue: name) else {
                throw RuleSetError(
                    path: "\(path).flags", message: "unknown flag '\(name)' (expected \(Pattern.Flag.names))")
            }
            options.formUnion(flag.option)
        }
        do {
            return RegexRule(try Pattern(source, dialect: dialect, options: options, engine: engine))
        } catch {
            throw RuleSetError(
                path: "\(path).pattern",
                message: "does not compile: \(error.message) at offset \(error.utf8Offset ?? 0)")
        }
    }

    private func catalogueRule(_ id: String, path: String) throws(RuleSetError) -> RuleSetCheck {
        do {
            guard let entry = try PatternCatalogue.shipped().entry(id: id) else {
                throw RuleSetError(path: path, message: "no catalogue entry '\(id)' (see 'patterns list')")
            }
            return RuleSetCheck(try entry.rule(engine: engine))
        } catch let error as RuleSetError {
            throw error
        } catch {
            throw RuleSetError(path: path, message: "\(error)")
        }
    }
}
