import Foundation

/// Test data in `Tests/Fixtures/`, read from the source tree (never from `../shared`).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }

    static func decode<T: Decodable>(_ type: T.Type, from path: String) throws -> T {
        try JSONDecoder().decode(type, from: data(path))
    }
}
