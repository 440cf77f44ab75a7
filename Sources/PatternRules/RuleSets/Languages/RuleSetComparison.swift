/// Two versions of a rule set compared field by field: for each field, whether the new version accepts
/// fewer values (`stricter`: data accepted before is now rejected), more (`looser`), some of each
/// (`changed`) or the same, with the shortest values that show it.
///
/// Checks that are regular languages (required, lengths, patterns, catalogue entries, email levels,
/// calling codes, `oneOf`, integer ranges) are compared exactly, on their automata; the others (phone
/// regions, password policies, decimal ranges, `equals`, a pattern the automaton cannot read) are
/// compared by their configuration and listed in ``FieldChange/comparedByConfiguration``. A field one
/// version does not name accepts anything when that version allows other fields, and only absence
/// otherwise.
///
/// ```swift
/// let old = try RuleSet(json: Data(#"{"fields": [{"name": "plan", "oneOf": ["free", "pro"]}]}"#.utf8))
/// let new = try RuleSet(json: Data(#"{"fields": [{"name": "plan", "oneOf": ["free", "team"]}]}"#.utf8))
/// let field = old.compared(with: new).fields[0]
/// field.change      // .changed
/// field.onlyOld     // ["pro"]
/// field.onlyNew     // ["team"]
/// ```
public struct RuleSetComparison: Sendable {
    /// What happened to one field.
    public struct FieldChange: Sendable {
        /// How the values the new version accepts relate to those the old one accepts.
        public enum Change: String, Sendable, CaseIterable {
            /// The same values are accepted.
            case equal
            /// Some values accepted before are rejected now, and none is newly accepted.
            case stricter
            /// Some values are newly accepted, and none accepted before is rejected.
            case looser
            /// Both: some values accepted before are rejected, and some are newly accepted (or checks
            /// compared by configuration differ).
            case changed
        }

        /// Whether both versions name the field.
        public enum Presence: String, Sendable {
            case both, added, removed
        }

        public let name: String
        public let presence: Presence
        public let change: Change
        /// Whether the change was decided on the field's whole language. When `false`,
        /// ``comparedByConfiguration`` lists the checks that were not, and a `stricter` or `looser` is
        /// the automata's answer on the other checks.
        public let isExact: Bool
        /// The checks of either version that are not regular languages, by configuration, and why a
        /// comparison could not be made.
        public let comparedByConfiguration: [String]
        /// Values the old version accepts and the new one rejects, shortest first, then in code-point
        /// order; each is checked on both versions' own validation.
        public let onlyOld: [String]
        /// Values the new version accepts and the old one rejects, in the same order.
        public let onlyNew: [String]
    }

    /// The fields of both versions: the old version's order, then the fields the new one adds.
    public let fields: [FieldChange]
    /// Fields neither version names: `stricter` when the new version no longer allows them, `looser`
    /// when it newly does.
    public let otherFields: FieldChange.Change

    /// Whether some record the old version accepts is rejected by the new one (or may be, where checks
    /// are compared by configuration): what a deploy gate refuses.
    public var rejectsAcceptedData: Bool {
        otherFields == .stricter
            || fields.contains { $0.change == .stricter || $0.change == .changed }
    }
}

extension RuleSetComparison.FieldChange.Change {
    /// The change from the automata of the values each version alone accepts and the checks each keeps
    /// outside its automaton. Those checks only narrow: with no more of them than the other side and no
    /// value only its automaton accepts, a side accepts nothing the other rejects.
    init(onlyOld: DFA, onlyNew: DFA, oldOutside: Set<String>, newOutside: Set<String>) {
        let newAcceptsAllOld = onlyOld.isEmpty && newOutside.isSubset(of: oldOutside)
        let oldAcceptsAllNew = onlyNew.isEmpty && oldOutside.isSubset(of: newOutside)
        self =
            switch (newAcceptsAllOld, oldAcceptsAllNew) {
            case (true, true): .equal
            case (false, true): .stricter
            case (true, false): .looser
            case (false, false): .changed
            }
    }
}

extension RuleSet {
    /// This rule set (the old version) compared with `newer`, field by field.
    ///
    /// - Parameters:
    ///   - newer: The new version.
    ///   - examples: How many witnesses to give each way, per field.
    /// - Complexity: Each field's automata are built within the automaton's compile budget; a field
    ///   past it is reported as `changed` with the reason.
    public func compared(with newer: RuleSet, examples: Int = 5) -> RuleSetComparison {
        var names = fields.map(\.name)
        names += newer.fields.map(\.name).filter { name in !fields.contains { $0.name == name } }
        let changes = names.map { name in
            RuleSetFieldComparison(
                name: name, old: (self, fields.first { $0.name == name }),
                new: (newer, newer.fields.first { $0.name == name }), examples: examples
            ).change()
        }
        let other: RuleSetComparison.FieldChange.Change =
            switch (allowsOtherFields, newer.allowsOtherFields) {
            case (true, false): .stricter
            case (false, true): .looser
            default: .equal
            }
        return RuleSetComparison(fields: changes, otherFields: other)
    }
}
