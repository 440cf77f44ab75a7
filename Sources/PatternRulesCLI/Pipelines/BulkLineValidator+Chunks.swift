import Foundation
import PatternRules
import PatternRulesSupport

/// The work of one chunk (``LineChunk``): finding and validating its lines on its own thread.
extension BulkLineValidator {
    /// Finds and validates the lines of one chunk: in one pass of the scanner where the pattern has one,
    /// and a line whose verdict or warnings the scanner does not give (beyond ASCII, over the limit,
    /// with a NUL byte) line by line.
    static func validate(
        _ chunk: LineChunk, pattern: Pattern, scanner: LineScanner?, mode sharedMode: Emission, limit: Int
    ) -> ChunkResult {
        let mode = sharedMode.ownCopy()
        var result = ChunkResult(firstLine: chunk.firstLine)
        result.output.reserveCapacity(mode.expectedOutput(of: chunk))
        guard let base = chunk.bytes.baseAddress else { return result }
        // NUL bytes are rare: one search of the chunk spares a search of every line.
        let chunkHasNUL = memchr(base, 0, chunk.bytes.count) != nil
        if let scanner {
            validateScanned(
                chunk, scanner: scanner, pattern: pattern, hasNUL: chunkHasNUL, mode: mode, limit: limit, into: &result)
            return result
        }
        var start = 0
        while start < chunk.bytes.count {
            let end =
                memchr(base + start, 0x0A, chunk.bytes.count - start).map { base.distance(to: $0) } ?? chunk.bytes.count
            result.lines += 1
            validateLine(
                start..<end, number: result.lines, of: chunk, pattern: pattern, checksNUL: chunkHasNUL, mode: mode,
                limit: limit, into: &result)
            start = end + 1
        }
        return result
    }

    /// The lines of a chunk read in one pass of `scanner`; a line whose verdict or warnings it does not
    /// give (beyond ASCII, over the limit, with a NUL byte) is read on its own.
    private static func validateScanned(
        _ chunk: LineChunk, scanner: LineScanner, pattern: Pattern, hasNUL chunkHasNUL: Bool, mode: Emission,
        limit: Int,
        into result: inout ChunkResult
    ) {
        let base = chunk.bytes.baseAddress!
        // Counting only (no line written): the scan tallies verdicts, and only lines beyond ASCII are
        // visited, unless a line over the limit or a NUL byte needs each line's warning.
        if case .nothing = mode, !chunkHasNUL {
            var tallied = TalliedLines()
            scanner.scan(chunk.bytes, into: &tallied)
            if tallied.longest <= limit {
                // The scanner tallies by verdict, in the library's order.
                for (index, verdict) in Verdict.allCases.enumerated() {
                    result.counts[LineOutcome(verdict).rawValue] += tallied.tallies[index]
                }
                for line in tallied.unread {
                    validateLine(
                        line.bytes, number: result.lines + line.index + 1, of: chunk, pattern: pattern,
                        checksNUL: false,
                        mode: mode, limit: limit, into: &result)
                }
                result.lines += tallied.count
                return
            }
        }
        var lines = ScannedLines()
        scanner.scan(chunk.bytes, into: &lines)
        // `--only`: consecutive lines written as they are read (each with its line feed) are copied
        // as one run, not one by one.
        var run = 0..<0
        func writeRun() {
            guard !run.isEmpty else { return }
            result.output.append(
                contentsOf: UnsafeRawBufferPointer(rebasing: chunk.bytes[run]).assumingMemoryBound(to: UInt8.self))
            run = 0..<0
        }
        var start = 0
        for index in 0..<lines.count {
            let end = lines.ends[index]
            result.lines += 1
            if let verdict = lines.verdicts[index], end - start <= limit,
                !chunkHasNUL || memchr(base + start, 0, end - start) == nil
            {
                let outcome = LineOutcome(verdict)
                if case .only(let wanted) = mode, wanted == outcome, end < chunk.bytes.count {
                    result.counts[outcome.rawValue] += 1
                    if run.upperBound != start { writeRun() }
                    run = (run.isEmpty ? start : run.lowerBound)..<end + 1
                } else {
                    writeRun()
                    // An ASCII line: no byte-order mark to drop, and UTF-8.
                    let content = LineFraming.content(start..<end, in: chunk.bytes, isFirst: false)
                    record(
                        outcome, line: UnsafeRawBufferPointer(rebasing: chunk.bytes[content]),
                        asRead: UnsafeRawBufferPointer(rebasing: chunk.bytes[start..<end]), mode: mode, into: &result)
                }
            } else {
                writeRun()
                validateLine(
                    start..<end, number: result.lines, of: chunk, pattern: pattern, checksNUL: chunkHasNUL,
                    mode: mode, limit: limit, into: &result)
            }
            start = end + 1
        }
        writeRun()
    }

