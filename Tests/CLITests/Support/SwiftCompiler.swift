import Foundation

/// The toolchain's `swiftc`, for tests that check that generated or documented Swift compiles against the
/// built `PatternRules` module, as a user's code would.
enum SwiftCompiler {
    static let repository = TestRepository.root

    /// Type-checks `source` as a `main.swift` (top-level code allowed) that imports the built modules.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let file = try write(source, named: "main.swift")
        let build = PatternsBinary.url.deletingLastPathComponent()
        let modules = build.appendingPathComponent("Modules")
        // The module maps SwiftPM writes for the package's C targets (PCRE2 inside the package, the
        // literal-set searcher), which the engine's module names.
        let moduleMaps = ["CPCRE2", "CLiteralSearch"].flatMap { target in
            ["-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("\(target).build/module.modulemap").path)"]
        }
        return try run("/usr/bin/env", ["swiftc", "-typecheck", "-I", modules.path] + moduleMaps + [file.path])
    }

    /// Compiles `source` alone (no PatternRules) and runs it.
    static func compileAndRun(_ source: String) throws -> (status: Int32, output: String) {
        let file = try write(source, named: "main.swift")
        let binary = file.deletingLastPathComponent().appendingPathComponent("program")
        let compiled = try run("/usr/bin/env", ["swiftc", file.path, "-o", binary.path])
        guard compiled.status == 0 else { return compiled }
        return try run(binary.path, [])
    }

    private static func write(_ source: String, named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        return file
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
