import Foundation

/// One territory's number ranges compiled for one engine: answers the verdict for a national
/// significant number and classifies a valid one.
final class PhoneTerritoryMatcher: Sendable {
    let territory: PhoneTerritory
    /// Every range in one alternation: one match answers the verdict.
    private let anyRange: Pattern
    private let ranges: [CompiledRange]
    /// The maximum national number length, computed once.
    private let maximumLength: Int

    /// One number range, compiled: a class so that walking the list retains one reference per range
    /// instead of copying its strings and arrays.
    private final class CompiledRange: Sendable {
        let type: PhoneNumberType
        /// Bit `n` set when a national number of `n` digits is possible.
        let lengths: UInt32
        let pattern: Pattern

        init(_ range: PhoneTerritory.NumberRange, engine: Engine?) {
            type = range.type
            lengths = range.lengths.reduce(0) { $0 | (1 << UInt32($1)) }
            pattern = BuiltinPattern.compileLeniently(range.pattern, engine: engine)
        }

        func holds(_ number: String, length: Int) -> Bool {
            length < 32 && lengths & (1 << UInt32(length)) != 0 && pattern._matchesOrFalse(number)
        }
    }
    /// The international dialling prefix (`00`, `011`), for numbers typed as `00 44 …`.
    let internationalPrefix: Pattern?
    private let nationalPrefix: PhoneNationalPrefix?
    /// The national prefix rule as a whole-string pattern: when the digits so far are a partial match,
    /// more digits may still be rewritten into a valid number (Madagascar's 7-digit local numbers gain
    /// `20` only once all 7 are typed), so the input cannot be invalid yet.
    private let nationalPrefixWhole: Pattern?

    init(_ territory: PhoneTerritory, engine: Engine?) {
        self.territory = territory
        let alternation = territory.ranges.map { "(?:\($0.pattern))" }.joined(separator: "|")
        anyRange = BuiltinPattern.compileLeniently(alternation.isEmpty ? "(?!)" : alternation, engine: engine)
        ranges = territory.ranges.map { CompiledRange($0, engine: engine) }
        maximumLength = territory.maximumLength
        internationalPrefix =
            territory.internationalPrefix.isEmpty
            ? nil : BuiltinPattern.compileLeniently(territory.internationalPrefix, engine: engine)
        nationalPrefix = PhoneNationalPrefix(territory)
        nationalPrefixWhole =
            territory.transformRule.isEmpty
            ? nil : BuiltinPattern.compileLeniently(territory.nationalPrefixForParsing, engine: engine)
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

    /// Whether more digits could still make the national prefix rule rewrite these (see
    /// `nationalPrefixWhole`): keeps `invalid` sound for the territories with transform rules.
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
        guard let found = classify(number), type.map(found.satisfies) ?? true else {
            // The pattern matched but the length is not one the range allows: more digits may still fit.
            return PhoneNumberMatch(verdict: number.utf8.count < maximumLength ? .incomplete : .invalid)
        }
        return PhoneNumberMatch(
            verdict: .valid,
            number: PhoneNumber(
                region: territory.region, callingCode: territory.callingCode, nationalNumber: number, type: found))
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
