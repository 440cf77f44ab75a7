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
        try read(path.map(InputPath.init), standardInput: standardInput, body)
    }

    /// ``read(_:standardInput:_:)`` for a name given as bytes (one that need not be UTF-8), opened as
    /// it is; messages write its bytes that are not UTF-8 as `\xNN`. `described` names the file in
    /// messages where the default (`'PATH'`) says too little (`the schema PATH`).
    static func read<Result>(
        _ path: InputPath?, standardInput: Int32, described: String? = nil,
        _ body: (_ descriptor: Int32, _ name: String) throws -> Result
    ) throws -> Result {
        guard let path else { return try body(standardInput, "standard input") }
        let name = described ?? "'\(TextField.escapingUnsafe(path.displayName))'"
        if let problem = path.withCString(FileKind.fileProblem(cPath:)) {
            throw InputError("cannot read \(name): \(problem)")
        }
        let descriptor = path.withCString { open($0, O_RDONLY) }
        guard descriptor >= 0 else { throw InputError("cannot open \(name): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        return try body(descriptor, name)
    }

    /// Everything `descriptor` holds, up to `limit` bytes: the bytes, or their count when there were more
    /// (then dropped, as an over-long line's are).
    ///
    /// - Throws: ``InputError`` naming the input when reading fails.
    static func readAll(_ descriptor: Int32, name: String, limit: Int) throws -> (
        bytes: ArraySlice<UInt8>, overLength: Int?
    ) {
        var bytes: [UInt8] = []
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            total += count
            if total <= limit { bytes += chunk[..<count] } else { bytes = [] }
        }
        return total > limit ? ([], total) : (bytes[...], nil)
    }

    /// Everything the file at `path` holds, named `name` in messages (`the schema 'PATH'`), refused past
    /// `limit` bytes: a contract file, a redaction key.
    ///
    /// - Throws: ``InputError`` naming the file when it cannot be opened or read, or is over `limit`.
    static func contents(at path: String, named name: String, limit: Int) throws(InputError) -> [UInt8] {
        let document: (bytes: ArraySlice<UInt8>, overLength: Int?)
        do {
            document = try read(InputPath(path), standardInput: -1, described: name) { descriptor, name in
                try readAll(descriptor, name: name, limit: limit)
            }
        } catch {
            throw error as? InputError ?? InputError("cannot read \(name): \(error)")
        }
        if let size = document.overLength {
            throw InputError("cannot read \(name): \(size) bytes, longer than the limit of \(limit)")
        }
        return Array(document.bytes)
    }

    /// The one document `descriptor` holds (`--format json`), read as lines are: a UTF-8 byte-order mark
    /// at the start is not part of it, and UTF-16 is refused with the same error.
    ///
    /// - Throws: ``InputError`` when reading fails; ``ReadError`` when the file is UTF-16.
    static func readDocument(_ descriptor: Int32, name: String, limit: Int) throws -> (
        bytes: ArraySlice<UInt8>, overLength: Int?
    ) {
        let document = try readAll(descriptor, name: name, limit: limit)
        if let refusal = UTF16Input.refusal(Array(document.bytes.prefix(2)), input: name) { throw refusal }
        return (document.bytes.dropFirst(LineFraming.byteOrderMarkLength(document.bytes)), document.overLength)
    }
}
