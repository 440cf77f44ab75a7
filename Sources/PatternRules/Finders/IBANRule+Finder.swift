/// `iban`: IBANs in text (``IBANRule/matches(inUTF8:)``).
extension IBANRule: RegisteredFinder {
    public static let family = "iban"
    public static let spellings = ["iban"]
    public static let summary =
        "IBANs: a country's length and structure and valid check digits, compact or in groups of four"
    public static let options: [String] = []

    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        try BuiltinRules.rule(named: name, as: Self.self)
    }

    public var candidates: Pattern { Self.candidatePattern }

    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [FoundValue] {
        matches(inUTF8: text).map(FoundValue.init)
    }
}
