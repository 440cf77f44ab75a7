/// A finder of one national or international identifier (a tax, health or identity number) as
/// python-stdnum's module for it validates it: the written forms it is looked for in (``forms``), and
/// the check of its compact form (``isValid(compact:)``), which answers as `stdnum.<module>.is_valid`.
///
/// A value is a match of the forms that stands alone: no letter, mark or digit of any script right
/// before or after it, nor a separator that joins it to one more digit (`943 476 5919 1` holds no NHS
/// number, `078-05-1121-3` no SSN). A candidate that fails is not a value, and no part of it is tried: every place inside one
/// touches a digit.
public protocol IdentifierFinder: RegisteredFinder {
    /// The forms the identifier is written in, compiled once.
    static var forms: IdentifierForms { get }

    /// Whether `compact` (the candidate's ASCII bytes, its separators removed) is valid, as python-stdnum
    /// says.
    static func isValid(compact: [UInt8]) -> Bool

    init()
}

extension IdentifierFinder {
    public static var spellings: [String] { [family] }
    /// `context` where the finder has context words (``RegisteredFinder/contextWords``).
    public static var options: [String] { contextWords.isEmpty ? [] : ["context"] }

    /// The finder; an identifier takes no settings, so `name` is its family alone.
    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        guard name == family else { throw .unknownRule(name) }
        return Self()
    }

    public var candidates: Pattern { Self.forms.pattern }

    /// The valid identifiers in `text`, each with its compact form as its canonical form.
    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue] {
        var found: [FoundValue] = []
        try Self.forms.searcher.forEachMatch(in: text) { range in
            guard Self.forms.standsAlone(range, in: text) else { return true }
            let compact = text[range].filter { !Self.forms.separators.contains($0) }
            if Self.isValid(compact: compact) {
                found.append(FoundValue(utf8Range: range, canonical: String(decoding: compact, as: UTF8.self)))
            }
            return true
        }
        return found
    }
}

/// The forms an identifier is written in: a pattern whose matches are its candidates, and the separators
/// its forms put between groups, which its compact form leaves out.
public final class IdentifierForms: Sendable {
    /// The forms, one pattern (PCRE2 syntax, ASCII).
    public let pattern: Pattern
    let searcher: Pattern.Searcher
    /// The separators (ASCII) the forms put between groups.
    let separators: [UInt8]

    /// The forms `source`, whose separators are the characters of `separators`.
    init(_ source: String, separators: String) {
        pattern = BuiltinPattern.compileLeniently(source)
        do {
            searcher = try pattern.searcher()
        } catch {
            // Every identifier's forms are searched exactly (FinderRegistryTests makes each finder): a bug.
            preconditionFailure("identifier forms that no engine searches: \(error)")
        }
        self.separators = Array(separators.utf8)
    }

    /// Whether the candidate at `range` stands alone in `text`: no letter, mark or digit next to it, nor
    /// one of its forms' separators (or `.` or `-`) between it and a further digit. A space is such a
    /// separator only for forms that group with spaces: `123456789 987654321` holds two US SSNs.
    func standsAlone(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !UTF8Scalar.joinsWord(endingAt: range.lowerBound, in: text),
            !UTF8Scalar.joinsWord(startingAt: range.upperBound, in: text)
        else { return false }
        let before = range.lowerBound
        if before >= 2, joins(text[before - 1]), ASCIIText.isDigit(text[before - 2]) { return false }
        let after = range.upperBound
        if after + 1 < text.count, joins(text[after]), ASCIIText.isDigit(text[after + 1]) { return false }
        return true
    }

    /// Whether `byte` joins two groups of digits in these forms' writing.
    private func joins(_ byte: UInt8) -> Bool {
        separators.contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
