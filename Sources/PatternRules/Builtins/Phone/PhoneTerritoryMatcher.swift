import Foundation
import PatternRulesSupport

/// One territory's number ranges compiled for one engine: answers the verdict for a national
/// significant number and classifies a valid one.
final class PhoneTerritoryMatcher: Sendable {
    let territory: PhoneTerritory
    /// Every range in one alternation: one match answers the verdict. Compiled on first use: finding
    /// numbers in text asks only whether a number is valid, which ``classify(_:)`` answers, and a scan
    /// of text in many regions reaches many territories.
    private let anyRangeSlot = OnceValue<Pattern>()
    private var anyRange: Pattern {
        anyRangeSlot.value {
            let alternation = territory.ranges.map { "(?:\($0.pattern))" }.joined(separator: "|")
            return BuiltinPattern.compileLeniently(alternation.isEmpty ? "(?!)" : alternation, engine: engine)
        }
    }
    /// The engine the patterns are compiled for (`nil`: the automatic chain).
    private let engine: Engine?
    private let ranges: [CompiledRange]
    /// The maximum national number length, computed once.
    private let maximumLength: Int

    /// One number range, compiled: a class so that walking the list retains one reference per range
    /// instead of copying its strings and arrays.
    private final class CompiledRange: Sendable {
        let type: PhoneNumberType
        /// Bit `n` set when a national number of `n` digits is possible.
        let lengths: UInt32
        /// Bit `d` set when a number of the range can start with the digit `d`: classifying walks every
        /// range in order, and most are passed over by their first digit without a match.
        let firstDigits: UInt16
        let pattern: Pattern

        init(_ range: PhoneTerritory.NumberRange, engine: Engine?) {
            type = range.type
            lengths = range.lengths.reduce(0) { $0 | (1 << UInt32($1)) }
            let pattern = BuiltinPattern.compileLeniently(range.pattern, engine: engine)
            // `invalid` is sound on every engine: no number of the range starts with that digit.
            firstDigits = (0..<10).reduce(0) { digits, digit in
                pattern._verdictOrIncomplete(for: String(digit)) == .invalid ? digits : digits | (1 << digit)
            }
            self.pattern = pattern
        }

        func holds(_ number: String, length: Int) -> Bool {
            guard length < 32, lengths & (1 << UInt32(length)) != 0 else { return false }
            if let first = number.utf8.first, case let digit = first &- UInt8(ascii: "0"), digit < 10,
                firstDigits & (1 << digit) == 0
            {
                return false
            }
            return pattern._matchesOrFalse(number)
        }
    }
    /// Every pattern the matcher reads a national significant number with: what the phone rule's digit
    /// automaton tracks.
    var numberPatterns: [Pattern] { [anyRange, generalPattern] + ranges.map(\.pattern) }

    /// The international dialling prefix (`00`, `011`), for numbers typed as `00 44 …`.
    let internationalPrefix: Pattern?
    /// The same, matched at the start of the digits, as libphonenumber reads it (greedily, once).
    private let internationalPrefixAtStart: PrefixPattern?
    private let nationalPrefix: PhoneNationalPrefix?
    /// ``PhoneTerritory/leadingDigits`` at the start of a number, `nil` when the territory has none.
    private let leadingDigits: PrefixPattern?
    /// The national prefix rule as a whole-string pattern: when the digits so far are a partial match,
    /// a prefix or carrier code is still being typed (`06` in Hungary after `0`), or more digits may
    /// still be rewritten into a valid number (Madagascar's 7-digit local numbers gain `20` only once all
    /// 7 are typed), so the input cannot be invalid yet.
    let nationalPrefixWhole: Pattern?
    /// The general description's pattern, whole-string: libphonenumber's first test of any number.
    private let generalPattern: Pattern
    /// Bit `n` set when `n` is one of the general description's lengths.
    private let possibleLengths: UInt32
    private let localOnlyLengths: UInt32
    /// The shortest national number of any territory sharing this one's calling code: its possible
    /// lengths, local-only ones and those of its number types.
    let shortestNationalNumberOfCode: Int

