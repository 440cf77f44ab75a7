/// `cn.ric`: China's resident identity card numbers, as `stdnum.cn.ric` validates them: six digits of the
/// place of birth (a code of GB/T 2260 in use in the birth year, from python-stdnum's table), a birth date
/// (`YYYYMMDD`) that exists, three digits, and a check character (the seventeen digits read in base 13,
/// `1 - 2n` modulo 11, `X` for 10). Written compact, the check `X` in either case.
public struct CNRICFinder: IdentifierFinder {
    public static let family = "cn.ric"
    public static let summary =
        "Chinese resident identity card numbers: a place and date of birth, three digits and a check (11010519491231002X)"
    public static let contextWords = ["身份证", "resident identity"]
    public static let forms = IdentifierForms("[0-9]{17}[0-9Xx]", separators: "")

    public init() {}

    public static func isValid(compact number: [UInt8]) -> Bool {
        guard number.count == 18, number.prefix(17).allSatisfy(ASCIIText.isDigit) else { return false }
        let remainder = number.prefix(17).reduce(0) { ($0 * 13 + ASCIIText.digitValue($1)) % 11 }
        let check = ((1 - 2 * remainder) % 11 + 11) % 11
        let last = number[17]
        guard
            check == 10
                ? (last == UInt8(ascii: "X") || last == UInt8(ascii: "x"))
                : ASCIIText.isDigit(last)
                    && ASCIIText.digitValue(last) == check
        else { return false }
        let year = ASCIIText.number(number[6..<10])
        guard
            CalendarDate.exists(
                year: year, month: ASCIIText.number(number[10..<12]), day: ASCIIText.number(number[12..<14]))
        else { return false }
        return BirthPlaces.codes[ASCIIText.number(number.prefix(6))]?.contains { span in
            span.from.map { year >= $0 } ?? true && span.to.map { year <= $0 } ?? true
        } ?? false
    }

    /// ``CNBirthPlaceTable`` read once: each code's spans of years in use (either end open).
    private enum BirthPlaces {
        static let codes: [Int: [(from: Int?, to: Int?)]] = {
            var codes: [Int: [(from: Int?, to: Int?)]] = [:]
            for entry in CNBirthPlaceTable.entries.split(separator: ";") {
                let parts = entry.split(separator: ":", maxSplits: 1)
                codes[Int(parts[0])!] = parts[1].split(separator: "/").map { span in
                    let ends = span.split(separator: "-", omittingEmptySubsequences: false)
                    return (Int(ends[0]), Int(ends[1]))
                }
            }
            return codes
        }()
    }
}
