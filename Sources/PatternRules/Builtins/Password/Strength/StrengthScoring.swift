import Foundation

/// zxcvbn 4.5.0's scoring (`scoring.py`): the guesses each match takes, and the search for the
/// sequence of non-overlapping matches (gaps filled by brute force) that takes the fewest, where a
/// sequence of `l` matches costs `l! × Π guesses + 10000^(l-1)`.
struct StrengthScoring {
    static let bruteforceCardinality = 10.0
    static let minimumGuessesBeforeGrowingSequence = 10_000.0
    static let minimumSubmatchGuessesSingleCharacter = 10.0
    static let minimumSubmatchGuessesMultiCharacter = 50.0
    static let minimumYearSpace = 20

    /// Scoring over the shipped keyboard graphs, their statistics computed once.
    static let shipped = StrengthScoring(graphs: .shipped)

    let keyboardStartingPositions: Double
    let keyboardAverageDegree: Double
    let keypadStartingPositions: Double
    let keypadAverageDegree: Double

    init(graphs: KeyboardGraphs) {
        let qwerty = graphs.graph(.qwerty)
        let keypad = graphs.graph(.keypad)
        keyboardStartingPositions = Double(qwerty.count)
        keyboardAverageDegree = KeyboardGraphs.averageDegree(qwerty)
        keypadStartingPositions = Double(keypad.count)
        keypadAverageDegree = KeyboardGraphs.averageDegree(keypad)
    }

    /// The result of the search: the guesses of the best sequence and the sequence itself.
    struct Analysis {
        let guesses: Double
        let sequence: [(match: StrengthMatch, guesses: Double)]
    }

    /// `most_guessable_match_sequence`.
    func mostGuessableSequence(_ password: [Unicode.Scalar], matches: [StrengthMatch]) -> Analysis {
        let count = password.count
        guard count > 0 else { return Analysis(guesses: 1, sequence: []) }
        var byEnd = [[StrengthMatch]](repeating: [], count: count)
        for match in matches { byEnd[match.j].append(match) }
        for index in byEnd.indices {
            byEnd[index] = byEnd[index].enumerated().sorted { ($0.element.i, $0.offset) < ($1.element.i, $1.offset) }
                .map(\.element)
        }
        // optimal[k][l]: the best length-l sequence covering ..k, as its last match, product and total.
        struct Step {
            let match: StrengthMatch
            let guesses: Double
            let product: Double
            let total: Double
        }
        // Ordered like Python's dictionaries: by insertion.
        var optimal = [[(length: Int, step: Step)]](repeating: [], count: count)
        // What does not depend on the match, by sequence length: l! and the minimum guesses before a
        // sequence may grow, raised to l - 1.
        let factorials = (0...count + 1).map { Self.factorial($0) }
        let growth = (0...count + 1).map { pow(Self.minimumGuessesBeforeGrowingSequence, Double($0 - 1)) }

        // `guesses` is the match's estimate, made once per match as zxcvbn caches it in the match.
        func update(_ match: StrengthMatch, guesses: Double, _ length: Int) {
            let k = match.j
            var product = guesses
            if length > 1, let previous = optimal[match.i - 1].first(where: { $0.length == length - 1 }) {
                product *= previous.step.product
            }
            var total = factorials[length] * product
            total += growth[length]
            for competing in optimal[k] where competing.length <= length && competing.step.total <= total {
                return
            }
            let step = Step(match: match, guesses: guesses, product: product, total: total)
            if let existing = optimal[k].firstIndex(where: { $0.length == length }) {
                optimal[k][existing].step = step
            } else {
                optimal[k].append((length, step))
            }
        }

        func bruteforce(_ i: Int, _ j: Int) -> StrengthMatch {
            StrengthMatch(i: i, j: j, token: Array(password[i...j]), kind: .bruteforce)
        }

        for k in 0..<count {
            for match in byEnd[k] {
                let guesses = estimateGuesses(match, passwordLength: count)
                if match.i > 0 {
                    for (length, _) in optimal[match.i - 1] { update(match, guesses: guesses, length + 1) }
                } else {
                    update(match, guesses: guesses, 1)
                }
            }
            let whole = bruteforce(0, k)
            update(whole, guesses: estimateGuesses(whole, passwordLength: count), 1)
            if k >= 1 {
                for i in 1...k where optimal[i - 1].contains(where: { !$0.step.match.isBruteforce }) {
                    // Only built where a sequence can end in it: most spans never are.
                    let match = bruteforce(i, k)
                    let guesses = estimateGuesses(match, passwordLength: count)
                    for (length, last) in optimal[i - 1] where !last.match.isBruteforce {
                        update(match, guesses: guesses, length + 1)
                    }
                }
            }
        }

        // Unwind from the end: the length with the fewest total guesses, then back through each start.
        var best = optimal[count - 1][0]
        for candidate in optimal[count - 1].dropFirst() where candidate.step.total < best.step.total {
            best = candidate
        }
        var sequence: [(StrengthMatch, Double)] = []
        var k = count - 1
        var length = best.length
        while k >= 0, let step = optimal[k].first(where: { $0.length == length })?.step {
            sequence.insert((step.match, step.guesses), at: 0)
            k = step.match.i - 1
            length -= 1
        }
        return Analysis(guesses: best.step.total, sequence: sequence)
    }

