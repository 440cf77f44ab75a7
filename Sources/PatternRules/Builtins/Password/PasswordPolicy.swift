/// What a password must satisfy, with a checklist of every requirement and a strength score.
///
/// The defaults are validator.js `isStrongPassword`'s (at least 8 characters with one lowercase letter,
/// one uppercase letter, one digit and one symbol) plus at most 64 characters. Every requirement is
/// optional: set a minimum to 0 or a maximum to `nil` to drop it.
///
/// ```swift
/// var policy = PasswordPolicy()
/// policy.maximumRun = 3
/// let report = policy.report(for: "Tr0ub4dor&3", userInputs: ["adriano"])
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

    /// The most characters of a password searched for the user's inputs. Any password this long is
    /// already over the default maximum length; the bound keeps a hostile input from costing its
    /// length times the inputs' length.
    public static let maximumSearchedLength = 4096

    /// The maximum length also bounds the password's UTF-8 length, at this many bytes per character: a
    /// Character (grapheme cluster) can hold any number of scalars (a letter and a million combining
    /// marks is one), so counting Characters alone would not bound what a server hashes. Four bytes is one
    /// scalar of any script; 64 characters allow 256 bytes.
    public static let maximumBytesPerCharacter = 4

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
    public func report(for password: String, userInputs: [String] = []) -> PasswordReport {
        let counts = PasswordCharacterCounts(password)
        let inputs = userInputs.contains(where: \.isEmpty) ? userInputs.filter { !$0.isEmpty } : userInputs
        let strength = PasswordStrength(password, userInputs: inputs)
        let score = strength.score
        var checklist = requirements.map { requirement in
            // The item names the limit that was passed: characters, or else the bytes they bound.
            if case .maximumLength(let count) = requirement, counts.characters <= count,
                counts.utf8Length > count * Self.maximumBytesPerCharacter
            {
                return PasswordReport.Item(
                    requirement: .maximumBytes(count * Self.maximumBytesPerCharacter), isMet: false)
            }
            return PasswordReport.Item(
                requirement: requirement, isMet: isMet(requirement, counts: counts, score: score))
        }
        if !inputs.isEmpty {
            // Bounded like the estimate: a megabyte of password must not cost megabytes × inputs.
            let lowered = String(password.prefix(Self.maximumSearchedLength)).lowercased()
            let contained = inputs.contains { lowered.contains($0.lowercased()) }
            checklist.append(PasswordReport.Item(requirement: .excludesUserInputs, isMet: !contained))
        }
        return PasswordReport(checklist: checklist, strength: strength, verdict: verdict(checklist, counts: counts))
    }

    private func isMet(_ requirement: PasswordRequirement, counts: PasswordCharacterCounts, score: Int) -> Bool {
        switch requirement {
        case .minimumLength(let count): counts.characters >= count
        case .maximumLength(let count):
            counts.characters <= count && counts.utf8Length <= count * Self.maximumBytesPerCharacter
        case .maximumBytes(let count): counts.utf8Length <= count
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
            // At least one more character is needed for anything unmet (a higher score included).
            let stillNeeded = max(1, missing, minimumLength - counts.characters)
            if counts.characters + stillNeeded > maximumLength { return .invalid }
        }
        return .incomplete
    }
}
