import Foundation
import PatternRules

/// The high-volume path of `patterns validate` for one pattern over lines. The input is read in large
/// blocks; each block's complete lines are cut into chunks at line feeds, four per job, and the jobs
/// take them in turn and read each in one pass of the pattern's ``LineScanner`` where it has one (else
/// line by line, with `memchr`), on the bytes in place (no `String` per line). Output and
/// warnings are written in input order, so they are byte-identical whatever the number of jobs, and
/// memory stays bounded by the block size and the longest line.
///
/// Each line gets what ``LineReader`` and the line-by-line path give it: a CR before the LF and a UTF-8
/// byte-order mark at the start are not part of it; a line over the limit is `error` with a warning and
/// is not held in memory; a line that is not UTF-8 is `invalid` with a warning naming the byte offset; a
/// match a limit stopped is `error` with a warning; the first line with a NUL byte gets one warning.
struct BulkLineValidator {
    let pattern: Pattern
    let jobs: Int
    let printer: VerdictPrinter
    let standardError: OutputSink
    let maximumLineLength: Int
    /// The one-pass reader of a chunk's lines, where the pattern runs on the automaton.
    let scanner: LineScanner?
    /// What each line writes for the printer's mode.
    let emission: Emission

    /// A validator of lines against `pattern`, whose lines that are not valid report `failure` (in JSON
    /// Lines output).
    init(
        pattern: Pattern, failure: any Error, jobs: Int, printer: VerdictPrinter, standardError: OutputSink,
        maximumLineLength: Int
    ) {
        (self.pattern, self.jobs, self.printer) = (pattern, jobs, printer)
        (self.standardError, self.maximumLineLength) = (standardError, maximumLineLength)
        scanner = LineScanner(pattern)
        emission = Emission(printer.mode, failures: printer.mode == .jsonLines ? printer.errorsMember([failure]) : [])
    }

    /// Bytes read per job before a round of validation.
    static let blockSize = 1 << 20

    /// What one chunk produced. Warnings carry the chunk's line index; only the first NUL warning
    /// overall is printed.
    struct ChunkResult {
        var output: [UInt8] = []
        /// With JSON Lines, where each line's object ends in ``output``: the ordered writer puts each
        /// line's number before it.
        var jsonLineEnds: [Int] = []
        var warnings: [(line: Int, warning: InputWarning)] = []
        /// Lines per outcome, by ``LineOutcome/rawValue``.
        var counts = [Int](repeating: 0, count: LineOutcome.allCases.count)
        var lines = 0
    }

