/// Dates and recent years in a password (`1987`, `12/05/1990`, `050190`), as zxcvbn reads them: guesses
/// are 365 days × the years between the date and the reference year (at least 20), × 4 with separators.
enum PasswordDates {
    /// The year distances are measured from; fixed so that a score does not drift from year to year.
    static let referenceYear = 2026
    static let minimumYearSpace = 20

    /// zxcvbn's splits of a separator-free date of 4 to 8 digits into three numbers.
    private static let splits: [Int: [(Int, Int)]] = [
        4: [(1, 2), (2, 3)], 5: [(1, 3), (2, 3)], 6: [(1, 2), (2, 4), (4, 5)],
        7: [(1, 3), (2, 3), (4, 5), (4, 6)], 8: [(2, 4), (4, 6)],
    ]

    static func find(_ lower: PasswordMatchers.Text, into matches: inout PasswordMatchMatrix) {
        // Every form starts with a digit.
        for start in lower.indices where PasswordText.isDigit(lower[start]) {
            var number = 0
            var digitsOnly = true
            for end in start..<min(lower.count, start + 10) {
                digitsOnly = digitsOnly && PasswordText.isDigit(lower[end])
                if digitsOnly {
                    number = number * 10 + Int(lower[end] - 48)
                    let length = end - start + 1
                    if length == 4, let year = recentYear(number) {
                        matches.offer(from: start, through: end, guesses: Double(yearSpace(year)))
                    }
                    if length >= 4, length <= 8, let year = undelimitedDate(lower, start, end) {
                        matches.offer(from: start, through: end, guesses: 365 * Double(yearSpace(year)))
                    }
                } else if let year = delimitedDate(lower, start, end) {
                    matches.offer(from: start, through: end, guesses: 365 * 4 * Double(yearSpace(year)))
                }
            }
        }
    }

    private static func recentYear(_ number: Int) -> Int? {
        (1900...2049).contains(number) ? number : nil
    }

    private static func yearSpace(_ year: Int) -> Int {
        max(abs(year - referenceYear), minimumYearSpace)
    }

    private static func value(_ text: PasswordMatchers.Text, _ range: Range<Int>) -> Int {
        var number = 0
        for index in range { number = number * 10 + Int(text[index] - 48) }
        return number
    }

    private static func undelimitedDate(_ text: PasswordMatchers.Text, _ start: Int, _ end: Int) -> Int? {
        for (first, second) in splits[end - start + 1] ?? [] {
            let numbers = (
                value(text, start..<(start + first)), value(text, (start + first)..<(start + second)),
                value(text, (start + second)..<(end + 1))
            )
            if let year = year(of: numbers) { return year }
        }
        return nil
    }

    /// `d/m/y`, `y-m-d` and the like: two identical separators among `/\_.- `, three digit groups.
    private static func delimitedDate(_ text: PasswordMatchers.Text, _ start: Int, _ end: Int) -> Int? {
        guard end - start + 1 >= 6, PasswordText.isDigit(text[start]), PasswordText.isDigit(text[end]) else {
            return nil
        }
        var first = -1
        var second = -1
        for index in start...end where !PasswordText.isDigit(text[index]) {
            guard isSeparator(text[index]), second < 0 else { return nil }
            if first < 0 { first = index } else { second = index }
        }
        guard second > first + 1, text[first] == text[second] else { return nil }
        let groups = (start..<first, (first + 1)..<second, (second + 1)..<(end + 1))
        guard groups.0.count <= 4, groups.1.count <= 4, groups.2.count <= 4 else { return nil }
        return year(of: (value(text, groups.0), value(text, groups.1), value(text, groups.2)))
    }

    @inline(__always)
    private static func isSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x2F, 0x5C, 0x5F, 0x2E, 0x2D, 0x20: true  // / \ _ . - space
        default: false
        }
    }

    /// The year when the three numbers read as a day, a month and a year in some order with the year
    /// first or last; two-digit years are 19xx above 50, else 20xx.
    private static func year(of numbers: (Int, Int, Int)) -> Int? {
        let (a, b, c) = numbers
        guard b >= 1, b <= 31 else { return nil }
        for (year, first, second) in [(c, a, b), (a, b, c)] {
            let fullYear = year < 100 ? (year > 50 ? 1900 + year : 2000 + year) : year
            guard (1000...2050).contains(fullYear) else { continue }
            if isDayMonth(first, second) || isDayMonth(second, first) { return fullYear }
        }
        return nil
    }

    private static func isDayMonth(_ day: Int, _ month: Int) -> Bool {
        (1...31).contains(day) && (1...12).contains(month)
    }
}
