import Foundation
import PatternRulesSupport

/// A file named on the command line, opened for reading: the one place that checks what the path is,
/// opens it, names it in messages and closes it.
enum InputFile {
    /// Calls `body` with the descriptor of the file at `path` (standard input when `path` is `nil`) and
    /// its name for messages (`'PATH'` or `standard input`), and closes the file afterwards.
    ///
    /// - Throws: ``InputError`` naming the file when it is a directory or cannot be opened, before `body`
    ///   runs; whatever `body` throws.
    static func read<Result>(
        _ path: String?, standardInput: Int32, _ body: (_ descriptor: Int32, _ name: String) throws -> Result
    ) throws -> Result {
        guard let path else { return try body(standardInput, "standard input") }
        let name = "'\(TextField.escapingUnsafe(path))'"
        if let problem = FileKind.fileProblem(path) { throw InputError("cannot read \(name): \(problem)") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw InputError("cannot open \(name): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        return try body(descriptor, name)
    }
}
