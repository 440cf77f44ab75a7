/// One benchmark as rebar hands it to a runner on standard input, in its key-length-value format
/// (rebar's KLV.md): `KEY:LENGTH:VALUE\n`, where VALUE is exactly LENGTH bytes.
public struct RebarBenchmark: Sendable {
    public var name = ""
    public var model = ""
    public var patterns: [String] = []
    public var caseInsensitive = false
    public var unicode = false
    public var haystack: [UInt8] = []
    public var maxIterations = 1
    public var maxWarmupIterations = 0
    public var maxTime: Duration = .seconds(3)
    public var maxWarmupTime: Duration = .zero

    public init() {}

    /// Reads the KLV text rebar writes.
    ///
    /// - Throws: ``RebarError`` naming the key and the byte offset of what cannot be read.
    public init(klv bytes: [UInt8]) throws(RebarError) {
        var position = 0
        while position < bytes.count {
            let key = try Self.field(bytes, from: &position, what: "a key")
            let lengthText = try Self.field(bytes, from: &position, what: "the length of '\(key)'")
            guard let length = Int(lengthText), length >= 0, position + length <= bytes.count else {
                throw RebarError(
                    "the length of '\(key)' at byte \(position) is '\(lengthText)', not a length within the input")
            }
            let value = Array(bytes[position..<position + length])
            position += length
            guard position < bytes.count, bytes[position] == 0x0A else {
                throw RebarError("the value of '\(key)' is not followed by a line feed at byte \(position)")
            }
            position += 1
            try set(key, to: value)
        }
    }

    /// The KLV text of this benchmark, as rebar writes it.
    public func klv() -> [UInt8] {
        var text: [UInt8] = []
        func add(_ key: String, _ value: [UInt8]) {
            text += Array("\(key):\(value.count):".utf8) + value + [0x0A]
        }
        add("name", Array(name.utf8))
        add("model", Array(model.utf8))
        add("case-insensitive", Array(String(caseInsensitive).utf8))
        add("unicode", Array(String(unicode).utf8))
        add("max-iters", Array(String(maxIterations).utf8))
        add("max-warmup-iters", Array(String(maxWarmupIterations).utf8))
        add("max-time", Array(String(Self.nanoseconds(maxTime)).utf8))
        add("max-warmup-time", Array(String(Self.nanoseconds(maxWarmupTime)).utf8))
        for pattern in patterns { add("pattern", Array(pattern.utf8)) }
        add("haystack", haystack)
        return text
    }

    private mutating func set(_ key: String, to value: [UInt8]) throws(RebarError) {
        func text() throws(RebarError) -> String {
            guard let text = String(validating: value, as: UTF8.self) else {
                throw RebarError("the value of '\(key)' is not UTF-8")
            }
            return text
        }
        func flag() throws(RebarError) -> Bool {
            switch try text() {
            case "true": return true
            case "false": return false
            case let other: throw RebarError("'\(key)' is '\(other)', not true or false")
            }
        }
        func number() throws(RebarError) -> Int {
            guard let number = Int(try text()), number >= 0 else {
                throw RebarError("'\(key)' is '\(try text())', not a whole number")
            }
            return number
        }
        switch key {
        case "name": name = try text()
        case "model": model = try text()
        case "pattern": patterns.append(try text())
        case "case-insensitive": caseInsensitive = try flag()
        case "unicode": unicode = try flag()
        case "haystack": haystack = value
        case "max-iters": maxIterations = try number()
        case "max-warmup-iters": maxWarmupIterations = try number()
        case "max-time": maxTime = .nanoseconds(try number())
        case "max-warmup-time": maxWarmupTime = .nanoseconds(try number())
        default: throw RebarError("unknown KLV key '\(key)'")
        }
    }

    /// The text up to the next `:`, which is passed.
    private static func field(_ bytes: [UInt8], from position: inout Int, what: String) throws(RebarError)
        -> String
    {
        guard let colon = bytes[position...].firstIndex(of: UInt8(ascii: ":")) else {
            throw RebarError("\(what) at byte \(position) has no ':' after it")
        }
        defer { position = colon + 1 }
        guard let text = String(validating: bytes[position..<colon], as: UTF8.self) else {
            throw RebarError("\(what) at byte \(position) is not UTF-8")
        }
        return text
    }

    public static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }
}

/// Why a benchmark was not run: a malformed input, or a benchmark this engine does not run exactly
/// (rebar shows the message and records no measurement).
public struct RebarError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