    private static func factorial(_ n: Int) -> Double {
        (1...max(1, n)).reduce(1.0) { $0 * Double($1) }
    }

    // MARK: Guesses per match

    /// `estimate_guesses`: the match's guesses, at least 10 (one character) or 50 (more) when the match
    /// is only part of the password.
    func estimateGuesses(_ match: StrengthMatch, passwordLength: Int) -> Double {
        var minimum = 1.0
        if match.token.count < passwordLength {
            minimum =
                match.token.count == 1
                ? Self.minimumSubmatchGuessesSingleCharacter : Self.minimumSubmatchGuessesMultiCharacter
        }
        return max(guesses(match), minimum)
    }

    private func guesses(_ match: StrengthMatch) -> Double {
        switch match.kind {
        case .bruteforce:
            let guesses = pow(Self.bruteforceCardinality, Double(match.token.count))
            let minimum =
                match.token.count == 1
                ? Self.minimumSubmatchGuessesSingleCharacter + 1 : Self.minimumSubmatchGuessesMultiCharacter + 1
            return max(guesses, minimum)
        case .dictionary(let rank, _, let reversed, let sub):
            return Double(rank) * Self.uppercaseVariations(match.token) * Self.l33tVariations(match.token, sub: sub)
                * (reversed ? 2 : 1)
        case .spatial(let graph, let turns, let shiftedCount):
            return spatialGuesses(graph: graph, length: match.token.count, turns: turns, shiftedCount: shiftedCount)
        case .repeated(_, let baseGuesses, let repeatCount):
            return baseGuesses * repeatCount
        case .sequence(_, _, let ascending):
            let first = match.token[0]
            var base: Double
            if "aAzZ019".unicodeScalars.contains(first) {
                base = 4
            } else {
                base = ZxcvbnText.isDigit(first) ? 10 : 26
            }
            if !ascending { base *= 2 }
            return base * Double(match.token.count)
        case .recentYear(let year):
            return Double(max(abs(year - StrengthMatching.referenceYear), Self.minimumYearSpace))
        case .date(let year, _, _, let separator):
            var guesses = Double(max(abs(year - StrengthMatching.referenceYear), Self.minimumYearSpace) * 365)
            if !separator.isEmpty { guesses *= 4 }
            return guesses
        }
    }

    private func spatialGuesses(graph: KeyboardGraphs.Name, length: Int, turns: Int, shiftedCount: Int) -> Double {
        let keyboard = graph == .qwerty || graph == .dvorak
        let starts = keyboard ? keyboardStartingPositions : keypadStartingPositions
        let degree = keyboard ? keyboardAverageDegree : keypadAverageDegree
        var guesses = 0.0
        if length >= 2 {
            for i in 2...length {
                let possibleTurns = min(turns, i - 1) + 1
                for j in stride(from: 1, to: possibleTurns, by: 1) {
                    guesses += ZxcvbnText.binomial(i - 1, j - 1) * starts * pow(degree, Double(j))
                }
            }
        }
        if shiftedCount > 0 {
            let unshifted = length - shiftedCount
            guesses *= unshifted == 0 ? 2 : ZxcvbnText.variations(shiftedCount, unshifted)
        }
        return guesses
    }

    /// `uppercase_variations`: 1 in lower case; 2 for a first or last capital or all capitals; else the
    /// ways to choose which letters are capitals.
    static func uppercaseVariations(_ token: [Unicode.Scalar]) -> Double {
        let hasASCIIUpper = token.contains(where: ZxcvbnText.isASCIIUppercase)
        if !hasASCIIUpper || ZxcvbnText.lowercased(token) == token { return 1 }
        let isUpper = token.map(ZxcvbnText.isASCIIUppercase)
        let startUpper = token.count >= 2 && isUpper[0] && !isUpper.dropFirst().contains(true)
        let endUpper = token.count >= 2 && isUpper.last! && !isUpper.dropLast().contains(true)
        let allUpper = !token.contains(where: ZxcvbnText.isASCIILowercase)
        if startUpper || endUpper || allUpper { return 2 }
        let upper = token.filter(\.properties.isUppercase).count
        let lower = token.filter(\.properties.isLowercase).count
        return ZxcvbnText.variations(upper, lower)
    }

    /// `l33t_variations`: per substitution, 2 when every such letter is substituted (or none), else the
    /// ways to choose which are.
    static func l33tVariations(_ token: [Unicode.Scalar], sub: [(l33t: Unicode.Scalar, letter: Unicode.Scalar)]?)
        -> Double
    {
        guard let sub else { return 1 }
        let lowered = ZxcvbnText.lowercased(token)
        var variations = 1.0
        for (l33t, letter) in sub {
            let substituted = lowered.filter { $0 == l33t }.count
            let unsubstituted = lowered.filter { $0 == letter }.count
            let either = substituted == 0 || unsubstituted == 0
            variations *= either ? 2 : ZxcvbnText.variations(substituted, unsubstituted)
        }
        return variations
    }
}
