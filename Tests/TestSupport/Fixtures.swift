import Foundation

/// Test data in `Tests/Fixtures/`, read from the source tree (never from `../shared`), for the engine's
/// tests and the library's.
package enum Fixtures {
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    package static func data(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }

    package static func decode<T: Decodable>(_ type: T.Type, from path: String) throws -> T {
        try JSONDecoder().decode(type, from: data(path))
    }

    /// A JSON Lines fixture whose first line is its header (where it comes from): the records after it.
    package static func jsonLines<T: Decodable>(_ path: String, as type: T.Type) throws -> [T] {
        try String(decoding: data(path), as: UTF8.self).split(separator: "\n").dropFirst().map {
            try JSONDecoder().decode(T.self, from: Data($0.utf8))
        }
    }

    /// A string or a boolean: the two kinds of value in a fixture's `[input, answer]` pairs.
    package enum TextOrFlag: Decodable {
        case text(String)
        case flag(Bool)

        package init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }
}
