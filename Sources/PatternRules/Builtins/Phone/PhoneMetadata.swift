/// libphonenumber's metadata for every territory, parsed once from the generated
/// `PhoneMetadataTable` (see `scripts/generate/phone-metadata.py`).
enum PhoneMetadata {
    /// The libphonenumber release the tables come from.
    static let release = PhoneMetadataTable.release

    static let territories: [PhoneTerritory] = parse(PhoneMetadataTable.text)

    /// Territories by ISO 3166 region code (non-geographic entities are under their calling code).
    static let byRegion: [String: PhoneTerritory] = Dictionary(
        territories.filter { !$0.isNonGeographic }.map { ($0.region, $0) }, uniquingKeysWith: { first, _ in first })

    /// Territories by calling code, the main region first.
    static let byCallingCode: [String: [PhoneTerritory]] = Dictionary(grouping: territories, by: \.callingCode)
        .mapValues { group in group.filter(\.isMainForCode) + group.filter { !$0.isMainForCode } }

    /// The longest calling code, in digits.
    static let longestCallingCode = 3

    /// Every proper prefix of an assigned calling code, `""` included: `+35` may still become `+351`.
    static let callingCodePrefixes: Set<String> = Set(
        byCallingCode.keys.flatMap { code in (0..<code.count).map { String(code.prefix($0)) } })

    /// The territories of the table's text, read as bytes: a process that names one phone rule reads
    /// the whole table first, and splitting it into `Substring`s cost several times as long.
    private static func parse(_ text: String) -> [PhoneTerritory] {
        var text = text
        return text.withUTF8 { bytes in
            var territories: [PhoneTerritory] = []
            var header: [String] = []
            var ranges: [PhoneTerritory.NumberRange] = []
            var formats: [PhoneTerritory.NumberFormat] = []

            func finishTerritory() {
                guard !header.isEmpty else { return }
                territories.append(
                    PhoneTerritory(
                        index: territories.count, region: header[0], callingCode: header[1],
                        isMainForCode: header[2] == "main", internationalPrefix: header[3], nationalPrefix: header[4],
                        nationalPrefixForParsing: header[5].isEmpty ? header[4] : header[5], transformRule: header[6],
                        generalPattern: header[7], possibleLengths: lengths(header[8]),
                        localOnlyLengths: lengths(header[9]), leadingDigits: header[10], ranges: ranges,
                        formats: formats))
                ranges = []
                formats = []
            }

            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart else { continue }
                let fields = Self.fields(of: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
                if fields[0].hasPrefix("@") {
                    finishTerritory()
                    header = [String(fields[0].dropFirst())] + fields.dropFirst()
                } else if fields[0] == "format" {
                    formats.append(
                        PhoneTerritory.NumberFormat(
                            pattern: fields[1], format: fields[2], leadingDigits: fields[3],
                            nationalFirstGroup: fields[4], internationalFormat: fields[5],
                            nationalPrefixIsOptional: fields[6] == "optional"))
                } else if let type = PhoneNumberType(rawValue: fields[0]) {
                    ranges.append(
                        PhoneTerritory.NumberRange(
                            type: type, pattern: fields[2], lengths: lengths(fields[1]), example: fields[3]))
                } else {
                    preconditionFailure("PhoneMetadataTable: unknown number type in \(fields)")
                }
            }
            finishTerritory()
            return territories
        }
    }

    /// The tab-separated fields of one line, empty ones kept.
    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> [String] {
        var fields: [String] = []
        var start = 0
        for index in 0...line.count where index == line.count || line[index] == 0x09 {
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self))
            start = index + 1
        }
        return fields
    }

    /// `8,9,10` as numbers; empty for an empty field.
    private static func lengths(_ field: String) -> [Int] {
        field.split(separator: ",").map { Int($0)! }
    }
}
