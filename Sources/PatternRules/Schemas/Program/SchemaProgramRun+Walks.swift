import PatternRulesSupport

/// The walks over an object's members and an array's items, each read once, every keyword of the schema
/// that reads them applied on the way.
extension SchemaProgramRun {
    /// The object at the parser, which starts at `start`, against an object schema's member keywords.
    ///
    /// In a branch cut short, while a name `required` lists has not been met, a member that is an array
    /// or an object is read after the other members and the counts: a branch that fails fails mostly on
    /// a name or a scalar (a required `const` tag), which is then found before the branch reads the
    /// nested values. Once the required names are met, members are read in place: reading a nested
    /// value twice at each level would cost the nesting's depth times its size.
    mutating func walk(_ object: SchemaObjectProgram, from start: JSONParser.Position, mode: Mode) throws(Stop) {
        var present = NameSet(count: object.properties.count)
        var others = parser.takeNames()
        var count = 0
        let laterFrom = later.count
        var requiredLeft = object.required.count
        try enterObject()
        while let (name, nameStart) = try nextMemberName(first: count == 0) {
            count += 1
            // A duplicate member is an error the parser reports: the interpreter's answer.
            let slot =
                switch name {
                case .plain(let bytes): object.names.position(ofUTF8: bytes)
                case .decoded(let name): object.names.position(of: name)
                }
            if let slot {
                guard present.insert(slot) else { throw .handOver }
                if object.isRequired[slot] { requiredLeft -= 1 }
            } else {
                guard others.insert(name.string) else { throw .handOver }
            }
            let valueStart = parser.position
            if let names = object.propertyNames {
                parser.position = parser.position(ofNameAt: nameStart)
                try apply(names, mode: mode)
                parser.position = valueStart
            }
            let first = try nextValueByte()
            if mode == .cutsBranch && requiredLeft > 0 && (first == UInt8(ascii: "{") || first == UInt8(ascii: "[")) {
                later.append((name, slot, valueStart))
                try skipValue()
            } else {
                try applySchemas(of: object, toMember: name, slot: slot, at: valueStart, mode: mode)
            }
        }
        parser.giveBack(&others)
        for slot in object.required { try Self.require(present.contains(slot), mode, .missingProperty) }
        if let minimum = object.minimumCount { try Self.require(count >= minimum, mode, .tooFewProperties) }
        if let maximum = object.maximumCount { try Self.require(count <= maximum, mode, .tooManyProperties) }
        for (name, required) in object.dependentRequired where present.contains(name) {
            for slot in required { try Self.require(present.contains(slot), mode, .missingDependency) }
        }
        let end = parser.position
        for index in laterFrom..<later.count {
            let (name, slot, value) = later[index]
            parser.position = value
            try applySchemas(of: object, toMember: name, slot: slot, at: value, mode: mode)
        }
        later.removeSubrange(laterFrom...)
        for (name, node) in object.dependentSchemas where present.contains(name) {
            parser.position = start
            try apply(node, mode: mode)
        }
        parser.position = end
    }

    /// The schemas `properties`, `patternProperties` and `additionalProperties` give the member `name`
    /// (at `slot` of the object's names), on its value at `value`, read again for each after the first.
    private mutating func applySchemas(
        of object: SchemaObjectProgram, toMember member: JSONMemberName, slot: Int?, at value: JSONParser.Position,
        mode: Mode
    ) throws(Stop) {
        // The name as a `String` only for the patterns that read it.
        let readsName = !object.patternProperties.isEmpty || !(object.additional?.patterns.isEmpty ?? true)
        let name = readsName ? member.string : ""
        var applied = false
        func applyToValue(_ node: SchemaProgramNode) throws(Stop) {
            if applied { parser.position = value }
            applied = true
            try apply(node, mode: mode)
        }
        if let slot, let node = object.properties[slot] { try applyToValue(node) }
        // By index: a pattern is a struct of many references, which a copy of each entry retained.
        for index in object.patternProperties.indices
        where try Self.name(name, matches: object.patternProperties[index].pattern) {
            try applyToValue(object.patternProperties[index].node)
        }
        if let (node, patterns) = object.additional, !(slot.map { object.isProperty[$0] } ?? false) {
            var named = false
            for pattern in patterns where try Self.name(name, matches: pattern) {
                named = true
                break
            }
            if !named { try applyToValue(node) }
        }
        if !applied { try skipValue() }
    }

    /// The array at the parser against an array schema's item keywords.
    mutating func walk(_ array: SchemaArrayProgram, mode: Mode) throws(Stop) {
        func record(_ outcome: Bool, _ code: FailureCode) throws(Stop) { try Self.require(outcome, mode, code) }
        var count = 0
        var contained = 0
        try enterArray()
        while try nextItem(first: count == 0) {
            let itemStart = parser.position
            var applied = false
            var itemEnd: JSONParser.Position?
            func applyToItem(_ node: SchemaProgramNode) throws(Stop) {
                if applied { parser.position = itemStart }
                applied = true
                try apply(node, mode: mode)
                itemEnd = parser.position
            }
            if count < array.prefix.count { try applyToItem(array.prefix[count]) }
            if let (node, first) = array.rest, count >= first { try applyToItem(node) }
            if let (node, _, _) = array.contains {
                if try branch(node, from: itemStart, end: &itemEnd) { contained += 1 }
                try finish(from: itemStart, end: itemEnd)
                applied = true
            }
            if !applied { try skipValue() }
            count += 1
        }
        if let minimum = array.minimumCount { try record(count >= minimum, .tooFewItems) }
        if let maximum = array.maximumCount { try record(count <= maximum, .tooManyItems) }
        if let (_, minimum, maximum) = array.contains {
            try record(contained >= minimum, .tooFewContained)
            if let maximum { try record(contained <= maximum, .tooManyContained) }
        }
    }

    /// Whether a member's name matches a `patternProperties` pattern; a match the engine cannot decide
    /// hands over, as it leaves the interpreter's answer undecided.
    private static func name(_ name: String, matches pattern: Pattern) throws(Stop) -> Bool {
        do {
            return try pattern.matches(name)
        } catch {
            throw .handOver
        }
    }
}

/// The names of an object schema that a member has been read for, by their index: one word for up to 64
/// names, the common case, with no allocation.
private struct NameSet {
    private var word: UInt64 = 0
    private var more: [Bool]

    init(count: Int) { more = count > UInt64.bitWidth ? Array(repeating: false, count: count) : [] }

    /// Adds `name`; `false` when it was there.
    mutating func insert(_ name: Int) -> Bool {
        if more.isEmpty {
            guard word & (1 << name) == 0 else { return false }
            word |= 1 << name
            return true
        }
        guard !more[name] else { return false }
        more[name] = true
        return true
    }

    func contains(_ name: Int) -> Bool { more.isEmpty ? word & (1 << name) != 0 : more[name] }
}
