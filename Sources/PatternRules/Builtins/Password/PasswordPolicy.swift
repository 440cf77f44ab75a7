/// What a password must satisfy, with a checklist of every requirement and a strength score.
///
/// The defaults are validator.js `isStrongPassword`'s (at least 8 characters with one lowercase letter,
/// one uppercase letter, one digit and one symbol) plus at most 64 characters. Every requirement is
/// optional: set a minimum to 0 or a maximum to `nil` to drop it.
///
/// ```swift
/// var policy = PasswordPolicy()
/// policy.maximumRun = 3
/// let report = policy.evaluate("Tr0ub4dor&3", userInputs: ["adriano"])
/// report.verdict         // .valid
/// report.score           // 2
/// report.checklist.map { "\($0.isMet ? "✓" : "✗") \($0.requirement)" }
/// ```
public struct PasswordPolicy: Sendable, Hashable {
    public var minimumLength = 8
    public var maximumLength: Int? = 64
    public var minimumLowercase = 1
    public var minimumUppercase = 1
    public var minimumDigits = 1
    public var minimumSymbols = 1
    public var forbidsWhitespace = false
    /// No character more than this many times in a row (`aaa` breaks 2).
    public var maximumRun: Int?
    /// Require a strength score of at least this (0–4); `nil` reports the score without requiring it.
    public var minimumScore: Int?

    /// validator.js isStrongPassword's defaults, at most 64 characters.
    public static let `default` = PasswordPolicy()

    public init() {}

    /// The requirements in checklist order.
    public var requirements: [PasswordRequirement] {
        var list: [PasswordRequirement] = []
        list.reserveCapacity(9)
        if minimumLength > 0 { list.append(.minimumLength(minimumLength)) }
        if let maximumLength { list.append(.maximumLength(maximumLength)) }
        if minimumLowercase > 0 { list.append(.lowercaseLetters(minimumLowercase)) }
        if minimumUppercase > 0 { list.append(.uppercaseLetters(minimumUppercase)) }
        if minimumDigits > 0 { list.append(.digits(minimumDigits)) }
        if minimumSymbols > 0 { list.append(.symbols(minimumSymbols)) }
        if forbidsWhitespace { list.append(.noWhitespace) }
        if let maximumRun { list.append(.maximumRun(maximumRun)) }
        if let minimumScore { list.append(.minimumScore(minimumScore)) }
        return list
    }

    /// The checklist, score and verdict for `password`.
    ///
    /// - Parameters:
    ///   - password: The password as typed so far.
    ///   - userInputs: The user's name, email local part and the like: a password containing one
    ///     (ignoring case) fails ``PasswordRequirement/excludesUserInputs``, and the estimate treats them
    ///     as the most likely words.
    public func evaluate(_ password: String, userInputs: [String] = []) -> PasswordReport {
        let counts = PasswordCharacterCounts(password)
        let inputs = userInputs.contains(where: \.isEmpty) ? userInputs.filter { !$0.isEmpty } : userInputs
        let log10Guesses = PasswordGuessEstimator.log10Guesses(password, userInputs: inputs)
        let score = PasswordGuessEstimator.score(log10Guesses: log10Guesses)
        var checklist = requirements.map { requirement in
            PasswordReport.Item(requirement: requirement, isMet: isMet(requirement, counts: counts, score: score))
        }
        if !inputs.isEmpty {
            let lowered = password.lowercased()
            let contained = inputs.contains { lowered.contains($0.lowercased()) }
            checklist.append(PasswordReport.Item(requirement: .excludesUserInputs, isMet: !contained))
        }
        return PasswordReport(
            checklist: checklist, score: score, log10Guesses: log10Guesses,
            verdict: verdict(checklist, counts: counts))
    }

