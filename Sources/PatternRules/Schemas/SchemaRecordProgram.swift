import PatternRulesSupport

/// A schema whose root reads a record's members, compiled to one table: the verdict and failures of a
/// flat record (a JSON Lines line of strings, numbers, booleans and nulls) read from its bytes, without a
/// tree.
///
/// The root's `properties`, `required` and `additionalProperties` become one table of slots, one per name
/// either keyword names, found by the index of the name as the reader spells it (`JSONKeys`, compared
/// in place). A member's value is checked by its property's own schema (the interpreter's checks, on the
/// one scalar), so every check is the interpreter's; what the program saves is the tree, the walks over
/// members per keyword, and the pointers, whose keyword locations it makes when it compiles. Its failures
/// then decide the verdict as ``SchemaStringPlaces`` decides it: `incomplete` when every one may still be
/// mended by typing on. A string member whose exact place holds its property's schema alone is judged by
/// that place's automaton, one run for every check and the verdict together; its checks then run only
/// to list its failures.
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
        /// The automaton of the exact place of a member of that name, where it has one
        /// (``SchemaStringPlaces``).
        let place: AutomatonProgram?
        /// Whether that place's schemas are the `properties` schema of this name alone: its automaton is
        /// then the whole language of a string member, which one run of it judges.
        let placeIsSchema: Bool
        /// Whether `properties` names it: a member of that name is then not `additionalProperties`'.
        let isProperty: Bool
        /// Whether the record without this member may still be completed into a valid one.
        let mayBeAddedLater: Bool
    }

    /// A member's schema, with the keyword location of each of its checks (of the schema itself when it
    /// is `false`), made when the program compiles: a listed failure carries it as the interpreter
    /// would have joined it.
    private struct MemberSchema {
        /// The schema's checks, read here once: empty for `true` and `false`.
        let checks: [SchemaCheck]
        /// Whether the schema is `false`.
        let isFalse: Bool
        let keywordLocations: [String]

        /// `schema`, reached through the keyword tokens `path` from the root.
        init(_ schema: SchemaNode, at path: [String]) {
            switch schema.body {
            case .always(let answer):
                (checks, isFalse, keywordLocations) = ([], !answer, [SchemaContext.pointer(path)])
            case .checks(let checks):
                (self.checks, isFalse) = (checks, false)
                keywordLocations = checks.map { SchemaContext.pointer(path + [$0.keyword]) }
            }
        }
    }

    /// The root's checks, in the interpreter's order, with the names they read as slots.
    private enum Step {
        case type
        case properties([(slot: Int, schema: MemberSchema)])
        case additionalProperties(MemberSchema)
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
        /// The `properties` schema of each slot that has one.
        var propertySchemas: [Int: SchemaNode] = [:]
        for check in checks {
            let step: Step
            switch check.kind {
            case .type(let types):
                guard types.contains(where: { JSONValue.object([]).isOfType($0) }) else { return nil }
                step = .type
            case .properties(let entries):
                guard entries.allSatisfy({ Self.checksScalarsAlone($0.schema) }) else { return nil }
                for entry in entries { propertySchemas[slot(entry.name)] = entry.schema }
                step = .properties(
                    entries.map { (slot($0.name), MemberSchema($0.schema, at: [check.keyword, $0.name])) })
            case .additionalProperties(let schema, _, let patterns):
                guard patterns.isEmpty, Self.checksScalarsAlone(schema) else { return nil }
                step = .additionalProperties(MemberSchema(schema, at: [check.keyword]))
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
        slots = names.enumerated().map { index, name in
            let pointers = ["/" + JSONPointer.escape(name)]
            let place = places.place(at: pointers)
            return Slot(
                name: name, pointers: pointers, place: place?.exactProgram,
                placeIsSchema: place.map { $0.nodes.count == 1 && $0.nodes[0] === propertySchemas[index] } ?? false,
                isProperty: propertySchemas[index] != nil,
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
        // A verdict reads the failures' codes alone.
        context.dropsFailures = !listsFailures
        var mended = true
        /// Whether a member failed without a failure recorded: found by its automaton alone.
        var failedUnlisted = false
        /// `schema` on the member at `position`.
        func apply(_ schema: MemberSchema, toMemberAt position: Int) -> Bool {
            let (member, slot) = (members[position].member, slotOfMember[position])
            // A member a slot names has its pointer and place made already.
            func pointer() -> String { slot >= 0 ? slots[slot].pointers[0] : "/" + JSONPointer.escape(member.key) }
            // A string whose place's automaton is its schema's whole language is judged by one run of it,
            // which also tells whether typing on may mend it; its checks run only to list its failures.
            if slot >= 0, slots[slot].placeIsSchema, let automaton = slots[slot].place,
                case .string(let text) = member.value
            {
                let verdict = automaton.verdict(for: text)
                if verdict == .valid { return true }
                mended = mended && verdict == .incomplete
                guard listsFailures else {
                    failedUnlisted = true
                    return true
                }
                if case .undecided = judge(
                    member.value, by: schema, at: pointer(), listsFailures: true, context: &context)
                {
                    return false
                }
                return true
            }
            // Only a listed failure says where it lies.
            switch judge(
                member.value, by: schema, at: listsFailures ? pointer() : "", listsFailures: listsFailures,
                context: &context)
            {
            case .passes: return true
            case .fails(let before):
                mended =
                    mended
                    && context.failures[before...].allSatisfy {
                        places.isIncomplete(
                            $0.code, on: member.value,
                            at: slot >= 0 ? slots[slot].place : places.automaton(at: [pointer()])
                        )
                    }
                return true
            case .undecided: return false
            }
        }
        for (keyword, step) in steps {
            if listsFailures { context.keywordPath.append(keyword) }
            switch step {
            case .type: break
            case .properties(let entries):
                for (slot, schema) in entries where memberOfSlot[slot] >= 0 {
                    guard apply(schema, toMemberAt: memberOfSlot[slot]) else { return nil }
                }
            case .additionalProperties(let schema):
                for position in members.indices
                where slotOfMember[position] < 0 || !slots[slotOfMember[position]].isProperty {
                    let key = members[position].member.key
                    if schema.isFalse {
                        context.enter(key)
                        context.fail(.propertyNotAllowed, ["property": .text(key)])
                        context.leave()
                        mended = false
                    } else if !apply(schema, toMemberAt: position) {
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
            if listsFailures { context.keywordPath.removeLast() }
        }
        guard failedUnlisted || !context.failures.isEmpty else { return (.valid, []) }
        return (mended ? .incomplete : .invalid, listsFailures ? context.failures : [])
    }

    /// What a member's value makes of its schema.
    private enum MemberOutcome {
        case passes
        /// Failed: its failures are the context's from `before` on.
        case fails(before: Int)
        case undecided
    }

    /// A member's `value`, at `pointer` in the record, checked by `schema`. Listing failures, each lies
    /// at `pointer` and at its check's keyword location, made when the program compiled.
    private func judge(
        _ value: JSONValue, by schema: MemberSchema, at pointer: String, listsFailures: Bool,
        context: inout SchemaContext
    ) -> MemberOutcome {
        let before = context.failures.count
        // The checks run by themselves, as the node would run them: a schema of scalar checks reads no
        // scope, evaluates nothing, nests nothing and spends one step, so the node's bookkeeping around
        // them is left out.
        if schema.isFalse {
            if listsFailures { context.knownPlace = (pointer, schema.keywordLocations[0]) }
            context.fail(.falseSchema)
        }
        var evaluated = SchemaEvaluated()
        for index in schema.checks.indices {
            if listsFailures { context.knownPlace = (pointer, schema.keywordLocations[index]) }
            schema.checks[index].validate(value, context: &context, evaluated: &evaluated)
        }
        context.knownPlace = nil
        guard !context.isUndecided else { return .undecided }
        return context.failures.count > before ? .fails(before: before) : .passes
    }
}
