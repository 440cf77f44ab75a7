import Foundation
import PatternRulesSupport

/// Every region's digit automaton for a rule of any number type, built ahead and shipped as a resource
/// (`Resources/phone/digit-automata.bin`), so that a process does not spend the construction (about
/// 35 ms for GB) on its first number. `PhoneDigitAutomatonTests` checks that each shipped automaton is the
/// one the construction builds from the current tables, and writes the file again with
/// `scripts/generate/phone-automata.sh`.
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
        var reader = PhoneAutomataByteReader(bytes[...])
        guard reader.take(4).map(Array.init) == magic, reader.take(1)?.first == version,
            reader.text() == PhoneMetadata.release, let count = reader.number(2)
        else { return nil }
        var entries: [(String, Int)] = []
        for _ in 0..<count {
            guard let region = reader.text(), let length = reader.number(4) else { return nil }
            entries.append((region, length))
        }
        var ranges: [String: Range<Int>] = [:]
        for (region, length) in entries {
            guard let automaton = reader.take(length) else { return nil }
            ranges[region] = automaton.indices
        }
        return reader.remaining == 0 ? ranges : nil
    }

    /// The file for `automata` (region and automaton, in the order to write).
    static func file(_ automata: [(region: String, automaton: PhoneDigitAutomaton)]) -> [UInt8] {
        let encoded = automata.map { ($0.region, $0.automaton.encoded()) }
        var bytes = magic + [version]
        bytes.appendText(PhoneMetadata.release)
        bytes.appendLittleEndian(UInt16(encoded.count))
        for (region, automaton) in encoded {
            bytes.appendText(region)
            bytes.appendLittleEndian(UInt32(automaton.count))
        }
        for (_, automaton) in encoded { bytes += automaton }
        return bytes
    }
}
