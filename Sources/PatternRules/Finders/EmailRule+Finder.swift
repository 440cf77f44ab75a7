/// `email`, `email:LEVEL`: email addresses in text (``EmailRule/matches(inUTF8:)``), valid at the level.
extension EmailRule: RegisteredFinder {
    public static let family = "email"
    public static let spellings = ["email", "email:html5", "email:international", "email:practical", "email:rfc5322"]
    public static let summary =
        "email addresses valid at the level (practical unless named), without quoted local parts or domain literals"
    public static let options: [String] = []

    public static func make(named name: String, options: FinderOptions) throws(BuiltinRules.NameError) -> Self {
        try BuiltinRules.rule(named: name, as: Self.self)
    }

    public var candidates: Pattern { Self.candidatePattern }

    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [FoundValue] {
        matches(inUTF8: text).map(FoundValue.init)
    }
}
