/// zxcvbn's pattern matchers: keyboard walks, repeats, sequences and recent years.
extension StrengthMatching {
    // MARK: Keyboard walks

    /// `SHIFTED_RX`: characters typed with shift on a qwerty or dvorak keyboard.
    static let shiftedCharacters = Set("~!@#$%^&*()_+QWERTYUIOP{}|ASDFGHJKL:\"ZXCVBNM<>?".unicodeScalars)

    /// `spatial_match`: runs of three or more keys, each adjacent to the last, per keyboard.
    func spatialMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        var matches: [StrengthMatch] = []
        for (name, graph) in graphs.graphs {
            matches += Self.spatialMatches(password, graph: graph, name: name)
        }
        return matches
    }

    private static func spatialMatches(
        _ password: [Unicode.Scalar], graph: KeyboardGraphs.Graph, name: KeyboardGraphs.Name
    )
        -> [StrengthMatch]
    {
        var matches: [StrengthMatch] = []
        var i = 0
        while i < password.count - 1 {
            var j = i + 1
            var lastDirection: Int?
            var turns = 0
            var shiftedCount = name.hasShift && shiftedCharacters.contains(password[i]) ? 1 : 0
            while true {
                let adjacents = graph[password[j - 1]] ?? []
                var found = false
                if j < password.count {
                    let current = password[j]
                    for (direction, adjacent) in adjacents.enumerated() {
                        guard let adjacent, let position = adjacent.firstIndex(of: current) else { continue }
                        found = true
                        // Index 1 of a neighbour is its shifted character: `@` in `2@`.
                        if position == 1 { shiftedCount += 1 }
                        if lastDirection != direction {
                            turns += 1
                            lastDirection = direction
                        }
                        break
                    }
                }
                if found {
                    j += 1
                } else {
                    if j - i > 2 {
                        matches.append(
                            StrengthMatch(
                                i: i, j: j - 1, token: Array(password[i..<j]),
                                kind: .spatial(graph: name, turns: turns, shiftedCount: shiftedCount)))
                    }
                    i = j
                    break
                }
            }
        }
        return matches
    }

    // MARK: Repeats

    /// `repeat_match`: `(.+)\1+` and `(.+?)\1+` searched left to right; the base of each repeat is scored
    /// on its own (recursively) and the repeat guesses that times the repeat count.
    func repeatMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        var matches: [StrengthMatch] = []
        var lastIndex = 0
        while lastIndex < password.count {
            guard let greedy = Self.repeatSearch(password, from: lastIndex, greedy: true),
                let lazy = Self.repeatSearch(password, from: lastIndex, greedy: false)
            else { break }
            let start = greedy.start
            let end: Int
            let base: [Unicode.Scalar]
            if greedy.length > lazy.length {
                // `aabaab`: greedy finds the longer repeat; its own shortest base is `aab`.
                end = start + greedy.length
                base = Self.shortestBase(Array(password[start..<end]))
            } else {
                end = lazy.start + lazy.length
                base = Array(password[lazy.start..<(lazy.start + lazy.baseLength)])
            }
            let token = Array(password[start..<end])
            let analysis = scoring.mostGuessableSequence(base, matches: omnimatch(base))
            matches.append(
                StrengthMatch(
                    i: start, j: end - 1, token: token,
                    kind: .repeated(
                        base: base, baseGuesses: analysis.guesses,
                        repeatCount: Double(token.count) / Double(base.count))))
            lastIndex = end
        }
        return matches
    }

    /// Python's `re.search` of `(.+)\1+` (greedy) or `(.+?)\1+` (lazy) from `position`: the leftmost start
    /// that repeats at all, the longest (greedy) or shortest (lazy) base there, repeated as often as it
    /// goes. `.` does not match a line feed.
    static func repeatSearch(_ password: [Unicode.Scalar], from position: Int, greedy: Bool)
        -> (start: Int, length: Int, baseLength: Int)?
    {
        let count = password.count
        guard position < count else { return nil }
        for start in position..<count {
            let longest = (count - start) / 2
            guard longest >= 1 else { break }
            let lengths = greedy ? Array(stride(from: longest, through: 1, by: -1)) : Array(1...longest)
            for length in lengths {
                let base = password[start..<(start + length)]
                if base.contains("\n") { continue }
                var copies = 0
                var next = start + length
                while next + length <= count && password[next..<(next + length)].elementsEqual(base) {
                    copies += 1
                    next += length
                }
                if copies > 0 { return (start, length * (copies + 1), length) }
            }
        }
        return nil
    }

    /// `^(.+?)\1+$` on a repeat: its shortest base.
    static func shortestBase(_ repeated: [Unicode.Scalar]) -> [Unicode.Scalar] {
        for length in 1...max(1, repeated.count / 2) where repeated.count % length == 0 {
            let base = repeated[0..<length]
            if stride(from: length, to: repeated.count, by: length).allSatisfy({
                repeated[$0..<($0 + length)].elementsEqual(base)
            }) {
                return Array(base)
            }
        }
        return repeated
    }

    // MARK: Sequences

    /// `sequence_match`: runs with a constant code point step of 1 to 5 (`abc`, `9753`, `ZYX`).
    func sequenceMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        guard password.count > 1 else { return [] }
        var matches: [StrengthMatch] = []
        func update(_ i: Int, _ j: Int, _ delta: Int) {
            guard j - i > 1 || abs(delta) == 1, abs(delta) > 0, abs(delta) <= 5 else { return }
            let token = Array(password[i...j])
            let (name, space): (String, Int)
            if token.allSatisfy(ZxcvbnText.isASCIILowercase) {
                (name, space) = ("lower", 26)
            } else if token.allSatisfy(ZxcvbnText.isASCIIUppercase) {
                (name, space) = ("upper", 26)
            } else if token.allSatisfy(ZxcvbnText.isDigit) {
                (name, space) = ("digits", 10)
            } else {
                (name, space) = ("unicode", 26)
            }
            matches.append(
                StrengthMatch(i: i, j: j, token: token, kind: .sequence(name: name, space: space, ascending: delta > 0))
            )
        }
        var i = 0
        var lastDelta: Int?
        for k in 1..<password.count {
            let delta = Int(password[k].value) - Int(password[k - 1].value)
            if lastDelta == nil { lastDelta = delta }
            if delta == lastDelta { continue }
            let j = k - 1
            update(i, j, lastDelta!)
            i = j
            lastDelta = delta
        }
        update(i, password.count - 1, lastDelta!)
        return matches
    }

    // MARK: Recent years

    /// `regex_match` with zxcvbn's one regex, `19\d\d|200\d|201\d`, found left to right without overlap.
    func recentYearMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        var matches: [StrengthMatch] = []
        var position = 0
        while position + 4 <= password.count {
            let token = password[position..<(position + 4)]
            let digits = token.map(ZxcvbnText.isDigit)
            let first = token[position], second = token[position + 1], third = token[position + 2]
            let isYear =
                (first == "1" && second == "9" && digits[2] && digits[3])
                || (first == "2" && second == "0" && third == "0" && digits[3])
                || (first == "2" && second == "0" && third == "1" && digits[3])
            if isYear {
                matches.append(
                    StrengthMatch(
                        i: position, j: position + 3, token: Array(token),
                        kind: .recentYear(ZxcvbnText.integer(token))))
                position += 4
            } else {
                position += 1
            }
        }
        return matches
    }
}
