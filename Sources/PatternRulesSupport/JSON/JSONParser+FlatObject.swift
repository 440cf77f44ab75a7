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
        return readFlatObject(bytes, knownKeys: knownKeys) { key, _, value in
            switch value {
            case .string(let text), .number(let text): members.append((key, text))
            case .bool(let flag): members.append((key, flag ? "true" : "false"))
            default: break
            }
        }
    }

    /// A flat object's members as they are, `null` ones included, each with the index of the known key
    /// its name spells as written (`nil` for another name, or one written with an escape): what a JSON
    /// Schema's record program reads. `members` is emptied first, its storage kept; `false` for anything
    /// ``flatMembers(_:knownKeys:)`` leaves to ``parse(_:)``, and `members` then holds no meaning.
    package static func flatObject(
        _ bytes: some Collection<UInt8>, knownKeys: JSONKeys, into members: inout [FlatMember]
    ) -> Bool {
        members.removeAll(keepingCapacity: true)
        return readFlatObject(bytes, knownKeys: knownKeys) { key, known, value in
            members.append(FlatMember(known: known, member: JSONValue.Member(key: key, value: value)))
        }
    }

    /// Whether `bytes` are a flat object, each member handed to `member` as it is read.
    @inline(__always)
    private static func readFlatObject(
        _ bytes: some Collection<UInt8>, knownKeys: JSONKeys, member: (String, Int?, JSONValue) -> Void
    ) -> Bool {
        let isFlat = bytes.withContiguousStorageIfAvailable { buffer in
            var parser = JSONParser(buffer)
            return (try? parser.parseFlatObject(knownKeys: knownKeys, member: member)) != nil
        }
        return isFlat ?? false
    }

    /// One member of a flat object: a string, number, `true`, `false` or `null`, and the index of the
    /// known key its name spells as written.
    package struct FlatMember {
        package let known: Int?
        package let member: JSONValue.Member
    }

    /// Reads a flat object, handing each member to `member` (its name, its known key's index, its
    /// value); throws for anything else.
    @inline(__always)
    private mutating func parseFlatObject(
        knownKeys: JSONKeys, member: (String, Int?, JSONValue) -> Void
    ) throws(SyntaxError) {
        var count = 0
        // The keys read so far, kept once a key outside the known ones has been read: from then on each
        // key is compared with them.
        var keys: [String] = []
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
            let (key, known) = try parseKey(knownKeys, expected: count)
            guard count < Self.smallObject else { throw notFlat }
            if onlyKnownRead, let known, known < UInt64.bitWidth {
                guard knownRead & (1 << known) == 0 else { throw notFlat }
                knownRead |= 1 << known
            } else {
                if onlyKnownRead {
                    // The keys read so far were all known ones: their names, from the bits.
                    keys = (0..<UInt64.bitWidth).filter { knownRead & (1 << $0) != 0 }.map(knownKeys.name(at:))
                    onlyKnownRead = false
                }
                guard !keys.contains(where: { $0.isSameText(as: key) }) else { throw notFlat }
                keys.append(key)
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw notFlat }
            skipWhitespace()
            guard index < bytes.count else { throw notFlat }
            let value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "t"): value = try parseLiteral("true", .bool(true))
            case UInt8(ascii: "f"): value = try parseLiteral("false", .bool(false))
            case UInt8(ascii: "n"): value = try parseLiteral("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
            default: throw notFlat
            }
            member(key, known, value)
            count += 1
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
