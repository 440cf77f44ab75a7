import PatternRulesSupport

/// A file named on the command line, as the bytes the operating system passed: a name that is not UTF-8
/// is opened as it is and reported as it is (ripgrep writes such a path as `{"bytes": …}` in JSON), never
/// repaired into another name.
struct InputPath: Sendable, Equatable {
    /// The name's bytes, without a terminating NUL.
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The name as text: exact where it is UTF-8, each byte that is not written `\xNN`, for messages.
    var displayName: String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var name = ""
        var index = 0
        while index < bytes.count {
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                name.unicodeScalars.append(scalar)
                index += UTF8.width(scalar)
            } else {
                name += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return name
    }

    /// Calls `body` with the name as a C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
