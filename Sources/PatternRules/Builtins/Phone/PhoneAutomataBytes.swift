/// Reads the bytes of the shipped phone automata front to back (``ShippedPhoneAutomata``,
/// ``PhoneDigitAutomaton/encoded()``): little-endian numbers, texts behind a length byte, and runs of
/// bytes, each `nil` past the end.
struct PhoneAutomataByteReader {
    let bytes: ArraySlice<UInt8>
    private(set) var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var remaining: Int { bytes.endIndex - position }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard remaining >= count else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// A little-endian number of `size` bytes.
    mutating func number(_ size: Int) -> Int? {
        take(size).map { $0.reversed().reduce(0) { $0 << 8 | Int($1) } }
    }

    mutating func text() -> String? {
        guard let length = take(1)?.first, let characters = take(Int(length)) else { return nil }
        return String(decoding: characters, as: UTF8.self)
    }
}

extension [UInt8] {
    /// Appends `value` little-endian, as ``PhoneAutomataByteReader/number(_:)`` reads it.
    mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.littleEndian) { self += $0 }
    }

    /// Appends `text` behind its length byte, as ``PhoneAutomataByteReader/text()`` reads it.
    mutating func appendText(_ text: String) {
        append(UInt8(text.utf8.count))
        self += Array(text.utf8)
    }
}