    private func isMet(_ requirement: PasswordRequirement, counts: PasswordCharacterCounts, score: Int) -> Bool {
        switch requirement {
        case .minimumLength(let count): counts.characters >= count
        case .maximumLength(let count): counts.characters <= count
        case .lowercaseLetters(let count): counts.lowercase >= count
        case .uppercaseLetters(let count): counts.uppercase >= count
        case .digits(let count): counts.digits >= count
        case .symbols(let count): counts.symbols >= count
        case .noWhitespace: counts.whitespace == 0
        case .maximumRun(let count): counts.longestRun <= count
        case .excludesUserInputs: true
        case .minimumScore(let minimum): score >= minimum
        }
    }

    /// Valid when every requirement is met; invalid when an unmet one cannot be fixed by typing more,
    /// or when what is still missing no longer fits under the maximum length; otherwise incomplete.
    private func verdict(_ checklist: [PasswordReport.Item], counts: PasswordCharacterCounts) -> Verdict {
        if checklist.allSatisfy(\.isMet) { return .valid }
        if checklist.contains(where: { !$0.isMet && $0.requirement.isPermanentWhenUnmet }) { return .invalid }
        if let maximumLength {
            let missing =
                max(0, minimumLowercase - counts.lowercase) + max(0, minimumUppercase - counts.uppercase)
                + max(0, minimumDigits - counts.digits) + max(0, minimumSymbols - counts.symbols)
            let stillNeeded = max(missing, minimumLength - counts.characters)
            if counts.characters + stillNeeded > maximumLength { return .invalid }
        }
        return .incomplete
    }
}

/// The checklist, score and verdict of one password against a ``PasswordPolicy``.
public struct PasswordReport: Sendable, Hashable {
    /// One line of the checklist.
    public struct Item: Sendable, Hashable {
        public let requirement: PasswordRequirement
        public let isMet: Bool
    }

    /// Every requirement, met or not, in policy order.
    public let checklist: [Item]
    /// The strength score, 0 (too guessable: under 10^3 guesses) to 4 (10^10 guesses or more).
    public let score: Int
    /// log10 of the estimated guesses the score comes from.
    public let log10Guesses: Double
    public let verdict: Verdict

    /// The requirements not met yet.
    public var unmet: [PasswordRequirement] { checklist.filter { !$0.isMet }.map(\.requirement) }
}

/// The character classes of a password, counted in one pass over its characters.
struct PasswordCharacterCounts {
    var characters = 0
    var lowercase = 0
    var uppercase = 0
    var digits = 0
    var symbols = 0
    var whitespace = 0
    var longestRun = 0

    init(_ password: String) {
        var text = password
        let isASCII = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            countASCII(bytes)
            return true
        }
        if !isASCII { countCharacters(password) }
    }

    /// ASCII, where a byte is a Character (but for CR LF) and the classes are ranges: no Unicode
    /// property look-ups on the per-keystroke path.
    private mutating func countASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        var previous: UInt8 = 0
        var run = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D { continue }  // CR LF is one Character.
            characters += 1
            switch byte {
            case 0x61...0x7A: lowercase += 1
            case 0x41...0x5A: uppercase += 1
            case 0x30...0x39: digits += 1
            case 0x09...0x0D, 0x20: whitespace += 1
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: symbols += 1
            default: break
            }
            run = byte == previous ? run + 1 : 1
            longestRun = max(longestRun, run)
            previous = byte
        }
    }

    private mutating func countCharacters(_ password: String) {
        var previous: Character?
        var run = 0
        for character in password {
            characters += 1
            if character.isLowercase {
                lowercase += 1
            } else if character.isUppercase {
                uppercase += 1
            } else if character.unicodeScalars.first?.properties.generalCategory == .decimalNumber {
                digits += 1
            } else if character.isWhitespace {
                whitespace += 1
            } else if character.isPunctuation || character.isSymbol {
                symbols += 1
            }
            run = character == previous ? run + 1 : 1
            longestRun = max(longestRun, run)
            previous = character
        }
    }
}
