import Foundation

/// A fresh directory under the temporary directory holding the given files (name to text).
enum TemporaryFolder {
    static func make(_ files: [String: String], prefix: String = "patterns-test") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }
}
