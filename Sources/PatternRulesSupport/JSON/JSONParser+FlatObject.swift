extension JSONParser {
    /// The members of a flat JSON object, read without building ``JSONValue``s: the record path's common
    /// case, a line of a JSON Lines file. Values are strings, numbers (their text as written) and booleans
    /// (`true`, `false`); `null` members are left out, as a missing field.
    ///
    /// `nil` for anything else: another kind of value, a nested array or object, a duplicate key, more
    /// than ``smallObject`` members, a syntax error. The caller then parses the line with ``parse(_:)``,
    /// which gives the exact answer or error, so the fast path never decides what a line means alone.
    ///
    /// A key whose bytes spell one of `knownKeys` (a rule set's field names) is that string, not a new
    /// one: a file of records repeats the same few keys on every line.
    package static func flatMembers(
        _ bytes: some Collection<UInt8>, knownKeys: JSONKeys = JSONKeys([])
    ) -> [(name: String, value: String)]? {
        var members: [(name: String, value: String)] = []
        members.reserveCapacity(8)
        return flatMembers(bytes, knownKeys: knownKeys, into: &members) ? members : nil
    }

    /// ``flatMembers(_:knownKeys:)`` into `members`, emptied first with its storage kept (a bulk reader
    /// reuses one array for every line); returns whether the line was a flat object. Otherwise `members`
    /// holds no meaning.
    package static func flatMembers(
        _ bytes: some Collection<UInt8>, knownKeys: JSONKeys, into members: inout [(name: String, value: String)]
    ) -> Bool {
        members.removeAll(keepingCapacity: true)
        let isFlat = bytes.withContiguousStorageIfAvailable { buffer in
            var parser = JSONParser(buffer)
            return (try? parser.parseFlatObject(knownKeys: knownKeys, into: &members)) != nil
        }
        return isFlat ?? false
    }

    private mutating func parseFlatObject(
        knownKeys: JSONKeys, into members: inout [(name: String, value: String)]
    ) throws(SyntaxError) {
        // Keys of `null` members: not members of the record, but still keys a duplicate would repeat.
        var nullKeys: [String] = []
        // The known keys read so far, by index: while every key read is spelled as a known key, a
        // duplicate is a bit already set, with no name compared. A key of any other spelling (one an
        // escape hides among them) sends this and every later key to comparing names.
        var knownRead: UInt64 = 0
        var onlyKnownRead = true
        skipWhitespace()
        guard consume(UInt8(ascii: "{")) else { throw notFlat }
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return try end() }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw notFlat }
            let (key, known) = try parseKey(knownKeys, expected: members.count + nullKeys.count)
            guard members.count + nullKeys.count < Self.smallObject else { throw notFlat }
            if onlyKnownRead, let known, known < UInt64.bitWidth {
                guard knownRead & (1 << known) == 0 else { throw notFlat }
                knownRead |= 1 << known
            } else {
                onlyKnownRead = false
                guard !members.contains(where: { $0.name == key }), !nullKeys.contains(key) else { throw notFlat }
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw notFlat }
            skipWhitespace()
            guard index < bytes.count else { throw notFlat }
            switch bytes[index] {
            case UInt8(ascii: "\""): members.append((key, try parseString()))
            case UInt8(ascii: "t"): _ = try parseLiteral("true", .null); members.append((key, "true"))
            case UInt8(ascii: "f"): _ = try parseLiteral("false", .null); members.append((key, "false"))
            case UInt8(ascii: "n"): _ = try parseLiteral("null", .null); nullKeys.append(key)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard case .number(let text) = try parseNumber() else { throw notFlat }
                members.append((key, text))
            default: throw notFlat
            }
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "}")) else { throw notFlat }
            return try end()
        }
    }

    /// Throws unless nothing but white space follows the object.
    private mutating func end() throws(SyntaxError) {
        skipWhitespace()
        guard index == bytes.count else { throw notFlat }
    }

    /// Thrown for any line the fast path leaves to ``parse(_:)``; never seen by callers.
    private var notFlat: SyntaxError { SyntaxError(message: "not a flat object", offset: index, line: 0, column: 0) }
}
