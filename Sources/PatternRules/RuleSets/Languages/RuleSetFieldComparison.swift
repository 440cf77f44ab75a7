/// One field of two rule-set versions compared (``RuleSetComparison``).
struct RuleSetFieldComparison {
    typealias Side = (set: RuleSet, field: RuleSet.Field?)
    typealias Change = RuleSetComparison.FieldChange

    let name: String
    let old: Side
    let new: Side
    let examples: Int
    /// Candidates tried for witnesses when checks outside the automata may reject some.
    private let candidateLimit = 200

    init(name: String, old: Side, new: Side, examples: Int) {
        (self.name, self.old, self.new, self.examples) = (name, old, new, max(0, examples))
    }

    func change() -> Change {
        let presence: Change.Presence = old.field == nil ? .added : new.field == nil ? .removed : .both
        // The same checks (messages aside): nothing to compute.
        if let oldSpec = old.field?.spec, let newSpec = new.field?.spec,
            Self.checks(of: oldSpec) == Self.checks(of: newSpec)
        {
            return Change(
                name: name, presence: presence, change: .equal, isExact: true, comparedByConfiguration: [],
                onlyOld: [], onlyNew: [])
        }
        let budget = CompileBudget()
        let oldLanguage: FieldLanguage
        let newLanguage: FieldLanguage
        let onlyOld: DFA
        let onlyNew: DFA
        do {
            oldLanguage = try language(of: old, budget: budget)
            newLanguage = try language(of: new, budget: budget)
            onlyOld = try DFA(product: oldLanguage.core, newLanguage.core, budget: budget) { $0 && !$1 }
            onlyNew = try DFA(product: oldLanguage.core, newLanguage.core, budget: budget) { !$0 && $1 }
        } catch {
            return Change(
                name: name, presence: presence, change: .changed, isExact: false,
                comparedByConfiguration: ["not compared: \(error)"], onlyOld: [], onlyNew: [])
        }
        let outside = Set(oldLanguage.outside).union(newLanguage.outside).sorted()
        let exact = outside.isEmpty
        let witnessesOld = witnesses(in: onlyOld, acceptedBy: old, rejectedBy: new, checked: !exact)
        let witnessesNew = witnesses(in: onlyNew, acceptedBy: new, rejectedBy: old, checked: !exact)
        let change = Change.Change(
            onlyOld: onlyOld, onlyNew: onlyNew, oldOutside: Set(oldLanguage.outside),
            newOutside: Set(newLanguage.outside))
        return Change(
            name: name, presence: presence, change: change, isExact: exact, comparedByConfiguration: outside,
            onlyOld: witnessesOld, onlyNew: witnessesNew)
    }

    /// A field's checks, its message left out (it changes no verdict).
    private static func checks(of spec: RuleSetDocument.FieldSpec) -> RuleSetDocument.FieldSpec {
        var spec = spec
        spec.message = nil
        return spec
    }

    private func language(of side: Side, budget: CompileBudget) throws(AutomatonRefusal) -> FieldLanguage {
        guard let field = side.field else {
            return try FieldLanguage.unnamed(allowingOtherFields: side.set.allowsOtherFields, budget: budget)
        }
        return try FieldLanguageBuilder.language(of: field.spec, budget: budget)
    }

    /// The shortest values of `dfa`; when checks lie outside the automata, only those that `accepting`
    /// accepts and `rejecting` rejects on their own validation.
    private func witnesses(in dfa: DFA, acceptedBy accepting: Side, rejectedBy rejecting: Side, checked: Bool)
        -> [String]
    {
        let candidates = ShortestStrings(dfa)
        guard checked else { return Array(IteratorSequence(candidates).prefix(examples)) }
        return Array(
            IteratorSequence(candidates).prefix(candidateLimit).lazy.filter {
                accepts(accepting, $0) && !accepts(rejecting, $0)
            }.prefix(examples))
    }

    /// Whether `side` accepts `value` in a record that holds only this field.
    private func accepts(_ side: Side, _ value: String) -> Bool {
        guard let field = side.field else { return side.set.allowsOtherFields || value.isEmpty }
        return field.validate(value, in: [name: value]).isValid
    }
}
