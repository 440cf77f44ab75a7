/// `card`: card numbers in text (``CardNumberRule/matches(inUTF8:)``).
extension CardNumberRule: RegisteredFinder {
    public static let family = "card"
    public static let spellings = ["card"]
    public static let summary =
        "card numbers: 12 to 19 digits of a network's leading digits and length, passing the Luhn check, compact or in groups"
    public static let options: [String] = []

    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        try BuiltinRules.rule(named: name, as: Self.self)
    }

    public var candidates: Pattern { Self.candidatePattern }

    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [FoundValue] {
        matches(inUTF8: text).map(FoundValue.init)
    }
}
