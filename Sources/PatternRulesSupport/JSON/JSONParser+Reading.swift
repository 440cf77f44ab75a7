extension JSONParser {
    /// A parser that reads `bytes` a value at a time, for a reader that walks a document without building
    /// its tree (a JSON Schema's compiled program): the caller asks for the next member or item and reads
    /// or skips each value, by the same grammar, limits and errors as ``parse(_:)``. Duplicate members
    /// are the caller's to find (``JSONMemberNames``), as they are ``skipValue()``'s.
    package init(reading bytes: UnsafeBufferPointer<UInt8>) { self.init(bytes) }

    /// Where the parser is: enough to read the same value again from its start.
    package struct Position {
        var index: Int
        var depth: Int
    }

    /// The position of the name whose opening quote is at `start` in the object being read, to read the
    /// name again as a string value (`propertyNames`).
    package func position(ofNameAt start: Int) -> Position { Position(index: start, depth: depth) }

    /// The first byte of the next value, after white space: `{`, `[`, `"`, `t`, `f`, `n`, `-` or a
    /// digit; any other byte is an error.
    package mutating func nextValueByte() throws(SyntaxError) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "t"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return bytes[index]
        default: throw error("unexpected \(describeByte()), expected a value")
        }
    }

    /// The next value, whole.
    package mutating func readValue() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        return try parseValue()
    }

    /// Reads past the next value, checking it as ``readValue()`` would; an object's names are checked
    /// for duplicates.
    package mutating func skipValue() throws(SyntaxError) {
        switch try nextValueByte() {
        case UInt8(ascii: "{"):
            try enterObject()
            var names = takeNames()
            var first = true
            while let (name, start) = try nextMember(first: first) {
                guard names.insert(name) else { throw error("duplicate key \"\(name)\"", at: start) }
                first = false
                try skipValue()
            }
            giveBack(&names)
        case UInt8(ascii: "["):
            try enterArray()
            var first = true
            while try nextItem(first: first) {
                first = false
                try skipValue()
            }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        default:
            _ = try parseValue()
        }
    }

    /// Reads past the number at the parser (its first byte is `-` or a digit), checking it by JSON's
    /// grammar; `true` when it is written without a fraction or an exponent, and so is a whole number
    /// whose text need not be made.
    package mutating func skipNumber() throws(SyntaxError) -> Bool {
        skipWhitespace()
        return try scanNumber()
    }

    /// Reads past a string, checking it as ``parseString()`` does; one of ASCII without escapes, the
    /// common case, is not made into a `String`.
    private mutating func skipString() throws(SyntaxError) {
        if let end = plainStringEnd() {
            index = end + 1
        } else {
            _ = try parseString()
        }
    }

    /// Where the string whose opening quote is at `index` ends (its closing quote), when it is ASCII
    /// without escapes or control characters: its bytes are then its text. `nil` for any other string.
    private func plainStringEnd() -> Int? {
        let (end, hasNonASCII) = stringRunEnd(from: index + 1)
        guard !hasNonASCII, end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return end
    }

    /// An empty set of member names for an object being read, from the ones given back: a walk over many
    /// objects allocates a set per level of nesting, not per object.
    package mutating func takeNames() -> JSONMemberNames { spareNames.popLast() ?? JSONMemberNames() }

    /// Gives back the names of an object read, emptied, for the next object.
    package mutating func giveBack(_ names: inout JSONMemberNames) {
        names.removeAll()
        spareNames.append(names)
    }

    /// Goes into the object whose `{` is next.
    package mutating func enterObject() throws(SyntaxError) { try enter(opening: UInt8(ascii: "{")) }

    /// Goes into the array whose `[` is next.
    package mutating func enterArray() throws(SyntaxError) { try enter(opening: UInt8(ascii: "[")) }

    /// Goes into the array or object whose `opening` bracket is next, one level deeper.
    private mutating func enter(opening: UInt8) throws(SyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == opening else {
            throw error("expected '\(Character(Unicode.Scalar(opening)))', found \(describeByte())")
        }
        try enter()
        index += 1
    }

    /// The next member's name and where its opening quote is, the parser then at its value; `nil` after
    /// the object's `}`. `first`: no member has been read yet.
    package mutating func nextMember(first: Bool) throws(SyntaxError) -> (name: String, start: Int)? {
        guard let (name, start) = try nextMemberName(first: first) else { return nil }
        return (name.string, start)
    }

    /// The next member's name and where its opening quote is, the parser then at its value; `nil` after
    /// the object's `}`. A name in ASCII without escapes (the usual name) is handed over as its bytes,
    /// with no `String` made.
    package mutating func nextMemberName(first: Bool) throws(SyntaxError) -> (name: JSONMemberName, start: Int)? {
        guard try nextElement(first: first, closing: UInt8(ascii: "}")) else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a key in double quotes, found \(describeByte())")
        }
        let start = index
        let name: JSONMemberName
        if let end = plainStringEnd() {
            name = .plain(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]))
            index = end + 1
        } else {
            name = .decoded(try parseString())
        }
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after the key, found \(describeByte())") }
        skipWhitespace()
        return (name, start)
    }

    /// Whether another item follows, the parser then at it; `false` after the array's `]`. `first`: no
    /// item has been read yet.
    package mutating func nextItem(first: Bool) throws(SyntaxError) -> Bool {
        try nextElement(first: first, closing: UInt8(ascii: "]"))
    }

    /// Whether another member or item follows, past the `,` before it; `false` after the `closing`
    /// bracket, one level up.
    private mutating func nextElement(first: Bool, closing: UInt8) throws(SyntaxError) -> Bool {
        skipWhitespace()
        if consume(closing) {
            depth -= 1
            return false
        }
        if !first {
            guard consume(UInt8(ascii: ",")) else {
                throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))', found \(describeByte())")
            }
        }
        return true
    }

    /// Throws unless only white space is left.
    package mutating func finishDocument() throws(SyntaxError) {
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
    }
}

/// A member's name as ``JSONParser/nextMemberName(first:)`` reads it.
package enum JSONMemberName {
    /// ASCII without escapes: the bytes between the quotes, valid while the parsed bytes are.
    case plain(UnsafeBufferPointer<UInt8>)
    case decoded(String)

    package var string: String {
        switch self {
        case .plain(let bytes): String(decoding: bytes, as: UTF8.self)
        case .decoded(let name): name
        }
    }
}
