/// zxcvbn's `date_match`: day, month and year in some order, 4 to 8 digits without separators or 6 to 10
/// characters with two equal separators, keeping only the dates not inside a longer date.
extension StrengthMatching {
    static let minimumYear = 1000
    static let maximumYear = 2050
    static let referenceYear = 2017

    /// Where a run of 4 to 8 digits can be split into three numbers (`DATE_SPLITS`).
    static let dateSplits: [Int: [(Int, Int)]] = [
        4: [(1, 2), (2, 3)], 5: [(1, 3), (2, 3)], 6: [(1, 2), (2, 4), (4, 5)],
        7: [(1, 3), (2, 3), (4, 5), (4, 6)], 8: [(2, 4), (4, 6)],
    ]

    struct Date {
        let year: Int
        let month: Int
        let day: Int
    }

    func dateMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        var matches: [StrengthMatch] = []
        let count = password.count
        for i in 0..<max(0, count - 3) {
            for j in (i + 3)..<(i + 8) where j < count {
                let token = password[i...j]
                guard token.allSatisfy(ZxcvbnText.isDigit), let splits = Self.dateSplits[token.count] else { continue }
                let candidates = splits.compactMap { k, l in
                    let start = token.startIndex
                    return Self.date([
                        ZxcvbnText.integer(token[start..<(start + k)]),
                        ZxcvbnText.integer(token[(start + k)..<(start + l)]),
                        ZxcvbnText.integer(token[(start + l)...]),
                    ])
                }
                // The reading with the year closest to the reference year takes the fewest guesses.
                guard var best = candidates.first else { continue }
                for candidate in candidates.dropFirst()
                where abs(candidate.year - Self.referenceYear) < abs(best.year - Self.referenceYear) {
                    best = candidate
                }
                matches.append(
                    StrengthMatch(
                        i: i, j: j, token: Array(token),
                        kind: .date(year: best.year, month: best.month, day: best.day, separator: "")))
            }
        }
        for i in 0..<max(0, count - 5) {
            for j in (i + 5)..<(i + 10) where j < count {
                let token = Array(password[i...j])
                guard let (numbers, separator) = Self.separatedNumbers(token), let date = Self.date(numbers) else {
                    continue
                }
                matches.append(
                    StrengthMatch(
                        i: i, j: j, token: token,
                        kind: .date(year: date.year, month: date.month, day: date.day, separator: separator)))
            }
        }
        // Dates inside other dates are noise (`2015_06_04` also holds `15_06_04`).
        let kept = matches.enumerated().filter { index, match in
            !matches.enumerated().contains { other, candidate in
                other != index && !Self.sameDate(match, candidate) && candidate.i <= match.i && candidate.j >= match.j
            }
        }.map(\.element)
        return kept
    }

    /// Python compares match dictionaries by value: an identical match is not a submatch of itself.
    private static func sameDate(_ left: StrengthMatch, _ right: StrengthMatch) -> Bool {
        guard case .date(let y1, let m1, let d1, let s1) = left.kind,
            case .date(let y2, let m2, let d2, let s2) = right.kind
        else { return false }
        return left.i == right.i && left.j == right.j && left.token == right.token
            && (y1, m1, d1, s1) == (y2, m2, d2, s2)
    }

    /// `^(\d{1,4})([\s/\\_.-])(\d{1,2})\2(\d{1,4})$`: three numbers and their separator.
    static func separatedNumbers(_ token: [Unicode.Scalar]) -> ([Int], String)? {
        var index = 0
        func digits(_ range: ClosedRange<Int>) -> Int? {
            let start = index
            while index < token.count, ZxcvbnText.isDigit(token[index]) { index += 1 }
            guard range.contains(index - start) else { return nil }
            return ZxcvbnText.integer(token[start..<index])
        }
        guard let first = digits(1...4), index < token.count else { return nil }
        let separator = token[index]
        guard separator.properties.isWhitespace || "/\\_.-".unicodeScalars.contains(separator) else { return nil }
        index += 1
        guard let second = digits(1...2), index < token.count, token[index] == separator else { return nil }
        index += 1
        guard let third = digits(1...4), index == token.count else { return nil }
        return ([first, second, third], String(Character(separator)))
    }

    /// `map_ints_to_dmy`.
    static func date(_ numbers: [Int]) -> Date? {
        guard numbers[1] <= 31, numbers[1] > 0 else { return nil }
        var over12 = 0
        var over31 = 0
        var under1 = 0
        for number in numbers {
            if (99 < number && number < minimumYear) || number > maximumYear { return nil }
            if number > 31 { over31 += 1 }
            if number > 12 { over12 += 1 }
            if number <= 0 { under1 += 1 }
        }
        if over31 >= 2 || over12 == 3 || under1 >= 2 { return nil }
        let splits = [(numbers[2], [numbers[0], numbers[1]]), (numbers[0], [numbers[1], numbers[2]])]
        for (year, rest) in splits where minimumYear <= year && year <= maximumYear {
            // A four-digit year whose other two numbers are no day and month: not a date.
            guard let (day, month) = dayMonth(rest) else { return nil }
            return Date(year: year, month: month, day: day)
        }
        for (year, rest) in splits {
            if let (day, month) = dayMonth(rest) {
                return Date(year: year > 99 ? year : (year > 50 ? year + 1900 : year + 2000), month: month, day: day)
            }
        }
        return nil
    }

    private static func dayMonth(_ numbers: [Int]) -> (day: Int, month: Int)? {
        for (day, month) in [(numbers[0], numbers[1]), (numbers[1], numbers[0])]
        where 1 <= day && day <= 31 && 1 <= month && month <= 12 {
            return (day, month)
        }
        return nil
    }
}