    init(_ territory: PhoneTerritory, engine: Engine?) {
        self.territory = territory
        shortestNationalNumberOfCode =
            (PhoneMetadata.byCallingCode[territory.callingCode] ?? [territory]).lazy.flatMap {
                $0.possibleLengths + $0.localOnlyLengths + $0.ranges.flatMap(\.lengths)
            }.min() ?? PhoneTextReading.nationalLengths.lowerBound
        self.engine = engine
        ranges = territory.ranges.map { CompiledRange($0, engine: engine) }
        maximumLength = territory.maximumLength
        internationalPrefix =
            territory.internationalPrefix.isEmpty
            ? nil : BuiltinPattern.compileLeniently(territory.internationalPrefix, engine: engine)
        internationalPrefixAtStart =
            territory.internationalPrefix.isEmpty ? nil : try? PrefixPattern(territory.internationalPrefix)
        nationalPrefix = PhoneNationalPrefix(territory)
        leadingDigits = territory.leadingDigits.isEmpty ? nil : try? PrefixPattern(territory.leadingDigits)
        nationalPrefixWhole =
            territory.nationalPrefixForParsing.isEmpty
            ? nil : BuiltinPattern.compileLeniently(territory.nationalPrefixForParsing, engine: engine)
        generalPattern = BuiltinPattern.compileLeniently(
            territory.generalPattern.isEmpty ? "(?!)" : territory.generalPattern, engine: engine)
        possibleLengths = Self.mask(territory.possibleLengths)
        localOnlyLengths = Self.mask(territory.localOnlyLengths)
    }

    /// Where the international prefix the digits start with ends (`00` in `0044…`), `nil` when they
    /// do not start with one.
    func internationalPrefixEnd(_ digits: String) -> Int? {
        var text = digits
        return text.withUTF8 { bytes in
            guard let match = internationalPrefixAtStart?.match(bytes), match.end > 0 else { return nil }
            return match.end
        }
    }

    private static func mask(_ lengths: [Int]) -> UInt32 {
        lengths.reduce(0) { $0 | ($1 < 32 ? 1 << UInt32($1) : 0) }
    }

    /// Whether `number` matches the general description's pattern (the length not checked), as
    /// libphonenumber's `matchNationalNumber` asks when deciding whether to strip a prefix.
    func matchesGeneralPattern(_ number: String) -> Bool {
        generalPattern._matchesOrFalse(number)
    }

    /// Whether `number` matches the general description, its length included: libphonenumber's first
    /// test of validity (`isNumberMatchingDesc` on the general description).
    func matchesGeneralDescription(_ number: String) -> Bool {
        let length = number.utf8.count
        return length < 32 && possibleLengths & (1 << UInt32(length)) != 0 && matchesGeneralPattern(number)
    }

    /// libphonenumber's `testNumberLength` against the general description.
    enum LengthCheck {
        case possible, possibleLocalOnly, tooShort, tooLong, invalidLength
    }

    func lengthCheck(_ number: String) -> LengthCheck {
        let length = number.utf8.count
        let lengths = territory.possibleLengths
        guard let minimum = lengths.first, let maximum = lengths.last else { return .invalidLength }
        if length < 32 && localOnlyLengths & (1 << UInt32(length)) != 0 { return .possibleLocalOnly }
        if length < minimum { return .tooShort }
        if length > maximum { return .tooLong }
        return possibleLengths & (1 << UInt32(length)) != 0 ? .possible : .invalidLength
    }

    /// The number after libphonenumber's `maybeStripNationalPrefixAndCarrierCode`: the prefix is removed
    /// (or rewritten by the transform rule) unless the number as typed fits the general pattern and
    /// what would remain does not.
    func strippingNationalPrefix(_ digits: String) -> String {
        guard let stripped = nationalPrefix?.strip(digits), stripped != digits else { return digits }
        if matchesGeneralPattern(digits) && !matchesGeneralPattern(stripped) { return digits }
        return stripped
    }

    /// The national significant number libphonenumber's parser keeps for `digits`: stripped of the
    /// national prefix only when the result has a possible length (never shorter than a normal number,
    /// so `+1 13101234` keeps its `1`, not silently dropped).
    func parsedNationalNumber(_ digits: String) -> String {
        let stripped = strippingNationalPrefix(digits)
        guard stripped != digits else { return digits }
        switch lengthCheck(stripped) {
        case .tooShort, .possibleLocalOnly, .invalidLength: return digits
        case .possible, .tooLong: return stripped
        }
    }

    /// Whether `digits` start with the national prefix (or a carrier code) as libphonenumber's
    /// `maybeStripNationalPrefixAndCarrierCode` reports it: its rule matches at the start, and taking it
    /// away does not turn a number that fits the general pattern into one that does not.
    func startsWithNationalPrefix(_ digits: String) -> Bool {
        guard !digits.isEmpty, let (rest, _) = nationalPrefix?.read(digits) else { return false }
        return !(matchesGeneralPattern(digits) && !matchesGeneralPattern(rest))
    }

