import Foundation
import Testing

/// `patterns find` takes files as grep and ripgrep do: the arguments that name a rule or catalogue entry
/// are the patterns, up to the first that names neither, which starts the files; an argument that could
/// be read both ways is refused with both readings.
@Suite struct FindFileArgumentTests {
    static func folder() throws -> URL {
        try TemporaryFolder.make(["notes.txt": "mail a@b.co\n", "b.log": "x@y.zz and 4111111111111111\n"])
    }

    func find(_ arguments: String, in folder: URL) throws -> PatternsBinary.Outcome {
        try PatternsBinary.runShell("cd '\(folder.path)' && \"$PATTERNS\" find \(arguments)")
    }

    @Test func filesFollowThePatternsAsInGrep() throws {
        let folder = try Self.folder()
        #expect(try find("email notes.txt", in: folder).standardOutput == "1:6:a@b.co\n")
        let two = try find("email card notes.txt b.log", in: folder)
        #expect(two.standardOutput == "notes.txt:1:6:a@b.co\nb.log:1:1:x@y.zz\nb.log:1:12:4111111111111111\n")
        #expect(try find("--regex 'a@' notes.txt", in: folder).standardOutput == "1:6:a@\n")
        // --input still works, mixed with files in the order given; - is standard input.
        let mixed = try find("email --input notes.txt b.log - < notes.txt", in: folder)
        #expect(mixed.standardOutput == "notes.txt:1:6:a@b.co\nb.log:1:1:x@y.zz\nstandard input:1:6:a@b.co\n")
    }

    @Test func anArgumentThatCouldBeEitherIsRefusedWithBothReadings() throws {
        let folder = try Self.folder()
        try Data("a@b.co\n".utf8).write(to: folder.appendingPathComponent("email"))
        let both = try find("email notes.txt", in: folder)
        #expect(both.status == 2)
        #expect(
            both.standardError.contains(
                "argument 2 'email' names a pattern (a built-in rule or catalogue entry) and an existing file: write ./email"
            ))
        #expect(try find("--regex a@ ./email", in: folder).standardOutput == "1:1:a@\n")
        let late = try find("card b.log iban", in: folder)
        #expect(late.status == 2)
        #expect(late.standardError.contains("argument 4 'iban' names a pattern but comes after the file 'b.log'"))
        let none = try find("notes.txt", in: folder)
        #expect(none.status == 2)
        #expect(
            none.standardError.contains(
                "needs a pattern: --regex P, a catalogue id or a built-in rule: 'notes.txt' names no catalogue entry or rule (see 'patterns list')"
            ))
    }
}
