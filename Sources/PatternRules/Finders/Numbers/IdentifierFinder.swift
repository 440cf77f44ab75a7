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

    /// The canonical form of a valid `compact` value; by default `compact` itself.
    static func canonical(compact: [UInt8]) -> String

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

    public static func canonical(compact: [UInt8]) -> String { String(decoding: compact, as: UTF8.self) }

    public var candidates: Pattern { Self.forms.pattern }

    /// The valid identifiers in `text`, each with its canonical form (``canonical(compact:)``).
    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue] {
        var found: [FoundValue] = []
        try Self.forms.searcher.forEachMatch(in: text) { range in
            guard Self.forms.standsAlone(range, in: text) else { return true }
            let compact = text[range].filter { !Self.forms.separators.contains($0) }
            if Self.isValid(compact: compact) {
                found.append(FoundValue(utf8Range: range, canonical: Self.canonical(compact: compact)))
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
    /// Whether the groups are of hexadecimal digits (a MAC address), where a letter `a` to `f` beyond a
    /// separator continues the value as a digit does.
    let hexadecimal: Bool

    /// The forms `source`, whose separators are the characters of `separators`.
    init(_ source: String, separators: String, hexadecimal: Bool = false) {
        pattern = BuiltinPattern.compileLeniently(source)
        do {
            searcher = try pattern.searcher()
        } catch {
            // Every identifier's forms are searched exactly (FinderRegistryTests makes each finder): a bug.
            preconditionFailure("identifier forms that no engine searches: \(error)")
        }
        self.separators = Array(separators.utf8)
        self.hexadecimal = hexadecimal
    }

    /// Whether the candidate at `range` stands alone in `text`: no letter, mark or digit next to it, nor
    /// one of its forms' separators (or `.` or `-`) between it and a further digit. A space is such a
    /// separator only for forms that group with spaces: `123456789 987654321` holds two US SSNs. In
    /// hexadecimal forms a hexadecimal letter or a further separator beyond one continues the value too
    /// (`d0:50:99:84:a2:a0:ff`, the end of an IPv6 address `::12:34:56:78:9a:bc`).
    func standsAlone(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !UTF8Scalar.joinsWord(endingAt: range.lowerBound, in: text),
            !UTF8Scalar.joinsWord(startingAt: range.upperBound, in: text)
        else { return false }
        let before = range.lowerBound
        if before >= 2, joins(text[before - 1]), continues(text[before - 2]) { return false }
        let after = range.upperBound
        if after + 1 < text.count, joins(text[after]), continues(text[after + 1]) { return false }
        return true
    }

    /// Whether `byte`, beyond a separator, continues the value.
    private func continues(_ byte: UInt8) -> Bool {
        hexadecimal ? ASCIIText.hexValue(byte) != nil || separators.contains(byte) : ASCIIText.isDigit(byte)
    }

    /// Whether `byte` joins two groups of digits in these forms' writing.
    private func joins(_ byte: UInt8) -> Bool {
        separators.contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
