import Foundation
import PatternRulesSupport

/// The pieces of ripgrep's JSON Lines output (`rg --json`) that `patterns find --json` writes: arbitrary
/// data as `{"text": …}` when it is UTF-8 and `{"bytes": BASE64}` when it is not, and the statistics
/// objects of the `end` and `summary` messages.
enum RipgrepJSON {
    /// `bytes` as ripgrep's arbitrary-data object.
    static func data(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return "{\"text\":\(JSONText.quoted(text))}" }
        return "{\"bytes\":\"\(Data(bytes).base64EncodedString())\"}"
    }

    /// A duration as ripgrep writes it: seconds, nanoseconds and a human form.
    static func duration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanos = attoseconds / 1_000_000_000
        let human = String(format: "%.6fs", Double(seconds) + Double(nanos) / 1e9)
        return "{\"secs\":\(seconds),\"nanos\":\(nanos),\"human\":\"\(human)\"}"
    }

    /// The counts of an `end` or `summary` message.
    struct Stats {
        var elapsed: Duration = .zero
        var searches = 0
        var searchesWithMatch = 0
        var bytesSearched = 0
        var bytesPrinted = 0
        var matchedLines = 0
        var matches = 0

        mutating func add(_ other: Stats) {
            elapsed += other.elapsed
            searches += other.searches
            searchesWithMatch += other.searchesWithMatch
            bytesSearched += other.bytesSearched
            bytesPrinted += other.bytesPrinted
            matchedLines += other.matchedLines
            matches += other.matches
        }

        var json: String {
            "{\"elapsed\":\(RipgrepJSON.duration(elapsed)),\"searches\":\(searches),\"searches_with_match\":\(searchesWithMatch),\"bytes_searched\":\(bytesSearched),\"bytes_printed\":\(bytesPrinted),\"matched_lines\":\(matchedLines),\"matches\":\(matches)}"
        }
    }
}
