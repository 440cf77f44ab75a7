import Foundation

/// What a path names, read with `stat(2)` (following symbolic links), so that an error can say why a
/// file or directory cannot be used instead of passing on Foundation's error domain and code.
package enum FileKind: Equatable {
    case regularFile
    case directory
    /// A pipe, device or socket: readable as a stream.
    case other
    /// `stat` failed: the system's reason (`No such file or directory`, `Too many levels of symbolic
    /// links`, `Permission denied`).
    case unusable(String)

    package init(path: String) {
        self = path.withCString { FileKind(cPath: $0) }
    }

    /// What the NUL-terminated path names: for a name that is not UTF-8, passed as its bytes.
    package init(cPath path: UnsafePointer<CChar>) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .unusable(String(cString: strerror(errno)))
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        default: self = .other
        }
    }

    /// Why `path` cannot be read as a file, `nil` when it can be tried.
    package static func fileProblem(_ path: String) -> String? {
        problem(FileKind(path: path))
    }

    /// Why the NUL-terminated `path` cannot be read as a file, `nil` when it can be tried.
    package static func fileProblem(cPath path: UnsafePointer<CChar>) -> String? {
        problem(FileKind(cPath: path))
    }

    private static func problem(_ kind: FileKind) -> String? {
        switch kind {
        case .regularFile, .other: nil
        case .directory: "is a directory, not a file"
        case .unusable(let reason): reason
        }
    }

    /// Why `path` cannot be listed as a directory, `nil` when it can be tried.
    package static func directoryProblem(_ path: String) -> String? {
        switch FileKind(path: path) {
        case .directory: nil
        case .regularFile, .other: "is not a directory"
        case .unusable(let reason): reason
        }
    }
}
