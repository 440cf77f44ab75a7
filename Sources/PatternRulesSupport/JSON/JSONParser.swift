/// A strict RFC 8259 JSON parser over UTF-8 bytes whose errors say where: line, column and byte offset.
///
/// Foundation's parsers report "The given data was not valid JSON." with no place on Linux; a rule set
/// or a record file needs the place. Time and memory are linear in the input; nesting deeper than
/// ``maximumDepth`` is an error, not a stack overflow. Duplicate keys in one object are an error: which
/// one a reader would take is not defined by the standard.
package struct JSONParser {
    /// Arrays and objects nested deeper than this are refused.
    package static let maximumDepth = 256
    /// Up to this many members, an object's keys are checked for duplicates by a scan.
    static let smallObject = 16

    /// Why the text is not JSON, and where.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package let message: String
        /// From 0, in bytes.
        package let offset: Int
        /// From 1.
        package let line: Int
        /// From 1, in bytes of the line.
        package let column: Int

        package var description: String { "line \(line), column \(column): \(message)" }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the parser is, stored as one value: a reader in another module saves and restores it around
    /// every value it reads again, and a stored property is read there without a call (a computed one
    /// was a call for two words, 7% of a schema program's run on GeoJSON's coordinates).
    package var position = Position(index: 0, depth: 0)
    /// The next byte to read.
    var index: Int {
        get { position.index }
        set { position.index = newValue }
    }
    /// Arrays and objects open at ``index``.
    var depth: Int {
        get { position.depth }
        set { position.depth = newValue }
    }
    /// The deepest nesting of arrays and objects read so far.
    package private(set) var deepest = 0
    /// Whether a number read so far has an exponent of 17 digits or more: one that may be past
    /// ``ExactDecimal/exponentLimit``, which a schema cannot compare.
    package private(set) var readsLongExponent = false
    /// Sets of member names a reader has given back (``takeNames()``).
    var spareNames: [JSONMemberNames] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON value that fills `bytes` (white space around it allowed).
    package static func parse(_ bytes: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
        try bytes.withContiguousBytes { buffer throws(SyntaxError) in
            var parser = JSONParser(buffer)
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected \(describeByte()), expected a value")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONValue.Member] = []
        // Room for a record's handful of fields at once, instead of growing through 1, 2, 4 and 8.
        members.reserveCapacity(8)
        skipWhitespace()
        if consume(UInt8(ascii: "}")) {
            depth -= 1
            return .object(members)
        }
        var names = takeNames()
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeByte())")
            }
            let keyStart = index
            let key = try parseString()
            guard names.insert(key) else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after the key, found \(describeByte())") }
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try parseValue()))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "}")) else { throw error("expected ',' or '}', found \(describeByte())") }
            depth -= 1
            giveBack(&names)
            return .object(members)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) {
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "]")) else { throw error("expected ',' or ']', found \(describeByte())") }
            depth -= 1
            return .array(elements)
        }
    }

    mutating func enter() throws(SyntaxError) {
        depth += 1
        deepest = max(deepest, depth)
        guard depth <= Self.maximumDepth else {
            throw error("nested deeper than \(Self.maximumDepth) arrays and objects")
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        let matches =
            index + count <= bytes.count
            && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        guard matches else { throw error("unexpected \(describeByte()), expected a value") }
        index += count
        return value
    }

    /// A number by JSON's grammar: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        try scanNumber()
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    /// Reads past a number, checking it by JSON's grammar, without making its text; `true` when it is
    /// written without a fraction or an exponent.
    @discardableResult
    mutating func scanNumber() throws(SyntaxError) -> Bool {
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number cannot start with 0") }
        } else {
            guard try digits() > 0 else { throw error("expected a digit, found \(describeByte())") }
        }
        var isInteger = true
        if consume(UInt8(ascii: ".")) {
            guard try digits() > 0 else { throw error("expected a digit after '.', found \(describeByte())") }
            isInteger = false
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            let exponentDigits = try digits()
            guard exponentDigits > 0 else { throw error("expected a digit in the exponent, found \(describeByte())") }
            if exponentDigits >= 17 { readsLongExponent = true }
            isInteger = false
        }
        return isInteger
    }

    private mutating func digits() throws(SyntaxError) -> Int {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The byte at `index` for an error: `'}'`, `end of input`, or its value for a non-printable byte.
    func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        guard byte >= 0x20 && byte < 0x7F else { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// An error at `offset` (the current byte by default), with its line and column counted once here.
    func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return SyntaxError(message: message, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
