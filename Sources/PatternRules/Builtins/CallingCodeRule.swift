/// Requires `+` followed by an assigned country calling code and nothing else: `+351` is valid, `+35`
/// and `+` are incomplete, `+0`, `+999` and `351` are invalid. The full-width `＋` and any Unicode
/// decimal digits (`+１`, `+٤٤`) are read as `PhoneNumberRule` and libphonenumber read them.
///
/// The pattern is a trie-shaped alternation generated from libphonenumber's metadata by
/// `scripts/generate/calling-codes.py`, so a typed prefix is incomplete exactly when some assigned code
/// starts with it.
///
/// ```swift
/// let rule = CallingCodeRule()
/// rule.verdict(for: "+35")          // .incomplete
/// rule.verdict(for: "+999")         // .invalid
/// CallingCodeRule.regions(for: "+351")  // ["PT"]
/// ```
public struct CallingCodeRule: ValidationRule, Sendable {
    /// The error reported for an input that is not an assigned calling code.
    public let error: any Error
    /// The compiled pattern.
    public let pattern: Pattern

    /// The pattern text: `\+(?:…)` over the 215 assigned codes.
    public static let patternSource = CallingCodeTable.pattern

    /// Every assigned calling code (without `+`) and the ISO 3166 regions that use it, main region
    /// first; `001` marks a non-geographic entity such as `+800`.
    public static let regionsByCode: [String: [String]] = Dictionary(
        uniqueKeysWithValues: CallingCodeTable.entries.map { ($0.code, $0.regions) })

    private static let defaultPattern = BuiltinPattern.compileLeniently(patternSource)

    /// A rule on the default engine: the one `PATTERNRULES_ENGINE` names when it is valid and can run
    /// here, else the automatic chain. Configuration never makes this initialiser fail.
    public init(error: any Error = BuiltinRuleError.callingCode) {
        self.error = error
        self.pattern = Self.defaultPattern
    }

    /// A rule on a forced `engine` (`nil`: as ``init(error:)``).
    ///
    /// - Throws: ``PatternError`` when the engine cannot run on this machine.
    public init(engine: Engine?, error: any Error = BuiltinRuleError.callingCode) throws(PatternError) {
        self.error = error
        self.pattern =
            try engine.map { engine throws(PatternError) in
                try BuiltinPattern.compile(Self.patternSource, engine: engine)
            } ?? Self.defaultPattern
    }

    /// The regions that use the calling code in `input` (`"+351"` or `"351"`), `nil` when unassigned.
    public static func regions(for input: String) -> [String]? {
        regionsByCode[input.hasPrefix("+") ? String(input.dropFirst()) : input]
    }

    /// The assigned calling code `input` starts with (`"+47 11 222 333"` gives `"+47"`), `nil` when it
    /// does not start with `+` and one. Codes are prefix-free, so at most one can match.
    public static func callingCode(prefixing input: String) -> String? {
        guard input.hasPrefix("+") else { return nil }
        let digits = input.dropFirst().prefix(3).prefix { $0.isASCII && $0.isNumber }
        for length in 1...max(1, digits.count) where length <= digits.count {
            let code = String(digits.prefix(length))
            if regionsByCode[code] != nil { return "+" + code }
        }
        return nil
    }

    public func verdict(for value: String) -> Verdict {
        pattern._verdictOrIncomplete(for: Self.asciiDigits(value))
    }

    /// `value` with the full-width plus and non-ASCII decimal digits as ASCII; ASCII text unchanged.
    static func asciiDigits(_ value: String) -> String {
        guard !value.utf8.allSatisfy({ $0 < 0x80 }) else { return value }
        var result = ""
        result.unicodeScalars.append(
            contentsOf: value.unicodeScalars.map { scalar in
                if scalar == "\u{FF0B}" { return "+" }
                guard scalar.properties.generalCategory == .decimalNumber,
                    let digit = scalar.properties.numericValue.map({ UInt8($0) })
                else { return scalar }
                return Unicode.Scalar(UInt8(ascii: "0") + digit)
            })
        return result
    }

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

extension CallingCodeRule: TypingRule {
    public var typingPattern: Pattern { pattern }

    public func typingText(for value: String) -> String { Self.asciiDigits(value) }
}
