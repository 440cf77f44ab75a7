import Foundation
import PatternRulesSupport

/// A run of whole lines cut from a block that ``LineBlocks`` handed out, read in place on a thread of its
/// own: the unit of work of `validate`'s bulk path and of `find --jobs`. Its bytes are the block's, valid
/// until the framer's next read.
struct LineChunk: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    /// Whether the chunk starts the input: a UTF-8 byte-order mark before its first line is not part of
    /// that line.
    let stripsByteOrderMark: Bool
    /// The input's number of the chunk's first line: known before the chunks are read only where the
    /// output numbers lines, else 1 (the chunk's lines are then numbered from 1, and the ordered writer
    /// adds the lines before them).
    let firstLine: Int
    /// How many line feeds the chunk holds, where it is numbered (else 0).
    let lineFeeds: Int

    /// Whether ``firstLine`` is the input's number, not the chunk's own.
    let isNumbered: Bool

    /// `region` cut into up to `count` chunks of whole lines (each at least 64 KiB but the last); each
    /// knows its first line's number when `numberingFrom` gives the region's.
    static func cut(
        _ region: UnsafeRawBufferPointer, into count: Int, stripsByteOrderMark: Bool, numberingFrom: Int? = nil
    ) -> [LineChunk] {
        var chunks: [LineChunk] = []
        var start = 0
        var firstLine = numberingFrom ?? 1
        let size = max(region.count / max(count, 1), 1 << 16)
        while start < region.count {
            var end = min(region.count, start + size)
            if end < region.count,
                let newline = memchr(region.baseAddress! + end - 1, 0x0A, region.count - end + 1)
            {
                end = region.baseAddress!.distance(to: newline) + 1
            } else {
                end = region.count
            }
            let bytes = UnsafeRawBufferPointer(rebasing: region[start..<end])
            let lineFeeds = numberingFrom != nil ? ASCIIWord.count(of: 0x0A, in: bytes) : 0
            chunks.append(
                LineChunk(
                    bytes: bytes, stripsByteOrderMark: stripsByteOrderMark && start == 0, firstLine: firstLine,
                    lineFeeds: lineFeeds, isNumbered: numberingFrom != nil))
            firstLine += lineFeeds
            start = end
        }
        return chunks
    }
}
