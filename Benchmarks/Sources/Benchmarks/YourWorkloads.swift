import Foundation
import PatternRules

/// A user's own pattern on a user's own file (`--regex P --input FILE`): every line typed one keystroke at
/// a time (each prefix, three-state where the engine can), every line whole, and the pattern's compile,
/// so that engines can be chosen, or a pattern change checked, on real data rather than ours.
enum YourWorkloads {
    /// The most lines read from the file, and the most prefixes typed and bytes they hold: a bounded run
    /// whatever the file.
    static let maximumLines = 1_000_000
    static let maximumKeystrokes = 200_000
    static let maximumKeystrokeBytes = 64 << 20

    struct InputError: Error, CustomStringConvertible {
        let description: String
    }

    /// The workloads for `pattern` on the lines of the file at `path` (a CR before a line feed is no part
    /// of the line; the first `maximumLines`).
    ///
    /// - Throws: ``InputError`` naming the file and the line when the file cannot be read, holds no line,
    ///   or holds a line that is not UTF-8 (every engine reads text).
    static func workloads(pattern: String, inputPath path: String) throws -> [Workload] {
        let lines = try Self.lines(ofFileAt: path)
        var keystrokes: [String] = []
        var bytes = 0
        typing: for line in lines {
            var prefix = ""
            for character in line {
                prefix.append(character)
                bytes += prefix.utf8.count
                guard keystrokes.count < maximumKeystrokes, bytes <= maximumKeystrokeBytes else { break typing }
                keystrokes.append(prefix)
            }
        }
        return [
            Workload(
                name: "keystroke/yours", kind: .keystroke, pattern: pattern, posixPattern: nil,
                inputs: InputSet(keystrokes)),
            Workload(name: "whole/yours", kind: .whole, pattern: pattern, posixPattern: nil, inputs: InputSet(lines)),
            Workload(
                name: "compile/yours", kind: .compile, pattern: pattern, posixPattern: nil,
                inputs: InputSet(Array(repeating: "", count: 20))),
        ]
    }

    static func lines(ofFileAt path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(description: "cannot read '\(path)'")
        }
        guard !data.isEmpty else { throw InputError(description: "'\(path)' holds no line") }
        var lines: [String] = []
        var number = 0
        for var raw in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            if raw.last == 0x0D { raw = raw.dropLast() }
            guard let line = String(validating: raw, as: UTF8.self) else {
                throw InputError(description: "'\(path)' line \(number) is not UTF-8")
            }
            lines.append(line)
            if lines.count == maximumLines { break }
        }
        // The empty piece after a final line feed is no line.
        if data.last == 0x0A, lines.count < maximumLines { lines.removeLast() }
        guard !lines.isEmpty else { throw InputError(description: "'\(path)' holds no line") }
        return lines
    }
}
