/// libphonenumber's metadata for every territory, parsed once from the generated
/// `PhoneMetadataTable` (see `scripts/generate-phone-metadata.py`).
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

    private static func parse(_ text: String) -> [PhoneTerritory] {
        var territories: [PhoneTerritory] = []
        var header: [Substring] = []
        var ranges: [PhoneTerritory.NumberRange] = []
        var formats: [PhoneTerritory.NumberFormat] = []

        func finishTerritory() {
            guard !header.isEmpty else { return }
            territories.append(
                PhoneTerritory(
                    index: territories.count, region: String(header[0]), callingCode: String(header[1]),
                    isMainForCode: header[2] == "main", internationalPrefix: String(header[3]),
                    nationalPrefix: String(header[4]),
                    nationalPrefixForParsing: String(header[5].isEmpty ? header[4] : header[5]),
                    transformRule: String(header[6]), generalPattern: String(header[7]),
                    possibleLengths: header[8].split(separator: ",").map { Int($0)! },
                    localOnlyLengths: header[9].split(separator: ",").map { Int($0)! }, ranges: ranges,
                    formats: formats))
            ranges = []
            formats = []
        }

        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if line.hasPrefix("@") {
                finishTerritory()
                header = [fields[0].dropFirst()] + fields.dropFirst()
            } else if fields[0] == "format" {
                formats.append(
                    PhoneTerritory.NumberFormat(
                        pattern: String(fields[1]), format: String(fields[2]), leadingDigits: String(fields[3]),
                        nationalFirstGroup: String(fields[4]), internationalFormat: String(fields[5])))
            } else if let type = PhoneNumberType(rawValue: String(fields[0])) {
                ranges.append(
                    PhoneTerritory.NumberRange(
                        type: type, pattern: String(fields[2]),
                        lengths: fields[1].split(separator: ",").map { Int($0)! },
                        example: String(fields[3])))
            } else {
                preconditionFailure("PhoneMetadataTable: unknown number type in \(line)")
            }
        }
        finishTerritory()
        return territories
    }
}
