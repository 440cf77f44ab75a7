import Foundation

/// A pattern compiled by Foundation's `NSRegularExpression` (ICU), the last engine of the chain.
/// `NSRegularExpression` is immutable and documented as safe to share between threads.
@usableFromInline
package final class FoundationProgram: @unchecked Sendable {
    private let regex: NSRegularExpression

    /// The most progress reports ICU may make during one match before it is stopped: ICU has no
    /// backtracking limit that Foundation exposes, so this bounds catastrophic patterns instead.
    static let progressBudget = 10_000

    /// Compiles `source` wrapped as `(?:source)\z` (see ``WholeStringSource``): ICU has no option that
    /// makes a match end at the end of the input.
    ///
    /// - Throws: ``PatternError`` with ICU's message when it rejects the syntax.
    init(source: String, options: PatternOptions) throws(PatternError) {
        guard !options.contains(.bytes) else {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .foundation,
                message:
                    "the foundation engine does not run this pattern: text read as bytes (ICU reads UTF-16 characters)"
            )
        }
        var regexOptions: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
        if options.contains(.extended) { regexOptions.insert(.allowCommentsAndWhitespace) }
        if options.contains(.dotMatchesLineSeparators) { regexOptions.insert(.dotMatchesLineSeparators) }
        if options.contains(.multiline) { regexOptions.insert(.anchorsMatchLines) }
        let candidates = WholeStringSource.candidates(for: source, endAssertion: #"\z"#)
        do {
            _ = try NSRegularExpression(pattern: source, options: regexOptions)
            // A plain loop: `lazy.compactMap { … }.first` would compile the winner twice.
            var wrapped: NSRegularExpression?
            for candidate in candidates {
                wrapped = try? NSRegularExpression(pattern: candidate, options: regexOptions)
                if wrapped != nil { break }
            }
            guard let wrapped else { throw CocoaError(.formatting) }
            regex = wrapped
        } catch {
            throw PatternError(
                .syntax, pattern: source, engine: .foundation,
                message: "ICU rejects the pattern: \(error.localizedDescription)")
        }
    }

    /// The three-state verdict: a whole match is valid; otherwise ICU's hit-end flag (the matcher looked
    /// at the end of the input, so more input could change the outcome) makes it incomplete.
    func verdict(_ input: String) -> Result<Verdict, MatchError> {
        run(input).map { outcome in
            outcome.matched ? .valid : (outcome.hitEnd ? .incomplete : .invalid)
        }
    }

    /// Whether the whole input matches.
    func matches(_ input: String) -> Result<Bool, MatchError> {
        run(input).map(\.matched)
    }

    private func run(_ input: String) -> Result<(matched: Bool, hitEnd: Bool), MatchError> {
        let range = NSRange(location: 0, length: (input as NSString).length)
        var matched = false
        var hitEnd = false
        var progressReports = 0
        var stopped = false
        regex.enumerateMatches(
            in: input, options: [.anchored, .reportCompletion, .reportProgress], range: range
        ) { match, flags, stop in
            if match != nil {
                matched = true
                stop.pointee = true
            }
            if flags.contains(.hitEnd) { hitEnd = true }
            // ICU gave up (its backtracking stack is full): no match then says nothing about the input.
            if flags.contains(.internalError) { stopped = true }
            if flags.contains(.progress) {
                progressReports += 1
                if progressReports > Self.progressBudget { stop.pointee = true }
            }
        }
        if progressReports > Self.progressBudget && !matched { return .failure(.timeLimitExceeded) }
        if stopped && !matched { return .failure(.engineStopped) }
        return .success((matched, hitEnd))
    }
}
