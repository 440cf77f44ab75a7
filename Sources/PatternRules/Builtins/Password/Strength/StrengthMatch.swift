/// One pattern found in a password, as zxcvbn's matchers report it: the span it covers (code point
/// indices, inclusive), the text, and what kind of pattern it is.
struct StrengthMatch: Sendable {
    enum Kind: Sendable {
        /// A word of a ranked list, maybe reversed or with l33t substitutions (`sub`: l33t character to
        /// the letter it stands for, only those the token uses). zxcvbn's `matched_word` is not kept:
        /// neither the guesses nor the feedback read it, and building it would take a string per match.
        case dictionary(
            rank: Int, dictionary: RankedDictionaries.Name, reversed: Bool,
            sub: [(l33t: Unicode.Scalar, letter: Unicode.Scalar)]?)
        /// A walk on a keyboard: how many times it turned, how many keys were shifted.
        case spatial(graph: KeyboardGraphs.Name, turns: Int, shiftedCount: Int)
        /// A repeated base (`abcabc`): the base's own best guesses and how many times it repeats.
        case repeated(base: [Unicode.Scalar], baseGuesses: Double, repeatCount: Double)
        /// Code points a constant step apart (`abc`, `9753`).
        case sequence(name: String, space: Int, ascending: Bool)
        /// A recent year (`19\d\d|200\d|201\d`).
        case recentYear(Int)
        case date(year: Int, month: Int, day: Int, separator: String)
        /// Characters no pattern explains.
        case bruteforce
    }

    let i: Int
    let j: Int
    let token: [Unicode.Scalar]
    let kind: Kind

    var isBruteforce: Bool {
        if case .bruteforce = kind { return true }
        return false
    }
}
