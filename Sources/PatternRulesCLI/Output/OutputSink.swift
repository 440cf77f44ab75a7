import Foundation

/// A buffered byte sink: a file descriptor for the real binary, memory for tests. Buffering matters:
/// `patterns validate` writes one line per input, millions of lines for a bulk file.
package final class OutputSink {
    private enum Destination {
        case fileDescriptor(Int32)
        case memory
    }

    private let destination: Destination
    private var buffer: [UInt8] = []
    /// Everything written, for a memory sink.
    package private(set) var captured: [UInt8] = []
    /// Why the destination stopped taking bytes (`No space left on device`), `nil` while it takes them.
    /// Later writes are dropped; a closed pipe (`patterns … | head`) is not a failure.
    package private(set) var writeFailure: String?
    private var isClosed = false

    private init(_ destination: Destination) {
        self.destination = destination
        buffer.reserveCapacity(1 << 16)
    }

    /// A sink that writes to `descriptor` (1 for standard output, 2 for standard error).
    package static func fileDescriptor(_ descriptor: Int32) -> OutputSink { OutputSink(.fileDescriptor(descriptor)) }

    /// A sink that keeps what is written in ``captured``.
    package static func memory() -> OutputSink { OutputSink(.memory) }

    /// What was written to a memory sink, as text.
    package var capturedText: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }

    /// Appends `text`.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends bytes as they are (an input line echoed exactly as it was read).
    package func write(bytes: some Collection<UInt8>) {
        // A large block (a bulk chunk's output) goes out as it is, after what is buffered, not copied
        // into the buffer first.
        if bytes.count >= 1 << 16, case .fileDescriptor(let descriptor) = destination,
            bytes.withContiguousStorageIfAvailable({ contiguous -> Void in
                flush()
                if !isClosed { deliver(UnsafeRawBufferPointer(contiguous), to: descriptor) }
            }) != nil
        {
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends `text` and a line break.
    package func writeLine(_ text: String = "") {
        write(text)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Hands the buffered bytes to the destination.
    package func flush() {
        guard !buffer.isEmpty else { return }
        switch destination {
        case .memory:
            captured += buffer
        case .fileDescriptor(let descriptor):
            if !isClosed { buffer.withUnsafeBytes { deliver($0, to: descriptor) } }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func deliver(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc_write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                isClosed = true
                if written < 0 && errno != EPIPE { writeFailure = String(cString: strerror(errno)) }
                return
            }
            offset += written
        }
    }

    deinit { flush() }
}

/// `write(2)`, named apart from ``OutputSink/write(_:)``.
@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
