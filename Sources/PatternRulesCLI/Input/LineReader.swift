import Foundation
import PatternRulesSupport

/// Reads lines from a file descriptor, one at a time, from the blocks of whole lines that ``LineBlocks``
/// (the one framer of line input) hands out in 256 KiB rounds: input of any size streams through in
/// memory bounded by the longest line (at most ``maximumLineLength``). A line ends at LF; a CR before the
/// LF (a CRLF file) is not part of the line, nor is a UTF-8 byte-order mark at the start of the input. A
/// CR that ends the input with no LF after it is part of the last line only with ``keepsFinalCR``.
///
/// A line longer than ``maximumLineLength`` is not kept: it comes back as a ``Line`` with
/// ``Line/overLength`` set and no bytes, and reading goes on with the next line.
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
        /// Whether a line feed ended the line (every line but a last one without it).
        var endsWithLineFeed = true

        /// Empty or JSON white space only (a CR left by a CRLF included): a line that separates records
        /// and holds none.
        var isBlank: Bool { overLength == nil && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }

        /// Calls `body` with this line as a ``BorrowedLine`` over its own bytes, for code that reads both.
        func borrowed<Result>(_ body: (BorrowedLine) throws -> Result) rethrows -> Result {
            try bytes.withUnsafeBufferPointer { bytes in
                try asRead.withUnsafeBufferPointer { asRead in
                    try body(
                        BorrowedLine(
                            number: number, bytes: bytes, asRead: asRead, overLength: overLength,
                            endsWithLineFeed: endsWithLineFeed))
                }
            }
        }
    }

    /// One line borrowed from the framer's buffer (``nextBorrowed()``): the same fields as ``Line``, its
    /// bytes valid until the next read. Nothing is copied and no storage is shared, so a line costs no
    /// reference counting.
    struct BorrowedLine {
        let number: Int
        let bytes: UnsafeBufferPointer<UInt8>
        /// The line as read, with a CR before its LF and the input's byte-order mark (without the LF).
        let asRead: UnsafeBufferPointer<UInt8>
        var overLength: Int? = nil
        var endsWithLineFeed = true

        /// The bytes read before the line's content: the input's byte-order mark, on its first line.
        var byteOrderMarkLength: Int {
            guard let content = bytes.baseAddress, let read = asRead.baseAddress else { return 0 }
            return read.distance(to: content)
        }
    }

    /// The default limit on one line: 64 MiB, far beyond any record, small beside the machine.
    static let defaultMaximumLineLength = 64 << 20
    static let blockSize = BatchSizes.lineBlock

    /// The framer, `nil` for a reader of one chunk (``init(chunk:maximumLineLength:keepsFinalCR:)``).
    private let blocks: LineBlocks?
    /// Lines longer than this many bytes are reported, not held in memory.
    let maximumLineLength: Int
    /// What the input is called in errors: `standard input` or the file's path.
    let name: String
    /// Whether a CR that ends the input (no LF after it) stays in the last line: `patterns find` searches
    /// it, as ripgrep does; records and validated lines read it as a line ending.
    private let keepsFinalCR: Bool
    /// The framer's current block of whole lines, read in place.
    private var region = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Where the next line of ``region`` starts.
    private var regionStart = 0
    /// How many blocks the framer has handed out: a new one is copied once for ``next()``'s lines.
    private var regionNumber = 0
    /// Whether ``region`` starts the input: its first line's byte-order mark is not part of it.
    private var regionStartsInput = false
    /// For ``next()``: the current block copied out of the framer's buffer, so that its lines outlive
    /// the next read; and which block that is.
    private var block: [UInt8] = []
    private var copiedRegion = 0
    private var lineNumber = 0

    /// `readsAsAvailable` hands out each line as soon as it is read (``LineBlocks``), for a conversation.
    init(
        fileDescriptor: Int32, name: String = "standard input", maximumLineLength: Int = defaultMaximumLineLength,
        readsAsAvailable: Bool = false, keepsFinalCR: Bool = false
    ) {
        (self.keepsFinalCR, self.maximumLineLength, self.name) = (keepsFinalCR, maximumLineLength, name)
        blocks = LineBlocks(
            descriptor: fileDescriptor, name: name, blockSize: Self.blockSize, maximumLineLength: maximumLineLength,
            readsAsAvailable: readsAsAvailable)
    }

    /// A reader of the lines of `chunk`, in place, numbered from its ``LineChunk/firstLine``: what a
    /// thread of `find --jobs` reads its share of a block with, framed as every other line is.
    init(chunk: LineChunk, maximumLineLength: Int, keepsFinalCR: Bool) {
        (self.keepsFinalCR, self.maximumLineLength, name) = (keepsFinalCR, maximumLineLength, "")
        blocks = nil
        region = chunk.bytes.assumingMemoryBound(to: UInt8.self)
        regionStartsInput = chunk.stripsByteOrderMark
        lineNumber = chunk.firstLine - 1
    }

    /// The number of the line handed out last (the one before the first, before any is read).
    var lastLineNumber: Int { lineNumber }

    /// The next line, `nil` at the end of the input, kept as long as the caller keeps it: its bytes are a
    /// slice of one copy of the framer's block, shared by that block's lines. A last line without a final
    /// LF is still a line.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read, or is UTF-16 (a byte-order mark says so).
    mutating func next() throws(ReadError) -> Line? {
        switch try nextPlace() {
        case nil:
            return nil
        case .overLong(let length, let endsWithLineFeed):
            return Line(number: lineNumber, bytes: [], overLength: length, endsWithLineFeed: endsWithLineFeed)
        case .line(let asRead, let content, let endsWithLineFeed):
            if copiedRegion != regionNumber {
                block.removeAll(keepingCapacity: true)
                block.append(contentsOf: region)
                copiedRegion = regionNumber
            }
            return Line(
                number: lineNumber, bytes: block[content], asRead: block[asRead], endsWithLineFeed: endsWithLineFeed)
        }
    }

    /// The next line, borrowed from the framer's buffer: valid until the next call. For a reader that
    /// needs a line only while it handles it (`patterns find`), with no copy and no reference counting;
    /// ``next()`` keeps lines as long as asked.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read, or is UTF-16.
    mutating func nextBorrowed() throws(ReadError) -> BorrowedLine? {
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        switch try nextPlace() {
        case nil:
            return nil
        case .overLong(let length, let endsWithLineFeed):
            return BorrowedLine(
                number: lineNumber, bytes: empty, asRead: empty, overLength: length, endsWithLineFeed: endsWithLineFeed)
        case .line(let asRead, let content, let endsWithLineFeed):
            return BorrowedLine(
                number: lineNumber, bytes: UnsafeBufferPointer(rebasing: region[content]),
                asRead: UnsafeBufferPointer(rebasing: region[asRead]), endsWithLineFeed: endsWithLineFeed)
        }
    }

    /// The rest of the framer's current block, from where the next line starts: whole lines a reader
    /// may pass over with ``skipLines(before:)`` instead of taking them one at a time. Empty before the
    /// first line is read and at the end of a block.
    var pending: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: region[min(regionStart, region.count)...])
    }

    /// Passes over the lines of ``pending`` that end before `offset` (a place in ``pending``), as
    /// ``nextBorrowed()`` would read them and number them, and returns how many bytes they held as read,
    /// line feeds included. It stops before a line over ``maximumLineLength``, which is handed out as
    /// usual to be reported, and never passes over the input's first line (its byte-order mark).
    mutating func skipLines(before offset: Int) -> Int {
        guard offset > 0, regionStart < region.count, !(regionStartsInput && regionStart == 0) else { return 0 }
        let base = region.baseAddress!
        let limit = regionStart + min(offset, region.count - regionStart)
        var skipped = 0
        // Where no line of the block can pass the limit, the lines are counted by their line feeds, eight
        // bytes at a time, up to the last line feed before `limit`.
        if maximumLineLength >= limit - regionStart {
            var end = limit
            while end > regionStart, base[end - 1] != 0x0A { end -= 1 }
            lineNumber += ASCIIWord.count(
                of: 0x0A, in: UnsafeRawBufferPointer(start: base + regionStart, count: end - regionStart))
            skipped = end - regionStart
            regionStart = end
            return skipped
        }
        while regionStart < limit {
            guard let found = memchr(base + regionStart, 0x0A, limit - regionStart) else { break }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard end - regionStart <= maximumLineLength else { break }
            skipped += end + 1 - regionStart
            regionStart = end + 1
            lineNumber += 1
        }
        return skipped
    }

    /// Where the next line lies in ``region``.
    private enum Place {
        /// The line as read (with a CR before its LF and the input's byte-order mark), and its content.
        case line(asRead: Range<Int>, content: Range<Int>, endsWithLineFeed: Bool)
        /// A line longer than the limit, whose bytes are not kept.
        case overLong(length: Int, endsWithLineFeed: Bool)
    }

    /// The next line's place in the framer's current block (reading the next block when this one is
    /// done), numbered in ``lineNumber``; `nil` at the end of the input.
    private mutating func nextPlace() throws(ReadError) -> Place? {
        while regionStart >= region.count {
            guard let blocks else { return nil }
            blocks.linesBefore = lineNumber
            switch try blocks.next() {
            case .lines(let bytes, let startsInput):
                region = bytes.assumingMemoryBound(to: UInt8.self)
                (regionStart, regionStartsInput) = (0, startsInput)
                regionNumber += 1
            case .overLong(let length):
                lineNumber += 1
                return .overLong(length: length, endsWithLineFeed: true)
            case nil:
                return nil
            }
        }
        let base = region.baseAddress!
        let end =
            memchr(base + regionStart, 0x0A, region.count - regionStart).map {
                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            } ?? region.count
        let line = regionStart..<end
        regionStart = end + 1
        lineNumber += 1
        if line.count > maximumLineLength { return .overLong(length: line.count, endsWithLineFeed: end < region.count) }
        let endsWithLineFeed = end < region.count
        let content = LineFraming.content(
            line, in: UnsafeRawBufferPointer(region), isFirst: regionStartsInput && line.lowerBound == 0,
            keepsFinalCR: keepsFinalCR && !endsWithLineFeed)
        return .line(asRead: line, content: content, endsWithLineFeed: endsWithLineFeed)
    }
}

/// An input could not be read.
struct ReadError: Error, CustomStringConvertible {
    let input: String
    let line: Int
    let message: String
    var description: String { "cannot read \(input) at line \(line): \(message)" }
}
