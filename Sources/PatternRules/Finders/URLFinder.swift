/// `url`: web addresses in text as GitHub Flavored Markdown links them: its autolink extension, step for
/// step as cmark-gfm implements it (`extensions/autolink.c`), and checked against it
/// (scripts/differential/urls.py).
///
/// - `http://`, `https://` or `ftp://` (in any case), right after a character that is not an ASCII
///   letter, then a character that is neither a space nor punctuation;
/// - or `www.` at the start, after a space or after one of `*`, `_`, `~`, `(`, then a domain with a dot;
/// - either way no `_` in the domain's last two labels (unless it has over ten dots), then every
///   character up to a space or `<`, less what a sentence puts after an address: trailing `?`, `!`,
///   `.`, `,`, `:`, `*`, `_`, `~`, `'`, `"`, a `)` with no `(` to close, an entity-like `&name;`.
///
/// Email addresses are the `email` finder's. A byte that is not UTF-8 ends an address, where cmark-gfm
/// reads it as U+FFFD.
public struct URLFinder: RegisteredFinder {
    public static let family = "url"
    public static let spellings = ["url"]
    public static let summary =
        "web addresses as GitHub's Markdown links them: http://, https://, ftp:// or www. (https://example.com/a_(b))"
    public static let options: [String] = []

    // Every address holds `://` or `www` (cmark-gfm links the bare `www` of `www. x`).
    private static let candidatePattern = BuiltinPattern.compileLeniently("://|www")

    public init() {}

    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        guard name == family else { throw .unknownRule(name) }
        return Self()
    }

    public var candidates: Pattern { Self.candidatePattern }

    /// The addresses in `text`, read from left to right as cmark-gfm's inline parser reads them: each
    /// canonical as written.
    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [FoundValue] {
        var found: [FoundValue] = []
        var position = 0
        var previousEnd = 0
        while position < text.count {
            let byte = text[position]
            let match: Range<Int>? =
                byte == UInt8(ascii: ":")
                ? AutolinkText.schemeLink(colonAt: position, earliestStart: previousEnd, in: text)
                : byte == UInt8(ascii: "w") ? AutolinkText.wwwLink(at: position, in: text) : nil
            if let match {
                found.append(
                    FoundValue(utf8Range: match, canonical: String(decoding: text[match], as: UTF8.self)))
                (position, previousEnd) = (match.upperBound, match.upperBound)
            } else {
                position += 1
            }
        }
        return found
    }
}

/// The steps of cmark-gfm's autolink extension over UTF-8 bytes.
enum AutolinkText {
    private static let schemes: [[UInt8]] = ["http", "https", "ftp"].map { Array($0.utf8) }

    /// The link whose `://` starts at `colon`: the ASCII letters before it are its scheme (never reaching
    /// before `earliestStart`, the end of the last link), one of ``schemes``.
    static func schemeLink(colonAt colon: Int, earliestStart: Int, in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard colon + 3 < text.count, text[colon + 1] == UInt8(ascii: "/"), text[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        var start = colon
        while start > earliestStart, isASCIILetter(text[start - 1]) { start -= 1 }
        let scheme = text[start..<colon].map { $0 | 0x20 }
        guard schemes.contains(scheme), isHostCharacter(at: colon + 3, in: text),
            let domainEnd = domainEnd(from: colon + 3, in: text, needsDot: false)
        else { return nil }
        let end = trimmed(from: colon, to: extended(from: domainEnd, linkStart: start, in: text), in: text)
        return end > colon ? start..<end : nil
    }

    /// The link that starts with `www.` at `start`, where the byte before is a space, `*`, `_`, `~` or
    /// `(`, or there is none.
    static func wwwLink(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        if start > 0 {
            let before = text[start - 1]
            guard isSpace(before) || Array("*_~(".utf8).contains(before) else { return nil }
        }
        guard start + 4 <= text.count, text[start + 1] == UInt8(ascii: "w"), text[start + 2] == UInt8(ascii: "w"),
            text[start + 3] == UInt8(ascii: "."), let domainEnd = domainEnd(from: start, in: text, needsDot: true)
        else { return nil }
        let end = trimmed(from: start, to: extended(from: domainEnd, linkStart: start, in: text), in: text)
        return end > start ? start..<end : nil
    }

    /// Where the domain that starts at `start` ends, `nil` where it is refused: an `_` in one of its last
    /// two labels (with ten dots or fewer), or no dot where `needsDot`. As cmark-gfm reads it: from the
    /// domain's second byte to the text's last but one, skipping the byte after a `\`, stopping at a byte
    /// that does not begin a host character (a space, punctuation other than `-`, `_` and `.`, a
    /// continuation byte).
    private static func domainEnd(from start: Int, in text: UnsafeBufferPointer<UInt8>, needsDot: Bool) -> Int? {
        let size = text.count - start
        var index = 1
        var (dots, underscoresBefore, underscoresLast) = (0, 0, 0)
        while index < size - 1 {
            if text[start + index] == UInt8(ascii: "\\"), index < size - 2 { index += 1 }
            let byte = text[start + index]
            if byte == UInt8(ascii: "_") {
                underscoresLast += 1
            } else if byte == UInt8(ascii: ".") {
                (underscoresBefore, underscoresLast) = (underscoresLast, 0)
                dots += 1
            } else if byte != UInt8(ascii: "-"), !isHostCharacter(at: start + index, in: text) {
                break
            }
            index += 1
        }
        if underscoresBefore > 0 || underscoresLast > 0, dots <= 10 { return nil }
        if needsDot, dots == 0 { return nil }
        return start + index
    }

    /// The end of the run from `position` up to a space, `<` or the text's end, read byte by byte as
    /// cmark-gfm reads it; then cut before the first bytes from `start` on that are not UTF-8.
    private static func extended(from position: Int, linkStart start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var end = position
        while end < text.count, !isSpace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        var valid = start
        while valid < end {
            guard let (_, length) = UTF8Scalar.starting(at: valid, in: text), valid + length <= end else { break }
            valid += length
        }
        return valid
    }

    /// The end of the link `start..<end` once what follows an address in prose is taken off its end
    /// (cmark-gfm's `autolink_delim`); `start` when nothing is left.
    private static func trimmed(from start: Int, to end: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
        var (opening, closing) = (0, 0)
        for byte in text[start..<end] {
            if byte == UInt8(ascii: "(") { opening += 1 } else if byte == UInt8(ascii: ")") { closing += 1 }
        }
        var end = end
        while end > start {
            switch text[end - 1] {
            case UInt8(ascii: ")"):
                guard closing > opening else { return end }
                closing -= 1
                end -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                end -= 1
            case UInt8(ascii: ";"):
                // `&name;` at the end reads as an entity and is left out whole; any other `;` alone.
                var letters = end - 2
                while letters > start, isASCIILetter(text[letters]) { letters -= 1 }
                end = letters < end - 2 && text[letters] == UInt8(ascii: "&") ? letters : end - 1
            default:
                return end
            }
        }
        return end
    }

    /// Whether the character that starts at byte `position` is neither a space nor punctuation (ASCII
    /// punctuation, or Unicode's P categories), as cmark-gfm's `is_valid_hostchar`: `false` on a byte
    /// that does not start UTF-8.
    private static func isHostCharacter(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let (scalar, _) = UTF8Scalar.starting(at: position, in: text) else { return false }
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return !isSpace(byte) && byte != 0x0C && !isASCIIPunctuation(byte)
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return false
        default:
            return true
        }
    }

    /// cmark's ASCII spaces: tab, line feed, carriage return and space.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
