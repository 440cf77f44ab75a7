/// Rejects keys a JSON object may not have, naming them and the ones it may.
enum StrictKeys {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func check<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, allowed: Keys.Type) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let names = Keys.allCases.map(\.stringValue)
        for key in container.allKeys where !names.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [key],
                    debugDescription: "unknown key (expected one of \(names.joined(separator: ", ")))"))
        }
    }
}
