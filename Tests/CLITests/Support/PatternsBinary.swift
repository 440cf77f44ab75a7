import Foundation

/// Runs the built `patterns` binary, as a user would, and captures what it prints.
struct PatternsBinary {
    struct Outcome: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output byte for byte (``standardOutput`` repairs invalid UTF-8); not compared by `==`.
        var standardOutputBytes = Data()

        static func == (left: Outcome, right: Outcome) -> Bool {
            (left.status, left.standardOutput, left.standardError)
                == (right.status, right.standardOutput, right.standardError)
        }
    }

    /// The binary next to this test bundle (`swift build` puts every product in one directory).
    static let url: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("patterns")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        fatalError("the patterns binary is not built next to \(executable.path); run `swift build` first")
    }()

    static func run(
        _ arguments: [String], standardInput: Data? = nil, environment: [String: String] = [:]
    ) throws -> Outcome {
        try run(url, arguments, standardInput: standardInput, environment: environment)
    }

    /// Runs `command` with `/bin/sh`, the binary's path in `$PATTERNS`: for arguments that are not
    /// UTF-8 (which `Process` cannot pass) and for redirections.
    static func runShell(_ command: String, environment: [String: String] = [:]) throws -> Outcome {
        try run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command],
            environment: environment.merging(["PATTERNS": url.path]) { $1 })
    }

    private static func run(
        _ executable: URL, _ arguments: [String], standardInput: Data? = nil, environment: [String: String]
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        // Write and read concurrently so that large inputs cannot deadlock on full pipes.
        let writer = Thread {
            ignoreBrokenPipesOnThisThread()
            if let standardInput { try? input.fileHandleForWriting.write(contentsOf: standardInput) }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorCollector(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self), standardOutputBytes: outputData)
    }
}

/// A binary that exits before reading all its input (a usage error, say) closes the pipe under the
/// writer. Blocked on the writing thread, SIGPIPE stays pending there and the write fails with EPIPE,
/// instead of the signal ending the whole test process. The mask is the thread's own, so the binary,
/// spawned from another thread, keeps the default disposition a user's shell gives it.
private func ignoreBrokenPipesOnThisThread() {
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &brokenPipe, nil)
}

/// Reads a pipe to its end on a thread of its own.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
