import PatternRulesSupport

/// A schema whose root reads a record's members, compiled to one table: the verdict and failures of a
/// flat record (a JSON Lines line of strings, numbers, booleans and nulls) read from its bytes, without a
/// tree.
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
        /// Whether `properties` names it: a member of that name is then not `additionalProperties`'.
        let isProperty: Bool
        /// Whether the record without this member may still be completed into a valid one.
        let mayBeAddedLater: Bool
    }

    /// The root's checks, in the interpreter's order, with the names they read as slots.
    private enum Step {
        case type
        case properties([(slot: Int, name: String, schema: SchemaNode)])
        case additionalProperties(SchemaNode)
        case required([(slot: Int, name: String)])
        case minProperties(Int)
        case maxProperties(Int)
    }

    private let names: JSONKeys
    private let slots: [Slot]
    private let steps: [(keyword: String, step: Step)]
    private let places: SchemaStringPlaces

    /// `nil` where the schema's root is not of the shape above. `places` are made only for a root of
    /// that shape: collecting them walks the whole schema.
    init?(root: SchemaNode, tracksEvaluation: Bool, places: () -> SchemaStringPlaces) {
        guard !tracksEvaluation, case .checks(let checks) = root.body else { return nil }
        var names: [String] = []
        func slot(_ name: String) -> Int {
            if let index = names.firstIndex(where: { $0.isSameText(as: name) }) { return index }
            names.append(name)
            return names.count - 1
        }
        var steps: [(keyword: String, step: Step)] = []
        for check in checks {
            let step: Step
            switch check.kind {
            case .type(let types):
                guard types.contains(where: { JSONValue.object([]).isOfType($0) }) else { return nil }
                step = .type
            case .properties(let entries):
                guard entries.allSatisfy({ Self.checksScalarsAlone($0.schema) }) else { return nil }
                step = .properties(entries.map { (slot($0.name), $0.name, $0.schema) })
            case .additionalProperties(let schema, _, let patterns):
                guard patterns.isEmpty, Self.checksScalarsAlone(schema) else { return nil }
                step = .additionalProperties(schema)
            case .required(let required): step = .required(required.map { (slot($0), $0) })
            case .minProperties(let count): step = .minProperties(count)
            case .maxProperties(let count): step = .maxProperties(count)
            default: return nil
            }
            steps.append((check.keyword, step))
        }
        // Names outside ASCII would need Unicode's comparisons to be found as the interpreter finds them.
        guard names.count <= 64, names.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        let places = places()
        let properties = Set(
            steps.flatMap { entry -> [Int] in
                if case .properties(let entries) = entry.step { return entries.map(\.slot) }
                return []
            })
        slots = names.enumerated().map { index, name in
            Slot(
                name: name, pointers: ["/" + JSONPointer.escape(name)], isProperty: properties.contains(index),
                mayBeAddedLater: places.isIncomplete(
                    .missingProperty, parameters: ["property": .text(name)], value: .null, pointers: [""]))
        }
        self.names = JSONKeys(names)
        (self.steps, self.places) = (steps, places)
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

    /// A reader's buffers, kept from record to record: the members read, and which slot each fills.
    struct Scratch {
        var members: [JSONParser.FlatMember] = []
        /// The member each slot names (-1: none).
        var memberOfSlot: [Int] = []
        /// Each member's slot (-1: none).
        var slotOfMember: [Int] = []

        init() {}
    }

    /// The verdict on the record `json`, or `nil` where the interpreter must answer (the record is not
    /// a flat object of ASCII names, or a check could not be decided).
    func verdict(of json: ArraySlice<UInt8>, scratch: inout Scratch) -> Verdict? {
        run(json, scratch: &scratch, listsFailures: false)?.verdict
    }

    /// The verdict on the record `json` and its failures, each as the interpreter lists it (in its
    /// order, with its places in the record and the schema); `nil` where the interpreter must answer.
    func result(of json: ArraySlice<UInt8>, scratch: inout Scratch)
        -> (verdict: Verdict, failures: [JSONSchemaResult.Failure])?
    {
        run(json, scratch: &scratch, listsFailures: true)
    }

    /// The root's steps on the record, in order; listing failures, with the keyword path the interpreter
    /// keeps.
    private func run(_ json: ArraySlice<UInt8>, scratch: inout Scratch, listsFailures: Bool)
        -> (verdict: Verdict, failures: [JSONSchemaResult.Failure])?
    {
        guard JSONParser.flatObject(json, knownKeys: names, into: &scratch.members) else { return nil }
        let members = scratch.members
        scratch.memberOfSlot.removeAll(keepingCapacity: true)
        scratch.memberOfSlot.append(contentsOf: repeatElement(-1, count: slots.count))
        scratch.slotOfMember.removeAll(keepingCapacity: true)
        scratch.slotOfMember.append(contentsOf: repeatElement(-1, count: members.count))
        for (position, flat) in members.enumerated() {
            var slot = flat.known
            if slot == nil {
                guard flat.member.key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
                slot = slots.firstIndex { $0.name == flat.member.key }
            }
            if let slot { (scratch.memberOfSlot[slot], scratch.slotOfMember[position]) = (position, slot) }
        }
        let (memberOfSlot, slotOfMember) = (scratch.memberOfSlot, scratch.slotOfMember)
        var context = SchemaContext(validating: .null, tracksEvaluation: false)
        var mended = true
        /// `schema` on the member at `position`, which it meets under `keywordToken` (none: the step).
        func apply(_ schema: SchemaNode, toMemberAt position: Int, name: String, keywordToken: String?) -> Bool {
            let member = members[position].member
            let pointers = slotOfMember[position] >= 0 ? slots[slotOfMember[position]].pointers : nil
            switch judge(
                member, named: name, by: schema, keywordToken: keywordToken, listsFailures: listsFailures,
                context: &context)
            {
            case .passes: return true
            case .fails(let before):
                let value = member.value
                let pointers = pointers ?? ["/" + JSONPointer.escape(member.key)]
                mended =
                    mended
                    && context.failures[before...].allSatisfy {
                        places.isIncomplete($0.code, parameters: $0.parameters, value: value, pointers: pointers)
                    }
                return true
            case .undecided: return false
            }
        }
        for (keyword, step) in steps {
            context.keywordPath.append(keyword)
            switch step {
            case .type: break
            case .properties(let entries):
                for (slot, name, schema) in entries where memberOfSlot[slot] >= 0 {
                    guard apply(schema, toMemberAt: memberOfSlot[slot], name: name, keywordToken: name) else {
                        return nil
                    }
                }
            case .additionalProperties(let schema):
                for position in members.indices
                where slotOfMember[position] < 0 || !slots[slotOfMember[position]].isProperty {
                    let key = members[position].member.key
                    if case .always(false) = schema.body {
                        context.enter(key)
                        context.fail(.propertyNotAllowed, ["property": .text(key)])
                        context.leave()
                        mended = false
                    } else if !apply(schema, toMemberAt: position, name: key, keywordToken: nil) {
                        return nil
                    }
                }
            case .required(let required):
                for (slot, name) in required where memberOfSlot[slot] < 0 {
                    context.fail(.missingProperty, ["property": .text(name)])
                    mended = mended && slots[slot].mayBeAddedLater
                }
            case .minProperties(let minimum):
                if members.count < minimum {
                    context.fail(.tooFewProperties, ["minimum": .count(minimum)])
                    mended = false
                }
            case .maxProperties(let maximum):
                if members.count > maximum {
                    context.fail(.tooManyProperties, ["maximum": .count(maximum)])
                    mended = false
                }
            }
            context.keywordPath.removeLast()
        }
        guard !context.failures.isEmpty else { return (.valid, []) }
        return (mended ? .incomplete : .invalid, listsFailures ? context.failures : [])
    }

    /// What a member's value makes of its schema.
    private enum MemberOutcome {
        case passes
        /// Failed: its failures are the context's from `before` on.
        case fails(before: Int)
        case undecided
    }

    /// `member`'s value, at `name` in the record, checked by `schema` (reached through `keywordToken`
    /// below the current keyword: on the path when failures are listed).
    private func judge(
        _ member: JSONValue.Member, named name: String, by schema: SchemaNode, keywordToken: String?,
        listsFailures: Bool, context: inout SchemaContext
    ) -> MemberOutcome {
        let before = context.failures.count
        context.enter(name)
        let keywordToken = listsFailures ? keywordToken : nil
        if let keywordToken { context.keywordPath.append(keywordToken) }
        // The checks run by themselves, as the node would run them: a schema of scalar checks reads no
        // scope, evaluates nothing, nests nothing and spends one step, so the node's bookkeeping around
        // them is left out. Listing failures, each check's keyword is on the path, as the node puts it.
        switch schema.body {
        case .always(true): break
        case .always(false): context.fail(.falseSchema)
        case .checks(let checks):
            var evaluated = SchemaEvaluated()
            for check in checks {
                if listsFailures { context.keywordPath.append(check.keyword) }
                check.validate(member.value, context: &context, evaluated: &evaluated)
                if listsFailures { context.keywordPath.removeLast() }
            }
        }
        if keywordToken != nil { context.keywordPath.removeLast() }
        context.leave()
        guard !context.isUndecided else { return .undecided }
        return context.failures.count > before ? .fails(before: before) : .passes
    }
}
