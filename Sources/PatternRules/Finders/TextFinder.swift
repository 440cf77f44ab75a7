/// A finder of one kind of value in free text (card numbers, IBANs, phone numbers, email addresses):
/// what `patterns find NAME` runs, and what a program that scans text for personal data takes from the
/// registry (``Finders``).
///
/// ```swift
/// let finder = try Finders.finder(named: "iban")
/// let text = Array("pay DE89 3704 0044 0532 0130 00 today".utf8)
/// let found = try text.withUnsafeBufferPointer { try finder.values(inUTF8: $0) }
/// found[0].canonical   // "DE89370400440532013000"
/// ```
///
/// A finder reads UTF-8 bytes and reports byte ranges, in order and never overlapping; it finds exactly
/// what its rule says is valid, never a value its checks refuse.
public protocol TextFinder: Sendable {
    /// A pattern every value this finder finds holds a match of: a text without one holds none, which
    /// a scan of many finders learns in one pass before any finder reads the text.
    var candidates: Pattern { get }

    /// The values written in UTF-8 `text`, in order; a byte that is not UTF-8 is never part of one.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a search.
    /// - Complexity: Linear in the length of `text`.
    func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue]
}

/// A finder in the registry (``Finders/builtIn``): its name, as `patterns find` takes it, and how to
/// make one from a name with settings (`phone:GB`) and the options a user gave.
public protocol RegisteredFinder: TextFinder {
    /// The name of the finder's family, the part of a name before its first `:` (`phone`).
    static var family: String { get }
    /// Its names as the help writes them (`phone:XX:TYPE`, `XX` and `TYPE` standing for a setting).
    static var spellings: [String] { get }
    /// What it finds, in one line, for `patterns find --list-finders` and the docs.
    static var summary: String { get }
    /// The ``FinderOptions`` it reads, by their names (`leniency`); a user's option that no finder of a
    /// search reads is an error, never ignored.
    static var options: [String] { get }

    /// Words that name the value (`ssn`, `social security`): with ``FinderOptions/requiresContext``, a
    /// value is reported only where one stands in its line (``ContextWordsFinder``). Empty for a finder
    /// whose own checks leave little to chance.
    static var contextWords: [String] { get }

    /// The finder `name` names (the family, or the family with its settings), with `options`.
    ///
    /// - Throws: ``BuiltinRules/NameError`` for a name or setting that is not the finder's.
    static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self
}

extension RegisteredFinder {
    public static var contextWords: [String] { [] }
}

/// The options a user may give finders; each finder reads those its ``RegisteredFinder/options`` name.
public struct FinderOptions: Sendable, Hashable {
    /// How sure a phone number must be (`leniency`); `nil` takes the finder's default.
    public var leniency: PhoneNumberLeniency?
    /// Whether a value is reported only where one of its finder's ``RegisteredFinder/contextWords``
    /// stands in the same line (`context`), as Presidio's context words raise a score: fewer numbers
    /// that merely look like one, at the cost of those written with no word for them.
    public var requiresContext: Bool

    public init(leniency: PhoneNumberLeniency? = nil, requiresContext: Bool = false) {
        (self.leniency, self.requiresContext) = (leniency, requiresContext)
    }
}

/// One value a ``TextFinder`` found in text.
public struct FoundValue: Sendable, Hashable {
    /// A named fact about the value beside its canonical form (a phone number's E.164 form).
    public struct Field: Sendable, Hashable {
        public let name: String
        public let value: String

        public init(_ name: String, _ value: String) {
            (self.name, self.value) = (name, value)
        }
    }

    /// Where the value is written, in UTF-8 bytes of the text searched.
    public let utf8Range: Range<Int>
    /// The value in one form whatever its writing: a card's digits, an IBAN's electronic form, a phone
    /// number's E.164 form, an address as written.
    public let canonical: String
    /// Further facts, in the order the finder gives them, that `patterns find --json` writes beside
    /// each match (`e164`).
    public let fields: [Field]

    public init(utf8Range: Range<Int>, canonical: String, fields: [Field] = []) {
        (self.utf8Range, self.canonical, self.fields) = (utf8Range, canonical, fields)
    }
}

extension FoundValue {
    /// A value a rule's own search in text found (cards, IBANs, addresses), canonical in its compact form.
    init(_ match: TextMatch) {
        self.init(utf8Range: match.utf8Range, canonical: match.compact)
    }
}
