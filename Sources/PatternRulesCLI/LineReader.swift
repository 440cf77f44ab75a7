#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor in 64 KiB chunks, so input of any size streams through in
/// constant memory. A line ends at LF; a CR before the LF (a CRLF file) is not part of the line, nor is a
/// byte-order mark at the start of the input.
struct LineReader {
    /// One line: its number (from 1) and its bytes, without the line ending.
    struct Line {
        let number: Int
        let bytes: ArraySlice<UInt8>
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var endOfInput = false
    private var lineNumber = 0

    init(fileDescriptor: Int32) {
        self.descriptor = fileDescriptor
    }

    /// The next line, `nil` at the end of the input. A last line without a final LF is still a line.
    mutating func next() throws(ReadError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                return emit(line)
            }
            if endOfInput {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return emit(line)
            }
            try refill()
        }
    }

    private mutating func emit(_ line: ArraySlice<UInt8>) -> Line {
        lineNumber += 1
        var bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        // A UTF-8 byte-order mark (spreadsheet exports write one) is not part of the first line.
        if lineNumber == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return Line(number: lineNumber, bytes: bytes)
    }

    private mutating func refill() throws(ReadError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let chunk = 1 << 16
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + oldCount, chunk) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            buffer.removeSubrange(oldCount...)
            throw ReadError(line: lineNumber + 1, message: String(cString: strerror(errno)))
        }
        buffer.removeSubrange((oldCount + count)...)
        if count == 0 { endOfInput = true }
    }
}

/// Standard input could not be read.
struct ReadError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "cannot read standard input at line \(line): \(message)" }
}
