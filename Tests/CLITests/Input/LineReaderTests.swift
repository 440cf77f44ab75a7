import Foundation
import Testing

@testable import PatternRulesCLI

/// The one line framer as its readers rely on it: LF ends a line, a CR before it and a byte-order mark
/// at the start are not part of it, a last line without LF is a line, and a final CR stays only for
/// `find`, which searches it as ripgrep does.
@Suite struct LineReaderTests {
    func lines(_ bytes: [UInt8], keepsFinalCR: Bool = false) throws -> [(
        content: String, asRead: String, lineFeed: Bool
    )] {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
        try pipe.fileHandleForWriting.close()
        var reader = LineReader(
            fileDescriptor: pipe.fileHandleForReading.fileDescriptor, keepsFinalCR: keepsFinalCR)
        var found: [(String, String, Bool)] = []
        while let line = try reader.next() {
            found.append(
                (
                    String(decoding: line.bytes, as: UTF8.self), String(decoding: line.asRead, as: UTF8.self),
                    line.endsWithLineFeed
                ))
        }
        return found
    }

    @Test func aCRBeforeALineFeedAndAByteOrderMarkAreNotPartOfTheLine() throws {
        let read = try lines([0xEF, 0xBB, 0xBF] + Array("ab\r\ncd\nef".utf8))
        #expect(read.map(\.content) == ["ab", "cd", "ef"])
        #expect(read.map(\.asRead) == ["\u{FEFF}ab\r", "cd", "ef"])
        #expect(read.map(\.lineFeed) == [true, true, false])
    }

    @Test func aCRThatEndsTheInputStaysOnlyWhereItIsSearched() throws {
        #expect(try lines(Array("ab\ncd\r".utf8)).map(\.content) == ["ab", "cd"])
        #expect(try lines(Array("ab\ncd\r".utf8), keepsFinalCR: true).map(\.content) == ["ab", "cd\r"])
        #expect(try lines(Array("ab\r\ncd\r".utf8), keepsFinalCR: true).map(\.content) == ["ab", "cd\r"])
    }

    @Test func aFileNameThatIsNotUTF8IsNamedByItsBytes() {
        #expect(InputPath(bytes: [0x66, 0xFF, 0x2E, 0x74]).displayName == "f\\xFF.t")
        #expect(InputPath("été.txt").displayName == "été.txt")
    }

    /// `find` passes over lines its prefilter clears: they are numbered as if read, the first line (its
    /// byte-order mark) is always read, and a line over the limit is handed out to be reported.
    @Test func passedOverLinesAreNumberedAndALineOverTheLimitIsNot() throws {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data("one\ntwo\r\nthree\nfour-long-line\nfive\n".utf8))
        try pipe.fileHandleForWriting.close()
        var reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, maximumLineLength: 10)
        #expect(reader.skipLines(before: 100) == 0)  // nothing read yet: the first line is never passed over
        #expect(try reader.nextBorrowed()?.number == 1)
        #expect(reader.skipLines(before: 0) == 0)
        // "two\r\n" and "three\n" are passed over; "four-long-line" is over the limit and stops it.
        #expect(reader.skipLines(before: reader.pending.count) == 11)
        let long = try #require(try reader.nextBorrowed())
        #expect(long.number == 4 && long.overLength == 14)
        // A place inside "five" passes over nothing: the line holding it is read.
        #expect(reader.skipLines(before: 2) == 0)
        let five = try #require(try reader.nextBorrowed())
        #expect(five.number == 5 && String(decoding: five.bytes, as: UTF8.self) == "five")
    }

    /// A thread of `find --jobs` reads a chunk of a block in place: numbered from the chunk's first line,
    /// with the byte-order mark dropped only where the chunk starts the input, and never passed over there.
    @Test func aChunkIsReadInPlaceAndOnlyTheInputsStartDropsAByteOrderMark() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = mark + Array("one\r\n".utf8) + mark + Array("two\nthree".utf8)
        try text.withUnsafeBytes { bytes in
            let chunks = LineChunk.cut(bytes, into: 2, stripsByteOrderMark: true, numberingFrom: 1)
            #expect(chunks.count == 1, "a chunk is at least 64 KiB")
            let start = LineChunk(
                bytes: UnsafeRawBufferPointer(rebasing: bytes[..<8]), stripsByteOrderMark: true, firstLine: 1,
                lineFeeds: 1, isNumbered: true)
            var first = LineReader(chunk: start, maximumLineLength: 100, keepsFinalCR: true)
            #expect(first.skipLines(before: 8) == 0, "the input's first line is never passed over")
            let one = try #require(try first.nextBorrowed())
            #expect(one.number == 1 && Array(one.bytes) == Array("one".utf8) && one.byteOrderMarkLength == 3)
            #expect(try first.nextBorrowed() == nil && first.lastLineNumber == 1)
            let rest = LineChunk(
                bytes: UnsafeRawBufferPointer(rebasing: bytes[8...]), stripsByteOrderMark: false, firstLine: 2,
                lineFeeds: 1, isNumbered: true)
            var second = LineReader(chunk: rest, maximumLineLength: 100, keepsFinalCR: true)
            let two = try #require(try second.nextBorrowed())
            #expect(two.number == 2 && Array(two.bytes) == mark + Array("two".utf8) && two.byteOrderMarkLength == 0)
            let three = try #require(try second.nextBorrowed())
            #expect(three.number == 3 && !three.endsWithLineFeed && second.lastLineNumber == 3)
        }
    }
}
