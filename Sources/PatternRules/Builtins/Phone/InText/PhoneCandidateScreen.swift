import PatternRulesSupport

/// Which candidates can hold a valid number, told from their digits before any is parsed: a candidate
/// whose digits hold no run that a valid number could be read from holds no number the matcher keeps from
/// ``PhoneNumberLeniency/valid`` on, so its parts are never cut, searched or parsed.
///
/// Why the digits suffice: every number the matcher keeps is read from a part of the candidate, and
/// `parse` reads a part's digits in order (a vanity number's letters aside), dropping only what stands
/// before the number (an international prefix, a calling code, a national prefix) and an extension after
/// it. Without a transform rule the national significant number is then a run of the candidate's digits,
/// and a valid one matches the general description of a territory of its calling code. So the number is
/// a run of the digits that
/// - matches a general pattern of the default region's calling code (a number written nationally, or
///   with that code and no plus sign), or
/// - is a calling code, perhaps its national prefix (`+44 (0)20 …`), and such a number of it, after the
///   default region's international prefix (no plus sign) or anywhere (a candidate with a plus sign).
///
/// A calling code whose main territory has a transform rule (Argentina's `9` after a national prefix)
/// counts whatever follows it; a default region with one is not screened. Neither is a candidate with
/// three ASCII letters or more (`parse` reads letters as keypad digits), nor a leniency below
/// ``PhoneNumberLeniency/valid``, where a number only needs a possible length. `PhoneCandidateScreenTests`
/// checks that the screen keeps every number libphonenumber finds.
///
/// Both languages compile to minimal automata (960 states for GB, 763 after a plus sign) that run from
/// each digit until they accept or die: a candidate of n digits costs at most n times the longest
/// number's digits.
final class PhoneCandidateScreen: Sendable {
    /// The runs that can be a number in a candidate without a plus sign; `nil` when none can (no default
    /// region: only numbers with a plus sign are read).
    private let withoutPlusSign: Pattern.Runs?
    /// The runs that can be a number after a plus sign: a calling code and a number of it. Shared by
    /// every default region.
    private let withPlusSign: Pattern.Runs

    /// The screen for a default region (`nil`: numbers written with a plus sign only); `nil` where the
    /// region has a transform rule or a language does not compile to an automaton.
    static func forDefaultRegion(_ region: PhoneTerritory?) -> PhoneCandidateScreen? {
        screens.value(for: region?.index ?? -1) { make(defaultRegion: region) }
    }

    private static let screens = OnceCache<Int, PhoneCandidateScreen?>()

    private static let anyCallingCodeAndNumber: Pattern? = automaton(
        PhoneMetadata.byCallingCode.keys.sorted().map { code in
            guard let main = PhoneMetadata.byCallingCode[code]?.first else { return code }
            guard main.transformRule.isEmpty else { return code }
            // `+44 (0)20 …`: the national prefix may stand between the calling code and the number.
            let prefix = main.nationalPrefixForParsing.isEmpty ? "" : "(?:\(main.nationalPrefixForParsing))?"
            return "\(code)\(prefix)(?:\(generalPatterns(callingCode: code)))"
        }.joined(separator: "|"))

    private static func make(defaultRegion region: PhoneTerritory?) -> PhoneCandidateScreen? {
        guard let withPlusSign = anyCallingCodeAndNumber, let runsWithPlusSign = withPlusSign.runs() else { return nil }
        guard let region else { return PhoneCandidateScreen(withoutPlusSign: nil, withPlusSign: runsWithPlusSign) }
        guard region.transformRule.isEmpty else { return nil }
        // The default region's own numbers by their number types' ranges, which are narrower than the
        // general patterns (GB's takes any 7 digits after an 8, a third of all order numbers); numbers
        // after a calling code by the general patterns, whose automaton is a tenth the size.
        var national = (PhoneMetadata.byCallingCode[region.callingCode] ?? []).flatMap(\.ranges).map {
            "(?:\($0.pattern))"
        }.joined(separator: "|")
        if !region.internationalPrefix.isEmpty {
            national += "|(?:\(region.internationalPrefix))(?:\(withPlusSign.source))"
        }
        guard let withoutPlusSign = automaton(national)?.runs() else { return nil }
        return PhoneCandidateScreen(withoutPlusSign: withoutPlusSign, withPlusSign: runsWithPlusSign)
    }

    private init(withoutPlusSign: Pattern.Runs?, withPlusSign: Pattern.Runs) {
        (self.withoutPlusSign, self.withPlusSign) = (withoutPlusSign, withPlusSign)
    }

    /// Every valid national number of the territories sharing `callingCode`.
    private static func generalPatterns(callingCode: String) -> String {
        (PhoneMetadata.byCallingCode[callingCode] ?? []).map(\.generalPattern).filter { !$0.isEmpty }
            .map { "(?:\($0))" }.joined(separator: "|")
    }

    private static func automaton(_ source: String) -> Pattern? {
        guard let pattern = try? Pattern(source, engine: .automaton, environment: false), pattern.engine == .automaton
        else { return nil }
        return pattern
    }

    /// Whether `candidate` (its UTF-8 bytes) may hold a valid number: `false` only where none can be read
    /// from any part of it.
    func mayHoldValidNumber(_ candidate: UnsafeBufferPointer<UInt8>) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, candidate.count)) { digits in
            var count = 0
            var letters = 0
            var hasPlusSign = false
            var position = 0
            while position < candidate.count {
                let byte = candidate[position]
                if byte < 0x80 {
                    if (0x30...0x39).contains(byte) {
                        digits[count] = byte
                        count += 1
                    } else if PhoneTextScalars.isASCIILetter(UInt32(byte)) {
                        letters += 1
                    } else if byte == UInt8(ascii: "+") {
                        hasPlusSign = true
                    }
                    position += 1
                    continue
                }
                // Bytes that are not UTF-8 read as U+FFFD, which is neither a digit nor a plus sign.
                guard let (scalar, length) = UTF8Scalar.starting(at: position, in: candidate) else {
                    position += 1
                    continue
                }
                if let value = PhoneTextScalars.digitValue(scalar) {
                    digits[count] = UInt8(48 + value)
                    count += 1
                } else if PhoneTextScalars.isPlus(scalar) {
                    hasPlusSign = true
                }
                position += length
            }
            guard letters < 3 else { return true }
            let digits = UnsafeBufferPointer(rebasing: digits[..<count])
            if withoutPlusSign?.matchesSomeRun(ofASCII: digits) == true { return true }
            return hasPlusSign && withPlusSign.matchesSomeRun(ofASCII: digits)
        }
    }
}