    /// Validates one line of a chunk (`line`: its bytes up to its line feed) with every warning it needs.
    private static func validateLine(
        _ raw: Range<Int>, number lineNumber: Int, of chunk: LineChunk, pattern: Pattern, checksNUL: Bool,
        mode: Emission, limit: Int, into result: inout ChunkResult
    ) {
        if raw.count > limit {
            result.warnings.append((lineNumber, .overLength(raw.count)))
            if mode.showsOverLimitText {
                VerdictPrinter.overLimitText(length: raw.count).withUnsafeBytes { text in
                    record(.error, line: text, mode: mode, into: &result)
                }
            } else {
                record(.error, line: UnsafeRawBufferPointer(start: nil, count: 0), mode: mode, into: &result)
            }
            return
        }
        let content = LineFraming.content(raw, in: chunk.bytes, isFirst: chunk.stripsByteOrderMark && lineNumber == 1)
        let line = UnsafeRawBufferPointer(rebasing: chunk.bytes[content])
        let asRead = UnsafeRawBufferPointer(rebasing: chunk.bytes[raw])
        if checksNUL, let lineBase = line.baseAddress, memchr(lineBase, 0, line.count) != nil {
            result.warnings.append((lineNumber, .containsNUL))
        }
        switch Result(catching: { () throws(MatchError) in try pattern.verdict(forUTF8: line) }) {
        case .success(let verdict):
            if verdict == .invalid, !ASCIIWord.isASCII(line), String(validating: line, as: UTF8.self) == nil {
                result.warnings.append((lineNumber, .invalidUTF8(in: ArraySlice(line))))
            }
            record(LineOutcome(verdict), line: line, asRead: asRead, mode: mode, into: &result)
        case .failure(let error):
            result.warnings.append((lineNumber, .stopped(error)))
            record(.error, line: line, asRead: asRead, mode: mode, into: &result)
        }
    }

    /// What a line's outcome writes, decided once from the printer's mode: `--only` names its outcome as
    /// text, which is not compared again for every line.
    enum Emission: Sendable {
        /// `outcome<TAB>line`.
        case lines
        /// The line itself, for this outcome only.
        case only(LineOutcome)
        /// `{"line": N, "verdict": …, "input": …}`, numbered from the chunk's first line
        /// (``LineChunk/firstLine``). A line that is not valid gains `failures`, the `"errors"` member of the
        /// rule's one error, spelled once.
        case jsonLines(failures: [UInt8])
        /// Nothing (counts).
        case nothing

        init(_ mode: VerdictPrinter.Mode, failures: [UInt8] = []) {
            switch mode {
            case .lines: self = .lines
            case .only(let wanted): self = .only(wanted)
            case .jsonLines: self = .jsonLines(failures: failures)
            case .count: self = .nothing
            }
        }

        /// About how many bytes `chunk` writes, reserved before it is read: a JSON Lines object is the
        /// line's text plus its members, more than ten times a short line.
        func expectedOutput(of chunk: LineChunk) -> Int {
            let text = chunk.bytes.count + chunk.bytes.count / 2
            guard case .jsonLines(let failures) = self else { return text }
            return text + chunk.lineFeeds * (Self.jsonMembers + failures.count)
        }

        /// The bytes of a JSON Lines object around its line's text and errors, with a long line number:
        /// `{"line": N, "verdict": "incomplete", "input": ""}` and its line feed.
        private static let jsonMembers = 64

        /// The same emission with bytes of its own: a line's output retains what it appends, and a retain
        /// of an array every job shares is an atomic write to a count each core takes in turn, so each
        /// chunk reads a copy only its job retains.
        func ownCopy() -> Emission {
            guard case .jsonLines(let failures) = self else { return self }
            return .jsonLines(failures: failures.withUnsafeBufferPointer { Array($0) })
        }

        /// How many chunks a round's block is cut into. Four per job, each taken by the next job free: a
        /// job held up (its core taken for a while, or a chunk of slow lines) does not hold the round up
        /// with a whole block of its own; one job reads the round as one chunk. JSON Lines, which writes
        /// ten times a short line's bytes, cuts sixteen per job, so that a chunk's output stays a few MiB
        /// that the allocator hands back for the next (past 32 MiB it maps fresh, zeroed pages).
        func chunksPerRound(jobs: Int) -> Int {
            if numbersLines { return jobs * 16 }
            return jobs == 1 ? 1 : jobs * 4
        }

        /// Whether each line's output carries its number, which a chunk then needs before it is read.
        var numbersLines: Bool {
            if case .jsonLines = self { true } else { false }
        }

        /// Whether a line over the limit shows as a note of its length (an empty input would read as a
        /// line that was empty).
        var showsOverLimitText: Bool {
            switch self {
            case .only, .jsonLines: true
            case .lines, .nothing: false
            }
        }
    }

    /// Appends the line's output for the printer's mode: `--only` writes the line as it was read
    /// (`asRead`, with its CR and byte-order mark; `line` when not given), else its content escaped
    /// where needed (``TextField``).
    @inline(__always)
    static func record(
        _ outcome: LineOutcome, line: UnsafeRawBufferPointer, asRead: UnsafeRawBufferPointer? = nil, mode: Emission,
        into result: inout ChunkResult
    ) {
        result.counts[outcome.rawValue] += 1
        switch mode {
        case .lines:
            result.output.append(outcome.label)
            TextField.append(line, to: &result.output)
            result.output.append(0x0A)
        case .only(let wanted) where wanted == outcome:
            // Typed bytes are appended in one copy; a raw buffer would be appended byte by byte.
            result.output.append(contentsOf: (asRead ?? line).assumingMemoryBound(to: UInt8.self))
            result.output.append(0x0A)
        case .jsonLines(let failures):
            result.output.append("{\"line\": ")
            result.nextLine.append(to: &result.output)
            result.nextLine.increment()
            let isText = outcome.appendJSONMembers(input: line, to: &result.output)
            if isText && (outcome == .invalid || outcome == .incomplete) { result.output.append(contentsOf: failures) }
            result.output.append("}\n")
        case .only, .nothing:
            break
        }
    }
}
