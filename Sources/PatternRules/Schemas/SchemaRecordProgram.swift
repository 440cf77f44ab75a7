import PatternRulesSupport

/// A schema whose root reads a record's members, compiled to one table: the verdict on a flat record
/// (a JSON Lines line of strings, numbers, booleans and nulls) read from its bytes, without a tree.
///
/// The root's `properties`, `required` and `additionalProperties` become one table of slots, one per name
/// either keyword names, found by the index of the name as the reader spells it (`JSONKeys`, compared
/// in place). A member's value is checked by its property's own schema (the interpreter's checks, on the
/// one scalar), so every check is the interpreter's; what the program saves is the tree, the walks over
/// members per keyword, and the pointers. Its failures then decide the verdict as
/// ``SchemaStringPlaces`` decides it: `incomplete` when every one may still be mended by typing on.
///
/// Only a root whose checks are `type` (allowing objects), `properties` and `additionalProperties` (no
/// `patternProperties`) whose schemas check scalars alone, `required`, `minProperties` and
/// `maxProperties` is compiled; a record that is not a flat object, has a name outside ASCII, or meets
/// a check that cannot be decided is left to the interpreter. `SchemaRecordProgramTests` compares the
/// two on random schemas and records.
final class SchemaRecordProgram: Sendable {
    /// A name `properties` or `required` gives.
    private struct Slot {
        let name: String
        /// The pointer of a member of that name, as the places are keyed.
        let pointers: [String]
        /// The property's schema; `nil` for a name only `required` gives (its value is then judged by
        /// `additionalProperties`, as the interpreter's walk judges a member no property names).
        let schema: SchemaNode?
        let isRequired: Bool
        /// Whether the record without this member may still be completed into a valid one.
        let mayBeAddedLater: Bool
    }

    private let names: JSONKeys
    private let slots: [Slot]
    /// The schema every member outside `properties` meets; `nil` without `additionalProperties`.
    private let additional: SchemaNode?
    private let minimumCount: Int?
    private let maximumCount: Int?
    private let places: SchemaStringPlaces

    /// `nil` where the schema's root is not of the shape above.
    init?(root: SchemaNode, tracksEvaluation: Bool, places: SchemaStringPlaces) {
        guard !tracksEvaluation, case .checks(let checks) = root.body else { return nil }
        var properties: [(name: String, schema: SchemaNode)] = []
        var required: [String] = []
        var additional: SchemaNode?
        var (minimumCount, maximumCount): (Int?, Int?) = (nil, nil)
        for check in checks {
            switch check.kind {
            case .type(let types):
                guard types.contains(where: { JSONValue.object([]).isOfType($0) }) else { return nil }
            case .properties(let entries):
                guard entries.allSatisfy({ Self.checksScalarsAlone($0.schema) }) else { return nil }
                properties += entries
            case .additionalProperties(let schema, _, let patterns):
                guard patterns.isEmpty, Self.checksScalarsAlone(schema) else { return nil }
                additional = schema
            case .required(let names): required += names
            case .minProperties(let count): minimumCount = max(minimumCount ?? 0, count)
            case .maxProperties(let count): maximumCount = min(maximumCount ?? .max, count)
            default: return nil
            }
        }
        var names: [String] = []
        for name in properties.map(\.name) + required where !names.contains(where: { $0.isSameText(as: name) }) {
            names.append(name)
        }
        // Names outside ASCII would need Unicode's comparisons to be found as the interpreter finds them.
        guard names.count <= 64, names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        slots = names.map { name in
            let pointers = ["/" + JSONPointer.escape(name)]
            return Slot(
                name: name, pointers: pointers,
                schema: properties.first { $0.name.isSameText(as: name) }?.schema,
                isRequired: required.contains { $0.isSameText(as: name) },
                mayBeAddedLater: places.isIncomplete(
                    .missingProperty, parameters: ["property": .text(name)], value: .null, pointers: [""]))
        }
        self.names = JSONKeys(names)
        (self.additional, self.minimumCount, self.maximumCount) = (additional, minimumCount, maximumCount)
        self.places = places
    }

    /// A schema of scalar checks only: what a member's value alone decides.
    private static func checksScalarsAlone(_ schema: SchemaNode) -> Bool {
        switch schema.body {
        case .always: return true
        case .checks(let checks):
            return checks.allSatisfy { check in
                switch check.kind {
                case .type, .enumeration, .constant, .minLength, .maxLength, .format, .pattern, .minimum, .maximum,
                    .multipleOf:
                    true
                default: false
                }
            }
        }
    }

    /// The verdict on the record `json`, or `nil` where the interpreter must answer (the record is not
    /// a flat object of ASCII names, or a check could not be decided). `members` is the reader's buffer,
    /// kept between records.
    func verdict(of json: ArraySlice<UInt8>, members: inout [JSONParser.FlatMember]) -> Verdict? {
        guard JSONParser.flatObject(json, knownKeys: names, into: &members) else { return nil }
        var seen: UInt64 = 0
        var failed = false
        var mended = true
        // One context for the record's members: each member's failures are those it adds.
        var context = SchemaContext(validating: .null, tracksEvaluation: false)
        for flat in members {
            let member = flat.member
            var slot: Slot?
            if let known = flat.known {
                slot = slots[known]
                seen |= 1 << known
            } else {
                guard member.key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
                if let index = slots.firstIndex(where: { $0.name == member.key }) {
                    slot = slots[index]
                    seen |= 1 << index
                }
            }
            guard let schema = slot?.schema ?? additional else { continue }
            let pointers = slot?.pointers ?? ["/" + JSONPointer.escape(member.key)]
            switch judge(member, by: schema, pointers: pointers, context: &context) {
            case .passes: continue
            case .fails(let mendable): (failed, mended) = (true, mended && mendable)
            case .undecided: return nil
            }
        }
        for (index, slot) in slots.enumerated() where slot.isRequired && seen & (1 << index) == 0 {
            failed = true
            mended = mended && slot.mayBeAddedLater
        }
        if let minimumCount, members.count < minimumCount { (failed, mended) = (true, false) }
        if let maximumCount, members.count > maximumCount { (failed, mended) = (true, false) }
        return failed ? (mended ? .incomplete : .invalid) : .valid
    }

    /// What a member's value makes of its schema.
    private enum MemberOutcome {
        case passes
        /// `mendable`: whether typing on may mend every failure.
        case fails(mendable: Bool)
        case undecided
    }

    /// `member`'s value checked by `schema`, which the member at `pointers` meets.
    private func judge(
        _ member: JSONValue.Member, by schema: SchemaNode, pointers: [String], context: inout SchemaContext
    ) -> MemberOutcome {
        let checks: [SchemaCheck]
        switch schema.body {
        case .always(true): return .passes
        // `false` names the member, not a check of its value: a failure no typing mends.
        case .always(false): return .fails(mendable: false)
        case .checks(let list): checks = list
        }
        // The member's checks themselves, as the node would apply them: a schema of scalar checks reads
        // no scope, evaluates nothing, nests nothing and spends one step, so the node's bookkeeping
        // around them is left out.
        let before = context.failures.count
        context.instancePath.append(member.key)
        var evaluated = SchemaEvaluated()
        for check in checks { check.validate(member.value, context: &context, evaluated: &evaluated) }
        context.instancePath.removeLast()
        guard context.undecided == nil else { return .undecided }
        guard context.failures.count > before else { return .passes }
        return .fails(
            mendable: context.failures[before...].allSatisfy {
                places.isIncomplete($0.code, parameters: $0.parameters, value: member.value, pointers: pointers)
            })
    }
}
