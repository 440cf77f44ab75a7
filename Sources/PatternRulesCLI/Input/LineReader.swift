import Foundation

/// Reads lines from a file descriptor in 256 KiB blocks, so input of any size streams through in memory
/// bounded by the longest line (at most ``maximumLineLength``). A line ends at LF; a CR before the LF (a
/// CRLF file) is not part of the line, nor is a UTF-8 byte-order mark at the start of the input.
///
/// Each byte is scanned for LF once, wherever block boundaries fall, so time is linear in the input
/// whatever its line lengths. A line longer than ``maximumLineLength`` is not kept: it comes back as a
/// ``Line`` with ``Line/overLength`` set and no bytes, and reading goes on with the next line.
struct LineReader {
    /// One line: its number (from 1) and its bytes, without the line ending.
    struct Line: Sendable {
        let number: Int
        let bytes: ArraySlice<UInt8>
        /// The line as read, with a CR before its LF and the input's byte-order mark (without the LF):
        /// what `--only` writes back.
        var asRead: ArraySlice<UInt8> = []
        /// The line's length in bytes when it was longer than the limit (its bytes are then dropped).
        var overLength: Int? = nil

        /// Empty or JSON white space only (a CR left by a CRLF included): a line that separates records
        /// and holds none.
        var isBlank: Bool { overLength == nil && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
    }

    /// The default limit on one line: 64 MiB, far beyond any record, small beside the machine.
    static let defaultMaximumLineLength = 64 << 20
    static let blockSize = 1 << 18

    /// Lines longer than this many bytes are reported, not held in memory.
    let maximumLineLength: Int
    /// What the input is called in errors: `standard input` or the file's path.
    let name: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next LF resumes: bytes before it (from `start`) hold none.
    private var scanned = 0
    /// The bytes of an over-long line dropped so far, while skipping to its end.
    private var skipped: Int?
    private var endOfInput = false
    private var lineNumber = 0
    private var sawFirstBlock = false

    init(fileDescriptor: Int32, name: String = "standard input", maximumLineLength: Int = defaultMaximumLineLength) {
        self.descriptor = fileDescriptor
        self.name = name
        self.maximumLineLength = maximumLineLength
    }

    /// The next line, `nil` at the end of the input. A last line without a final LF is still a line.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read, or is UTF-16 (a byte-order mark says so).
    mutating func next() throws(ReadError) -> Line? {
        while true {
            if let newline = findNewline() {
                let line = buffer[start..<newline]
                start = newline + 1
                scanned = start
                return emit(line)
            }
            scanned = buffer.count
            if buffer.count - start > maximumLineLength {
                skipped = (skipped ?? 0) + buffer.count - start
                start = buffer.count
                scanned = start
            }
            if endOfInput {
                guard start < buffer.count || skipped != nil else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return emit(line)
            }
            try refill()
        }
    }

    /// The index of the next LF at or after `scanned`, with `memchr`.
    private func findNewline() -> Int? {
        guard scanned < buffer.count else { return nil }
        return buffer.withUnsafeBytes { bytes -> Int? in
            guard let found = memchr(bytes.baseAddress! + scanned, 0x0A, bytes.count - scanned) else { return nil }
            return bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }

    private mutating func emit(_ line: ArraySlice<UInt8>) -> Line {
        lineNumber += 1
        if skipped != nil || line.count > maximumLineLength {
            let length = (skipped ?? 0) + line.count
            skipped = nil
            return Line(number: lineNumber, bytes: [], overLength: length)
        }
        let content = line.withUnsafeBytes { bytes in
            LineFraming.content(0..<line.count, in: bytes, isFirst: lineNumber == 1)
        }
        return Line(
            number: lineNumber,
            bytes: line[(line.startIndex + content.lowerBound)..<(line.startIndex + content.upperBound)],
            asRead: line)
    }

    private mutating func refill() throws(ReadError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + oldCount, Self.blockSize) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            let reason = String(cString: strerror(errno))
            buffer.removeSubrange(oldCount...)
            throw ReadError(input: name, line: lineNumber + 1, message: reason)
        }
        buffer.removeSubrange((oldCount + count)...)
        if count == 0 { endOfInput = true }
        if !sawFirstBlock && (buffer.count >= 2 || endOfInput) {
            sawFirstBlock = true
            if let refusal = Self.utf16Refusal(buffer, input: name) { throw refusal }
        }
    }

    /// The error for input that starts with a UTF-16 byte-order mark, `nil` for any other start.
    static func utf16Refusal(_ bytes: [UInt8], input: String) -> ReadError? {
        guard let encoding = utf16Encoding(bytes) else { return nil }
        return ReadError(
            input: input, line: 1,
            message:
                "the input is \(encoding) (it starts with a byte-order mark); patterns reads UTF-8: convert it first, for example with 'iconv -f UTF-16 -t UTF-8'"
        )
    }

    /// `UTF-16LE` or `UTF-16BE` when the input starts with that byte-order mark.
    static func utf16Encoding(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return "UTF-16LE"
        case (0xFE, 0xFF): return "UTF-16BE"
        default: return nil
        }
    }
}

/// An input could not be read.
struct ReadError: Error, CustomStringConvertible {
    let input: String
    let line: Int
    let message: String
    var description: String { "cannot read \(input) at line \(line): \(message)" }
}
