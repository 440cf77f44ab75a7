/// A payment card network: the leading digits of its numbers (issuer identification ranges, ISO/IEC
/// 7812) and the lengths its numbers have, as the networks publish them.
public struct CardIssuer: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    /// Inclusive ranges of leading digits, each as long as its bounds (`2221...2720` is four digits).
    let prefixes: [ClosedRange<Int>]
    let lengths: ClosedRange<Int>

    public var description: String { name }

    /// The networks a card number is checked against, most specific first where ranges overlap.
    public static let all: [CardIssuer] = [
        CardIssuer(name: "American Express", prefixes: [34...34, 37...37], lengths: 15...15),
        CardIssuer(name: "Diners Club", prefixes: [300...305, 3095...3095, 36...36, 38...39], lengths: 14...19),
        CardIssuer(name: "JCB", prefixes: [3528...3589], lengths: 16...19),
        CardIssuer(name: "Mir", prefixes: [2200...2204], lengths: 16...19),
        CardIssuer(name: "Mastercard", prefixes: [51...55, 2221...2720], lengths: 16...16),
        CardIssuer(
            name: "Maestro",
            prefixes: [5018...5018, 5020...5020, 5038...5038, 5893...5893, 6304...6304, 6759...6759, 6761...6763],
            lengths: 12...19),
        CardIssuer(name: "Discover", prefixes: [6011...6011, 622126...622925, 644...649, 65...65], lengths: 16...19),
        CardIssuer(name: "UnionPay", prefixes: [62...62], lengths: 16...19),
        CardIssuer(name: "Visa", prefixes: [4...4], lengths: 13...19),
    ]

    /// The shortest and longest card numbers of any network.
    static let lengthRange = 12...19

    /// Whether ASCII `digits` (a whole number) start with one of the ranges and have a length of this
    /// network. Visa's numbers are 13, 16 or 19 digits long.
    func holds(_ digits: [UInt8]) -> Bool {
        guard lengths.contains(digits.count), name != "Visa" || [13, 16, 19].contains(digits.count) else {
            return false
        }
        return prefixes.contains { range in
            let width = String(range.lowerBound).count
            return digits.count >= width && range.contains(Self.value(digits.prefix(width)))
        }
    }

    /// Whether `digits`, typed so far, can still become a number of this network.
    func mayBegin(_ digits: [UInt8]) -> Bool {
        guard digits.count < lengths.upperBound else { return false }
        return prefixes.contains { range in
            let width = String(range.lowerBound).count
            if digits.count >= width { return range.contains(Self.value(digits.prefix(width))) }
            // The numbers of `width` digits that start with what was typed.
            var scale = 1
            for _ in digits.count..<width { scale *= 10 }
            let low = Self.value(digits[...]) * scale
            return low <= range.upperBound && low + scale - 1 >= range.lowerBound
        }
    }

    private static func value(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
