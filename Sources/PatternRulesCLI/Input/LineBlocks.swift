import Foundation

/// The one framer of line input: reads a file descriptor into a ``ReadBuffer`` and hands out blocks of
/// whole lines, so that the bulk validator and ``LineReader`` frame lines the same way. A block ends
/// after a line feed, except the last block of an input whose last line has none.
///
/// Memory is bounded by the block size and the longest line kept: a line that grows past
/// `maximumLineLength` without a line feed is dropped as it is read, and comes back as
/// ``Piece/overLong(length:)`` (its length without the line feed). Each byte is searched for a line feed
/// once, wherever reads end, so time is linear in the input. A UTF-16 byte-order mark at the start is
/// refused; a UTF-8 one is the consumer's to drop (``Piece/lines(_:startsInput:)`` says where it can be).
final class LineBlocks {
    /// What the input holds next.
    enum Piece {
        /// Whole lines, valid until the next call to ``next()``; `startsInput` when they are the first
        /// bytes of the input.
        case lines(UnsafeRawBufferPointer, startsInput: Bool)
        /// A line longer than the limit, whose bytes were dropped.
        case overLong(length: Int)
    }

    /// What the input is called in errors: `standard input` or the file's path.
    let name: String
    let maximumLineLength: Int
    /// Bytes read per round: a block is handed out once this much is held (or the input ends).
    let blockSize: Int
    /// Every byte read so far, for a progress line.
    private(set) var bytesRead = 0
    /// Lines handed out so far, complete or dropped: for the line number of a read error.
    var linesBefore = 0

    private let descriptor: Int32
    private let buffer: ReadBuffer
    private var endOfInput = false
    private var checkedStart = false
    private var atStart = true
    /// Bytes of an over-long line dropped so far, while skipping to its end.
    private var skipped: Int?
    /// Bytes at the start of the buffer known to hold no line feed.
    private var searched = 0
    /// The bytes handed out by the last ``next()``, dropped at the next call.
    private var handedOut = 0

    /// Whether lines are handed out as soon as a read brings them, rather than once a block is held: for a
    /// conversation on standard input (`patterns bowtie-harness`), where the next line comes only after
    /// the answer to this one.
    private let readsAsAvailable: Bool

    init(descriptor: Int32, name: String, blockSize: Int, maximumLineLength: Int, readsAsAvailable: Bool = false) {
        (self.descriptor, self.name, self.blockSize) = (descriptor, name, blockSize)
        self.maximumLineLength = maximumLineLength
        self.readsAsAvailable = readsAsAvailable
        buffer = ReadBuffer(capacity: blockSize + (1 << 16))
    }

    /// The next block of lines or dropped line, `nil` at the end of the input.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read, or is UTF-16.
    func next() throws(ReadError) -> Piece? {
        if handedOut > 0 {
            buffer.removeFirst(handedOut)
            handedOut = 0
        }
        while !endOfInput || !buffer.isEmpty || skipped != nil {
            if !endOfInput {
                // A line longer than a round needs more than the usual round: read on past it.
                try fill(atLeast: searched > 0 ? buffer.count + blockSize : 0)
            }
            if !checkedStart && (buffer.count >= 2 || endOfInput) {
                checkedStart = true
                if let refusal = UTF16Input.refusal(Array(buffer.bytes.prefix(4)), input: name) { throw refusal }
            }
            if let dropped = skipped {
                // The rest of an over-long line: up to its line feed, or all of the buffer.
                let raw = buffer.bytes
                guard let newline = raw.baseAddress.flatMap({ memchr($0, 0x0A, raw.count) }) else {
                    skipped = dropped + buffer.count
                    buffer.removeAll()
                    searched = 0
                    if endOfInput { return droppedLine(length: skipped!) }
                    continue
                }
                let length = raw.baseAddress!.distance(to: UnsafeRawPointer(newline))
                buffer.removeFirst(length + 1)
                searched = 0
                return droppedLine(length: dropped + length)
            }
            // The last line feed, found from the end (lines are short beside a block); bytes already
            // searched are not searched again while a long line grows.
            let end: Int
            if endOfInput {
                end = buffer.count
            } else if let lastNewline = buffer.lastLineFeed(from: searched) {
                end = lastNewline + 1
            } else {
                // No complete line yet: keep reading, unless the line is already over the limit.
                searched = buffer.count
                if buffer.count > maximumLineLength {
                    skipped = buffer.count
                    buffer.removeAll()
                    searched = 0
                }
                continue
            }
            guard end > 0 else { continue }
            searched = 0
            handedOut = end
            defer { atStart = false }
            return .lines(UnsafeRawBufferPointer(rebasing: buffer.bytes[0..<end]), startsInput: atStart)
        }
        return nil
    }

    private func droppedLine(length: Int) -> Piece {
        skipped = nil
        atStart = false
        return .overLong(length: length)
    }

    /// Reads until the buffer holds a block and at least `minimum` bytes, or the input ends.
    private func fill(atLeast minimum: Int) throws(ReadError) {
        let target = max(blockSize, minimum)
        while buffer.count < target {
            let count = buffer.read(from: descriptor, upTo: min(blockSize, target - buffer.count + (1 << 16)))
            guard count >= 0 else {
                throw ReadError(input: name, line: linesBefore + 1, message: String(cString: strerror(errno)))
            }
            if count == 0 {
                endOfInput = true
                return
            }
            bytesRead += count
            if readsAsAvailable { return }
        }
    }
}