    struct Chunk: @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer
        let stripsByteOrderMark: Bool
    }

    /// Validates every line of `descriptor`; returns whether all were valid.
    func run(descriptor: Int32, name: String) throws(ReadError) -> Bool {
        var state = RunState()
        let buffer = ReadBuffer(capacity: Self.blockSize * jobs + (1 << 16))
        var endOfInput = false
        var firstBlock = true
        var skipped: Int?  // bytes of an over-long line dropped so far
        var searched = 0  // bytes at the start of the buffer known to hold no line feed
        var progress = ProgressLine(input: descriptor, sink: standardError)
        defer { progress?.finish() }
        while !endOfInput || !buffer.isEmpty || skipped != nil {
            if !endOfInput {
                let before = buffer.count
                // A line longer than a round's blocks needs more than the usual round: read on past it.
                endOfInput = try fill(
                    buffer, from: descriptor, atLeast: searched > 0 ? buffer.count + Self.blockSize : 0,
                    name: name, line: state.lineNumber + 1)
                progress?.advance(by: buffer.count - before)
            }
            if firstBlock && (buffer.count >= 2 || endOfInput) {
                firstBlock = false
                if let refusal = LineReader.utf16Refusal(Array(buffer.bytes.prefix(4)), input: name) { throw refusal }
                state.atStart = true
            }
            // The last line feed, found from the end (lines are short beside a block); bytes already
            // searched are not searched again while a long line grows.
            let lastNewline = buffer.lastLineFeed(from: searched)
            if let dropped = skipped {
                // The rest of an over-long line: up to its line feed, or all of the buffer.
                let raw = buffer.bytes
                let newline = raw.baseAddress.flatMap { memchr($0, 0x0A, raw.count) }.map {
                    raw.baseAddress!.distance(to: $0)
                }
                guard let newline else {
                    skipped = dropped + buffer.count
                    buffer.removeAll()
                    searched = 0
                    if endOfInput {
                        state.overLong(length: skipped!, validator: self)
                        skipped = nil
                    }
                    continue
                }
                state.overLong(length: dropped + newline, validator: self)
                skipped = nil
                buffer.removeFirst(newline + 1)
                searched = 0
                continue
            }
            let end: Int
            if endOfInput {
                end = buffer.count
            } else if let lastNewline {
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
            validate(UnsafeRawBufferPointer(rebasing: buffer.bytes[0..<end]), state: &state)
            buffer.removeFirst(end)
            searched = 0
        }
        return state.allValid
    }

    /// Reads until the buffer holds a block per job and at least `minimum` bytes (or the input ends);
    /// returns whether it ended.
    private func fill(
        _ buffer: ReadBuffer, from descriptor: Int32, atLeast minimum: Int, name: String, line: Int
    ) throws(ReadError) -> Bool {
        let target = max(Self.blockSize * jobs, minimum)
        while buffer.count < target {
            let count = buffer.read(from: descriptor, upTo: min(Self.blockSize, target - buffer.count + (1 << 16)))
            guard count >= 0 else {
                throw ReadError(input: name, line: line, message: String(cString: strerror(errno)))
            }
            if count == 0 { return true }
        }
        return false
    }

    /// What carries from one block to the next: line numbers, the NUL warning, the exit status.
    private struct RunState {
        var lineNumber = 0
        var warnedAboutNUL = false
        var allValid = true
        /// The next line is the first of the input (its byte-order mark is dropped).
        var atStart = false

        mutating func overLong(length: Int, validator: BulkLineValidator) {
            lineNumber += 1
            validator.standardError.writeLine(
                InputWarning.overLength(length).text("line \(lineNumber)", limit: validator.maximumLineLength))
            var result = ChunkResult()
            let mode = validator.emission
            let shown = mode.showsOverLimitText ? VerdictPrinter.overLimitText(length: length) : []
            shown.withUnsafeBytes { BulkLineValidator.record(.error, line: $0, mode: mode, into: &result) }
            validator.write(result, firstLine: lineNumber)
            validator.printer.add(counts: result.counts)
            allValid = false
            atStart = false
        }
    }

    /// Writes a chunk's output, whose first line is line `firstLine` of the input: as it is, or with
    /// JSON Lines each object opened with its line's number.
    func write(_ result: ChunkResult, firstLine: Int) {
        guard !result.jsonLineEnds.isEmpty else {
            printer.output.write(bytes: result.output)
            return
        }
        // Written in pieces of about 256 KiB, so that numbering adds no second copy of the chunk.
        var numbered: [UInt8] = []
        numbered.reserveCapacity(Self.jsonPiece + 4096)
        result.output.withUnsafeBufferPointer { output in
            var start = 0
            for (index, end) in result.jsonLineEnds.enumerated() {
                numbered.append("{\"line\": ")
                numbered.appendDecimal(firstLine + index)
                numbered.append(contentsOf: UnsafeBufferPointer(rebasing: output[start..<end]))
                start = end
                if numbered.count >= Self.jsonPiece {
                    printer.output.write(bytes: numbered)
                    numbered.removeAll(keepingCapacity: true)
                }
            }
        }
        printer.output.write(bytes: numbered)
    }

    private static let jsonPiece = 1 << 18

    /// Validates the complete lines of `region` on `jobs` threads and writes the results in order.
    private func validate(_ region: UnsafeRawBufferPointer, state: inout RunState) {
        // Four chunks per job, each taken by the next job free: a job held up (its core taken for a while,
        // or a chunk of slow lines) no longer holds the round up with a whole block of its own. One job
        // reads the round as one chunk.
        let chunks = Self.cut(region, into: jobs == 1 ? 1 : jobs * 4, stripsByteOrderMark: state.atStart)
        state.atStart = false
        let (pattern, scanner, mode, limit) = (pattern, scanner, emission, maximumLineLength)
        orderedParallelForEach(count: chunks.count, workers: jobs) { index in
            Self.validate(chunks[index], pattern: pattern, scanner: scanner, mode: mode, limit: limit)
        } inOrder: { result in
            write(result, firstLine: state.lineNumber + 1)
            for (line, warning) in result.warnings {
                if case .containsNUL = warning {
                    if state.warnedAboutNUL { continue }
                    state.warnedAboutNUL = true
                }
                standardError.writeLine(warning.text("line \(state.lineNumber + line)", limit: maximumLineLength))
            }
            printer.add(counts: result.counts)
            if result.counts[LineOutcome.valid.rawValue] != result.lines { state.allValid = false }
            state.lineNumber += result.lines
        }
    }
}
