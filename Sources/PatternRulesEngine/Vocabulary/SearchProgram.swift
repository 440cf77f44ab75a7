/// What an engine's search program answers: the leftmost match at or after a position, as the engine's
/// dialect defines leftmost (PCRE2's and JavaScript's backtracking order: the first alternative that
/// matches, not the longest). The whole text stays visible, so lookbehinds, `\b` and `^` see what comes
/// before `start`. How matches follow each other is ``GlobalMatching``'s, per dialect.
package protocol SearchProgram: AnyObject, Sendable {
    /// The engine that searches.
    var engine: Engine { get }
    /// Why the automaton does not search this pattern, `nil` when it does: the refusal is visible, as
    /// ``Pattern/automatonRefusal`` is for validation.
    var automatonRefusal: String? { get }
    /// How the program searches, in words (``Pattern/searchStrategy()``).
    var strategy: String { get }
    /// The start of the first line at or after `start` (a line's start) of `text` that may hold a match,
    /// `nil` when none does. Lines end at LF (a CR before it is not part of the line) and each is read
    /// as a text of its own, as `patterns find` reads them. A program that can tell answers exactly;
    /// one that cannot answers `start`.
    func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int?
    /// Whether ``firstLineWithMatch(in:from:)`` can answer more than `start`.
    var passesOverText: Bool { get }
    /// The first match starting at or after `start` in `text` (UTF-8, possibly invalid: invalid bytes
    /// match nothing), or, with `anchoredNotEmpty`, the first non-empty match starting exactly at `start`.
    func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool)
        throws(MatchError) -> Range<Int>?
    /// Whether a run of searches over one text goes faster through a ``session()``: `false` where the
    /// program holds nothing per thread (a run then calls the program itself, with no reference to count).
    var wantsSession: Bool { get }
    /// The program a run of searches over one text calls (``GlobalMatching``): itself, or one that holds
    /// what the run's searches share (a lazy automaton's copy) until the run lets it go.
    func session() -> any SearchProgram
}

extension SearchProgram {
    package var strategy: String { "\(engine.rawValue)'s own search, from each position in turn" }
    package func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        start < text.count ? start : nil
    }
    package var passesOverText: Bool { false }
    package var wantsSession: Bool { false }
    package func session() -> any SearchProgram { self }
}

/// A search program that also reports a match's capture groups: PCRE2's, for a pattern in its own
/// syntax. (The automaton finds whole matches; a JavaScript pattern's translation renumbers its groups.)
package protocol CapturingSearchProgram: SearchProgram {
    /// The first match starting at or after `start`, with its groups: index 0 the whole match, then each
    /// group by its number, `nil` for a group that took no part in the match; `nil` when there is no match.
    func firstCaptures(in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(MatchError) -> [Range<Int>?]?
}

/// Why a search gave no answer: the pattern cannot be searched exactly, or a match limit stopped it.
public enum SearchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No engine searches this pattern exactly; the reason says why (a pattern only ICU reads, say).
    case unsupported(PatternError)
    /// A limit stopped a match before it could answer (``MatchLimits``).
    case stopped(MatchError)

    public var description: String {
        switch self {
        case .unsupported(let error): "cannot search with this pattern: \(error)"
        case .stopped(let error): "the search stopped: \(error)"
        }
    }
}
