/// `phone`, `phone:XX`, `phone:XX:TYPE`: phone numbers in text, as libphonenumber's `PhoneNumberMatcher`
/// finds them with XX as the default region (``PhoneNumberRule/matches(inUTF8:leniency:)``), at the
/// ``FinderOptions/leniency`` given.
public struct PhoneNumberFinder: RegisteredFinder {
    public static let family = "phone"
    public static let spellings = ["phone", "phone:XX", "phone:XX:TYPE"]
    public static let summary =
        "phone numbers as libphonenumber's matcher finds them, XX the default region (phone: those written with +)"
    public static let options = ["leniency"]

    /// The rule whose region, type and engine the search takes.
    public let rule: PhoneNumberRule
    /// How sure a number must be.
    public let leniency: PhoneNumberLeniency
    /// The rule's matcher at the leniency, made once: a finder searches line after line.
    private let matcher: PhoneTextMatcher

    public init(rule: PhoneNumberRule, leniency: PhoneNumberLeniency = .valid) {
        (self.rule, self.leniency) = (rule, leniency)
        matcher = rule.textMatcher(leniency: leniency)
    }

    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        PhoneNumberFinder(
            rule: try BuiltinRules.rule(named: name, as: PhoneNumberRule.self), leniency: options.leniency ?? .valid)
    }

    public var candidates: Pattern { PhoneNumberRule.candidatePattern }

    /// The numbers, each with its E.164 form as its canonical form and as the field `e164`.
    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue] {
        try matcher.matches(in: text).map {
            FoundValue(utf8Range: $0.utf8Range, canonical: $0.e164, fields: [FoundValue.Field("e164", $0.e164)])
        }
    }
}
