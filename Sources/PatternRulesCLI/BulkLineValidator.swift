import Dispatch
import PatternRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The high-volume path of `patterns validate` for one pattern over lines: batches of lines are matched
/// on their bytes in place (no `String` per line), split across `jobs` threads, and their output and
/// warnings are written in input order, so the output is byte-identical whatever the number of jobs.
///
/// Each line gets what the line-by-line path gives it: over-long lines are `error` with a warning,
/// lines that are not UTF-8 are `invalid` with a warning naming the byte offset, a match a limit stopped
/// is `error` with a warning, and the first line with a NUL byte gets one warning about UTF-16.
struct BulkLineValidator {
    let pattern: Pattern
    let jobs: Int
    let printer: VerdictPrinter
    let standardError: OutputSink
    let maximumLineLength: Int

    /// Lines per batch: enough for each thread to run long between joins, few enough to keep memory
    /// bounded (a batch holds at most this many lines of at most the line limit).
    static let batchLines = 16_384

    /// What one chunk of a batch produced.
    private struct ChunkResult {
        var output: [UInt8] = []
        /// Warnings in order; the NUL warning is marked so that only the first one overall is printed.
        var warnings: [(text: String, isNUL: Bool)] = []
        var counts = [0, 0, 0, 0]  // valid, incomplete, invalid, error
    }

    /// Validates every line `reader` gives; returns whether all were valid.
    func run(_ reader: inout LineReader) throws(ReadError) -> Bool {
        var warnedAboutNUL = false
        var allValid = true
        var batch: [LineReader.Line] = []
        batch.reserveCapacity(Self.batchLines)
        var endOfInput = false
        while !endOfInput {
            batch.removeAll(keepingCapacity: true)
            while batch.count < Self.batchLines, let line = try reader.next() { batch.append(line) }
            endOfInput = batch.count < Self.batchLines
            guard !batch.isEmpty else { break }
            for result in process(batch) {
                printer.output.write(bytes: result.output)
                for warning in result.warnings where !warning.isNUL || !warnedAboutNUL {
                    if warning.isNUL { warnedAboutNUL = true }
                    standardError.writeLine(warning.text)
                }
                printer.add(counts: result.counts)
                if result.counts[0] != result.counts.reduce(0, +) { allValid = false }
            }
        }
        return allValid
    }

    /// The batch cut into one contiguous chunk per job, validated concurrently.
    private func process(_ batch: [LineReader.Line]) -> [ChunkResult] {
        let maximumLineLength = self.maximumLineLength
        let chunkCount = max(1, min(jobs, batch.count / 256))
        let chunkSize = (batch.count + chunkCount - 1) / chunkCount
        // Each chunk's slot is written by one thread only, and read after all have joined.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<ChunkResult>.allocate(capacity: chunkCount)
        results.initialize(repeating: ChunkResult())
        defer { results.deallocate() }
        let (pattern, mode, limit) = (pattern, printer.mode, maximumLineLength)
        let work = { @Sendable (chunk: Int) in
            let lines = batch[(chunk * chunkSize)..<min(batch.count, (chunk + 1) * chunkSize)]
            results[chunk] = Self.validate(lines, pattern: pattern, mode: mode, limit: limit)
        }
        if chunkCount == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunkCount, execute: work)
        }
        return Array(results)
    }

    private static func validate(
        _ lines: ArraySlice<LineReader.Line>, pattern: Pattern, mode: VerdictPrinter.Mode, limit: Int
    ) -> ChunkResult {
        var result = ChunkResult()
        result.output.reserveCapacity(lines.count * 32)
        for line in lines {
            if let length = line.overLength {
                result.warnings.append(
                    (
                        "warning: line \(line.number): \(length) bytes, longer than the limit of \(limit); reported as 'error'",
                        false
                    ))
                record(3, line: [], mode: mode, into: &result)
                continue
            }
            if line.bytes.withUnsafeBytes({
                $0.baseAddress.map { base in memchr(base, 0, line.bytes.count) != nil } ?? false
            }) {
                result.warnings.append(
                    (
                        "warning: line \(line.number) contains NUL bytes: patterns reads UTF-8; UTF-16 input must be converted first (iconv -f UTF-16 -t UTF-8)",
                        true
                    ))
            }
            let verdict = line.bytes.withUnsafeBytes { raw in
                Result { () throws(MatchError) in try pattern.verdict(forUTF8: raw) }
            }
            switch verdict {
            case .success(let verdict):
                if verdict == .invalid, !Self.isASCII(line.bytes), String(validating: line.bytes, as: UTF8.self) == nil
                {
                    result.warnings.append(
                        (
                            "warning: line \(line.number): invalid UTF-8 at byte offset \(ValidateCommand.firstInvalidByte(line.bytes)); reported as 'invalid'",
                            false
                        ))
                }
                record(
                    verdict == .valid ? 0 : verdict == .incomplete ? 1 : 2, line: line.bytes, mode: mode, into: &result)
            case .failure(let error):
                result.warnings.append(("warning: line \(line.number): \(error); reported as 'error'", false))
                record(3, line: line.bytes, mode: mode, into: &result)
            }
        }
        return result
    }

    /// Whether every byte is below 0x80 (then the line is UTF-8): eight bytes at a time.
    private static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                index += 8
            }
            while index < raw.count {
                if raw[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    private static let outcomeLabels: [[UInt8]] = VerdictPrinter.outcomes.map { Array(($0 + "\t").utf8) }

    /// Appends the line's output for the printer's mode.
    @inline(__always)
    private static func record(
        _ outcome: Int, line: ArraySlice<UInt8>, mode: VerdictPrinter.Mode, into result: inout ChunkResult
    ) {
        result.counts[outcome] += 1
        switch mode {
        case .lines:
            result.output.append(contentsOf: outcomeLabels[outcome])
            result.output.append(contentsOf: line)
            result.output.append(0x0A)
        case .only(let wanted) where wanted == VerdictPrinter.outcomes[outcome]:
            result.output.append(contentsOf: line)
            result.output.append(0x0A)
        case .only, .count, .jsonLines:
            break
        }
    }
}
