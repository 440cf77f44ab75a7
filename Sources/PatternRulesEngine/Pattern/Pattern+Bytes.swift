import Foundation

extension Pattern {
    /// The verdict for UTF-8 bytes, without making a `String`: for servers that hold request bodies and
    /// files as bytes. Bytes that are not UTF-8 are ``Verdict/invalid`` (no text can make them valid),
    /// unless the pattern reads text as bytes (``PatternOptions/bytes``), where every byte is a character.
    ///
    /// - Throws: ``MatchError`` when a limit stopped the match (PCRE2 and Foundation engines).
    /// - Complexity: O(n) on the automaton; on PCRE2, a UTF-8 check then one match.
    public func verdict(forUTF8 bytes: UnsafeRawBufferPointer) throws(MatchError) -> Verdict {
        let buffer = UnsafeBufferPointer(
            start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        // The automaton reads bytes that are not UTF-8 as it reads text; the other engines take text, or
        // any bytes where the pattern reads text as bytes.
        switch program {
        case .automaton(let program): return program.verdict(buffer)
        case .other(let other):
            guard options.contains(.bytes) || UTF8Validation.isValid(bytes) else { return .invalid }
            return try other.program.verdict(text: buffer)
        }
    }

    /// Whether the whole of the UTF-8 `bytes` matches; bytes that are not UTF-8 never do.
    ///
    /// - Throws: ``MatchError`` when a limit stopped the match (PCRE2 and Foundation engines).
    public func matches(utf8 bytes: UnsafeRawBufferPointer) throws(MatchError) -> Bool {
        let buffer = UnsafeBufferPointer(
            start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        switch program {
        case .automaton(let program): return program.matches(buffer)
        case .other(let other):
            guard options.contains(.bytes) || UTF8Validation.isValid(bytes) else { return false }
            return try other.program.matches(text: buffer)
        }
    }

    /// The verdict for UTF-8 bytes; see ``verdict(forUTF8:)-(UnsafeRawBufferPointer)``.
    public func verdict(forUTF8 bytes: [UInt8]) throws(MatchError) -> Verdict {
        try bytes.withUnsafeBytes { raw in Result { () throws(MatchError) in try verdict(forUTF8: raw) } }.get()
    }

    /// Whether the whole of the UTF-8 `bytes` matches; see ``matches(utf8:)-(UnsafeRawBufferPointer)``.
    public func matches(utf8 bytes: [UInt8]) throws(MatchError) -> Bool {
        try bytes.withUnsafeBytes { raw in Result { () throws(MatchError) in try matches(utf8: raw) } }.get()
    }

    /// Validates every line of a UTF-8 buffer in one call: `body` gets each line's byte range (without
    /// its line feed, nor a carriage return before it) and its verdict, in order. A final line without a
    /// line feed counts; an empty buffer has no lines.
    ///
    /// The batch path for files and request bodies that hold many values: on the automaton, a large
    /// buffer is read in one pass with the line feed as one more transition (a line with a byte beyond
    /// ASCII is then read on its own); elsewhere lines are found with `memchr`. Lines are matched in
    /// place, and nothing is allocated per line.
    ///
    /// ```swift
    /// let email = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#)
    /// var valid = 0
    /// try Array("ab@cd.ef\nx\n".utf8).withUnsafeBytes { buffer in
    ///     try email.forEachLine(in: buffer) { _, verdict in if verdict == .valid { valid += 1 } }
    /// }
    /// // valid == 1
    /// ```
    ///
    /// - Parameters:
    ///   - buffer: UTF-8 text, lines separated by line feeds.
    ///   - body: Called per line with the line's range in `buffer` and its verdict, or the
    ///     ``MatchError`` that stopped its match.
    /// - Complexity: O(n) in the buffer's length on every engine but the backtracking ones' limits.
    public func forEachLine(
        in buffer: UnsafeRawBufferPointer, _ body: (Range<Int>, Result<Verdict, MatchError>) throws -> Void
    ) rethrows {
        guard buffer.baseAddress != nil else { return }
        // Below this size, building the scanner's table costs more than it saves.
        if buffer.count >= 1 << 14, let scanner = LineScanner(self) {
            var lines = ScannedLines()
            scanner.scan(buffer, into: &lines)
            var start = 0
            for index in 0..<lines.count {
                let end = lines.ends[index]
                let content = Self.lineContent(start..<end, in: buffer)
                if let verdict = lines.verdicts[index] {
                    try body(content, .success(verdict))
                } else {
                    let line = UnsafeRawBufferPointer(rebasing: buffer[content])
                    try body(content, Result { () throws(MatchError) in try verdict(forUTF8: line) })
                }
                start = end + 1
            }
            return
        }
        let base = buffer.baseAddress!
        var start = 0
        while start < buffer.count {
            let end: Int
            if let newline = memchr(base + start, 0x0A, buffer.count - start) {
                end = base.distance(to: UnsafeRawPointer(newline))
            } else {
                end = buffer.count
            }
            let content = Self.lineContent(start..<end, in: buffer)
            let line = UnsafeRawBufferPointer(rebasing: buffer[content])
            try body(content, Result { () throws(MatchError) in try verdict(forUTF8: line) })
            start = end + 1
        }
    }

    /// A line's bytes without the carriage return before its line feed.
    private static func lineContent(_ line: Range<Int>, in buffer: UnsafeRawBufferPointer) -> Range<Int> {
        line.upperBound > line.lowerBound && buffer[line.upperBound - 1] == 0x0D
            ? line.lowerBound..<line.upperBound - 1 : line
    }
}

@available(macOS 26.0, iOS 26.0, *)
extension Pattern {
    /// The verdict for the UTF-8 bytes of a `Span`; see ``verdict(forUTF8:)-(UnsafeRawBufferPointer)``.
    public func verdict(forUTF8 bytes: Span<UInt8>) throws(MatchError) -> Verdict {
        try bytes.withUnsafeBytes { raw in Result { () throws(MatchError) in try verdict(forUTF8: raw) } }.get()
    }

    /// Whether the whole of the UTF-8 bytes of a `Span` matches; see
    /// ``matches(utf8:)-(UnsafeRawBufferPointer)``.
    public func matches(utf8 bytes: Span<UInt8>) throws(MatchError) -> Bool {
        try bytes.withUnsafeBytes { raw in Result { () throws(MatchError) in try matches(utf8: raw) } }.get()
    }
}
