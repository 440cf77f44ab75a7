import Foundation

/// The repository the tests run from: the nearest folder above this file that holds `Package.swift`,
/// wherever in `Tests/CLITests/` a test sits.
enum TestRepository {
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()
}
