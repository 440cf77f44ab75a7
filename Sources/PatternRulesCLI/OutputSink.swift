#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered byte sink: a file descriptor for the real binary, memory for tests. Buffering matters:
/// `patterns validate` writes one line per input, millions of lines for a bulk file.
public final class OutputSink {
    private enum Destination {
        case fileDescriptor(Int32)
        case memory
    }

    private let destination: Destination
    private var buffer: [UInt8] = []
    /// Everything written, for a memory sink.
    public private(set) var captured: [UInt8] = []

    private init(_ destination: Destination) {
        self.destination = destination
        buffer.reserveCapacity(1 << 16)
    }

    /// A sink that writes to `descriptor` (1 for standard output, 2 for standard error).
    public static func fileDescriptor(_ descriptor: Int32) -> OutputSink { OutputSink(.fileDescriptor(descriptor)) }

    /// A sink that keeps what is written in ``captured``.
    public static func memory() -> OutputSink { OutputSink(.memory) }

    /// What was written to a memory sink, as text.
    public var capturedText: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }

    /// Appends `text`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends `text` and a line break.
    public func writeLine(_ text: String = "") {
        write(text)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Hands the buffered bytes to the destination.
    public func flush() {
        guard !buffer.isEmpty else { return }
        switch destination {
        case .memory:
            captured += buffer
        case .fileDescriptor(let descriptor):
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc_write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }  // a closed pipe: nothing more can be delivered
                    offset += written
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// `write(2)`, named apart from ``OutputSink/write(_:)``.
@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
