/// A CLDR plural category: which form of a message a number takes in a language (English has `one` and
/// `other`; Polish and Russian add `few` and `many`; Arabic has all six; Japanese and Chinese only
/// `other`).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` (written in ASCII digits, with `.` before a fraction: `"1.50"`) in
    /// `locale`, by CLDR's cardinal rules.
    public static func of(_ number: String, in locale: MessageLocale) -> PluralCategory {
        guard let operands = PluralOperands(number) else { return .other }
        return cardinal(operands, locale: locale.identifier)
    }
}

/// The operands CLDR's plural rules read off a number as written: `n` its absolute value, `i` its
/// integer digits, `v` and `w` how many fraction digits it has with and without trailing zeros, `f` and
/// `t` those digits as numbers, `e` the exponent (always 0 here).
struct PluralOperands {
    let n: Double
    let i: Double
    let v: Double
    let w: Double
    let f: Double
    let t: Double
    let e: Double = 0

    init?(_ text: String) {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), let integer = Double(whole) else { return nil }
        var trimmed = fraction
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        i = integer
        v = Double(fraction.count)
        w = Double(trimmed.count)
        f = Double(fraction) ?? 0
        t = Double(trimmed) ?? 0
        n = Double(unsigned) ?? integer
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension PluralOperands {
    /// CLDR's `in` relation, as the generated rules write it: `value` is an integer from `low` to `high`.
    func isInteger(_ value: Double, from low: Double, to high: Double) -> Bool {
        value >= low && value <= high && value.rounded(.towardZero) == value
    }
}
