import Foundation

/// Every region's digit automaton for a rule of any number type, built ahead and shipped as a resource
/// (`Resources/phone/digit-automata.bin`), so that a process does not spend the construction (about
/// 35 ms for GB) on its first number. `PhoneDigitAutomatonTests` checks that each shipped automaton is the
/// one the construction builds from the current tables, and writes the file again with
/// `scripts/generate-phone-automata`.
///
/// The file: `PRDA`, a format version byte, the metadata release (a length byte, then ASCII), the entry
/// count (16 bits), then per entry the region code (a length byte, then ASCII) and its automaton's length
/// (32 bits), then the automata in entry order (``PhoneDigitAutomaton/encoded()``). Numbers are
/// little-endian. A file of another release or format is ignored, and the rule builds its automaton.
enum ShippedPhoneAutomata {
    private static let magic = Array("PRDA".utf8)
    private static let version: UInt8 = 1

    /// The shipped automaton of `region`, decoded once; `nil` where none is shipped (or the file does not
    /// match).
    static func automaton(region: String) -> PhoneDigitAutomaton? {
        decoded.value(for: region) {
            guard let (bytes, ranges) = shipped, let range = ranges[region] else { return nil }
            return PhoneDigitAutomaton(decoding: bytes[range])
        }
    }

    private static let decoded = OnceCache<String, PhoneDigitAutomaton?>()

    /// The file's bytes and where each region's automaton lies in them, read once.
    private static let shipped: ([UInt8], [String: Range<Int>])? = {
        guard let url = Bundle.module.url(forResource: "digit-automata", withExtension: "bin", subdirectory: "phone"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        let bytes = [UInt8](data)
        guard let ranges = index(of: bytes) else { return nil }
        return (bytes, ranges)
    }()

    static func index(of bytes: [UInt8]) -> [String: Range<Int>]? {
        var position = 0
        func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard bytes.count - position >= count else { return nil }
            defer { position += count }
            return bytes[position..<(position + count)]
        }
        func text() -> String? {
            guard let length = take(1)?.first, let characters = take(Int(length)) else { return nil }
            return String(decoding: characters, as: UTF8.self)
        }
        func number(_ size: Int) -> Int? {
            take(size).map { $0.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) } }
        }
        guard take(4).map(Array.init) == magic, take(1)?.first == version, text() == PhoneMetadata.release,
            let count = number(2)
        else { return nil }
        var entries: [(String, Int)] = []
        for _ in 0..<count {
            guard let region = text(), let length = number(4) else { return nil }
            entries.append((region, length))
        }
        var ranges: [String: Range<Int>] = [:]
        for (region, length) in entries {
            guard bytes.count - position >= length else { return nil }
            ranges[region] = position..<(position + length)
            position += length
        }
        return position == bytes.count ? ranges : nil
    }

    /// The file for `automata` (region and automaton, in the order to write).
    static func file(_ automata: [(region: String, automaton: PhoneDigitAutomaton)]) -> [UInt8] {
        let encoded = automata.map { ($0.region, $0.automaton.encoded()) }
        var bytes = magic + [version]
        func append(text: String) {
            bytes.append(UInt8(text.utf8.count))
            bytes += Array(text.utf8)
        }
        append(text: PhoneMetadata.release)
        withUnsafeBytes(of: UInt16(encoded.count).littleEndian) { bytes += $0 }
        for (region, automaton) in encoded {
            append(text: region)
            withUnsafeBytes(of: UInt32(automaton.count).littleEndian) { bytes += $0 }
        }
        for (_, automaton) in encoded { bytes += automaton }
        return bytes
    }
}
