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

    /// Bytes read per job before a round of validation (``BatchSizes/bulkBlock``).
    static let blockSize = BatchSizes.bulkBlock

    /// What one chunk produced. Warnings carry the chunk's line index; only the first NUL warning
    /// overall is printed.
    struct ChunkResult {
        var output: [UInt8] = []
        /// With JSON Lines, the number of the chunk's next line, which opens its object.
        var nextLine: LineNumberDigits
        var warnings: [(line: Int, warning: InputWarning)] = []
        /// Lines per outcome, by ``LineOutcome/rawValue``.
        var counts = [Int](repeating: 0, count: LineOutcome.allCases.count)
        var lines = 0

        /// The result of a chunk whose first line is line `firstLine` of the input.
        init(firstLine: Int) { nextLine = LineNumberDigits(firstLine) }
    }

    /// Validates every line of `descriptor`; returns whether all were valid.
    func run(descriptor: Int32, name: String) throws(ReadError) -> Bool {
        var state = RunState()
        let blocks = LineBlocks(
            descriptor: descriptor, name: name, blockSize: Self.blockSize * jobs, maximumLineLength: maximumLineLength)
        var progress = ProgressLine(input: descriptor, sink: standardError)
        defer { progress?.finish() }
        var reported = 0
        while true {
            blocks.linesBefore = state.lineNumber
            let piece = try blocks.next()
            progress?.advance(by: blocks.bytesRead - reported)
            reported = blocks.bytesRead
            switch piece {
            case .lines(let region, let startsInput):
                state.atStart = startsInput
                validate(region, state: &state)
            case .overLong(let length):
                state.overLong(length: length, validator: self)
            case nil:
                return state.allValid
            }
        }
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
            var result = ChunkResult(firstLine: lineNumber)
            let mode = validator.emission
            let shown = mode.showsOverLimitText ? VerdictPrinter.overLimitText(length: length) : []
            shown.withUnsafeBytes { BulkLineValidator.record(.error, line: $0, mode: mode, into: &result) }
            validator.printer.output.write(bytes: result.output)
            validator.printer.add(counts: result.counts)
            allValid = false
            atStart = false
        }
    }

    /// Validates the complete lines of `region` on `jobs` threads and writes the results in order.
    private func validate(_ region: UnsafeRawBufferPointer, state: inout RunState) {
        // With JSON Lines each chunk numbers its own objects, so that the ordered writer only writes.
        let chunks = LineChunk.cut(
            region, into: emission.chunksPerRound(jobs: jobs), stripsByteOrderMark: state.atStart,
            numberingFrom: emission.numbersLines ? state.lineNumber + 1 : nil)
        state.atStart = false
        let (pattern, scanner, mode, limit) = (pattern, scanner, emission, maximumLineLength)
        orderedParallelForEach(count: chunks.count, workers: jobs) { index in
            Self.validate(chunks[index], pattern: pattern, scanner: scanner, mode: mode, limit: limit)
        } inOrder: { result in
            printer.output.write(bytes: result.output)
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