    /// Whether the territory's leading digits (``PhoneTerritory/leadingDigits``) start `number`; `nil` when
    /// the territory has none.
    func leadingDigitsStart(_ number: String) -> Bool? {
        guard let leadingDigits else { return nil }
        var text = number
        return text.withUTF8 { leadingDigits.match($0) != nil }
    }

    /// The national significant numbers nationally written digits may stand for: as typed, and after
    /// removing (or rewriting) the national prefix. libphonenumber strips the prefix only when what
    /// remains is viable; trying both and keeping the better verdict is that rule read for partial input.
    func significantNumbers(_ digits: String) -> [String] {
        guard let stripped = nationalPrefix?.strip(digits), stripped != digits else { return [digits] }
        return [digits, stripped]
    }

    /// The national prefix the digits start with and the rest, when the prefix rule only strips (a rule
    /// that rewrites the number returns `nil`): `02079` in GB is `("0", "2079")`.
    func nationalPrefixSplit(_ digits: String) -> (prefix: String, rest: String)? {
        guard let stripped = nationalPrefix?.strip(digits), stripped != digits, digits.hasSuffix(stripped) else {
            return nil
        }
        return (String(digits.dropLast(stripped.utf8.count)), stripped)
    }

    /// The best verdict for nationally written digits.
    func evaluate(nationalDigits digits: String, requiring type: PhoneNumberType?) -> PhoneNumberMatch {
        let asTyped = evaluate(significant: digits, requiring: type)
        if asTyped.verdict == .valid { return asTyped }
        let best = significantNumbers(digits).dropFirst().reduce(asTyped) { best, number in
            .better(best, evaluate(significant: number, requiring: type))
        }
        return best.verdict == .invalid && mayStillBeRewritten(digits) ? .incomplete : best
    }

    /// Whether the digits are a national prefix or carrier code still being typed, or more digits could
    /// still make the national prefix rule rewrite them (see `nationalPrefixWhole`): keeps `invalid` sound.
    func mayStillBeRewritten(_ digits: String) -> Bool {
        guard let nationalPrefixWhole else { return false }
        return nationalPrefixWhole._verdictOrIncomplete(for: digits) == .incomplete
    }

    /// The verdict for a national significant number (no prefix of any kind).
    func evaluate(significant number: String, requiring type: PhoneNumberType?) -> PhoneNumberMatch {
        let verdict: Verdict
        if let type {
            verdict = Verdict.any(
                ranges.lazy.filter { $0.type == type }.map { $0.pattern._verdictOrIncomplete(for: number) })
        } else {
            verdict = anyRange._verdictOrIncomplete(for: number)
        }
        guard verdict == .valid else { return PhoneNumberMatch(verdict: verdict) }
        guard let valid = validNumber(significant: number, requiring: type) else {
            // A range matched, but the length is not one it allows or the general description refuses the
            // number (libphonenumber's first test): more digits may still fit.
            return PhoneNumberMatch(verdict: number.utf8.count < maximumLength ? .incomplete : .invalid)
        }
        return PhoneNumberMatch(verdict: .valid, number: valid)
    }

    /// The number `number` (a national significant number) is when it is valid, of `type` when one is
    /// asked for: the number ``evaluate(significant:requiring:)`` gives, without its verdict for the
    /// digits that are not (a range that holds a number matches it, so the ranges' alternation that the
    /// verdict reads adds nothing to whether it is valid).
    func validNumber(significant number: String, requiring type: PhoneNumberType?) -> PhoneNumber? {
        guard matchesGeneralDescription(number), let found = classify(number), type.map(found.satisfies) ?? true
        else { return nil }
        return PhoneNumber(
            region: territory.region, callingCode: territory.callingCode, nationalNumber: number, type: found)
    }

    /// The number's type in libphonenumber's order: special services first, then fixed line and mobile.
    func classify(_ number: String) -> PhoneNumberType? {
        let length = number.utf8.count
        guard let first = ranges.first(where: { $0.holds(number, length: length) }) else { return nil }
        guard first.type == .fixedLine else { return first.type }
        let mobile = ranges.first { $0.type == .mobile }
        return mobile?.holds(number, length: length) == true ? .fixedLineOrMobile : .fixedLine
    }
}
