/// zxcvbn 4.5.0's matchers (`matching.py`), ported to run on a password's code points: every
/// dictionary word (also reversed and in l33t), keyboard walk, repeat, sequence, recent year and date.
/// The order of the matches, and so which of two equally good readings wins, is zxcvbn's.
struct StrengthMatching {
    let dictionaries: RankedDictionaries
    let userInputs: RankedDictionaries
    let graphs: KeyboardGraphs
    /// Repeats score their base on its own, so matching needs the scoring.
    let scoring: StrengthScoring

    /// zxcvbn caps nothing here; l33t tables with many characters present grow as a product, so at most
    /// this many substitution tables are tried (realistic passwords need a handful).
    static let maximumL33tSubstitutions = 64

    /// `omnimatch`: every match, sorted by start then end (stably, matcher by matcher). zxcvbn also sorts
    /// each matcher's list first; a stable sort keeps equal spans in their order either way, so the one
    /// sort here gives the same sequence.
    func omnimatch(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        var matches = dictionaryMatches(password)
        matches += reversedDictionaryMatches(password)
        matches += l33tMatches(password)
        matches += spatialMatches(password)
        matches += repeatMatches(password)
        matches += sequenceMatches(password)
        matches += recentYearMatches(password)
        matches += dateMatches(password)
        return Self.sortedBySpan(matches)
    }

    /// Python's `sorted(…, key=(i, j))`: stable.
    private static func sortedBySpan(_ matches: [StrengthMatch]) -> [StrengthMatch] {
        matches.enumerated().sorted { left, right in
            (left.element.i, left.element.j, left.offset) < (right.element.i, right.element.j, right.offset)
        }.map(\.element)
    }

    // MARK: Dictionaries

    /// `dictionary_match`: every substring of the lowercased password found in a list, lists in order.
    func dictionaryMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        dictionaryMatches(password, startingWhere: { _ in true })
    }

    /// `dictionary_match` from the starts `isStart` accepts, already in zxcvbn's order: by start, then
    /// end, then list (the user's inputs last).
    private func dictionaryMatches(_ password: [Unicode.Scalar], startingWhere isStart: (Int) -> Bool)
        -> [StrengthMatch]
    {
        let lower = ZxcvbnText.lowercased(password)
        // zxcvbn loops over the original length while slicing the lowercased text.
        let end = min(password.count, lower.count)
        var matches: [StrengthMatch] = []
        var fromUser: [(j: Int, entries: ArraySlice<RankedDictionaries.Entry>)] = []
        for i in 0..<end where isStart(i) {
            func add(_ j: Int, _ entries: ArraySlice<RankedDictionaries.Entry>) {
                let token = Array(password[i...j])
                for entry in entries {
                    matches.append(
                        StrengthMatch(
                            i: i, j: j, token: token,
                            kind: .dictionary(
                                rank: entry.rank, dictionary: entry.dictionary, reversed: false, sub: nil)
                        ))
                }
            }
            fromUser.removeAll(keepingCapacity: true)
            userInputs.forEachWord(in: lower, from: i, upTo: end) { fromUser.append(($0, $1)) }
            var pending = fromUser[...]
            dictionaries.forEachWord(in: lower, from: i, upTo: end) { j, entries in
                while let next = pending.first, next.j < j {
                    add(next.j, next.entries)
                    pending.removeFirst()
                }
                add(j, entries)
            }
            for (j, entries) in pending { add(j, entries) }
        }
        return matches
    }

    /// `reverse_dictionary_match`.
    func reversedDictionaryMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        let count = password.count
        let matches = dictionaryMatches(password.reversed()).map { match -> StrengthMatch in
            guard case .dictionary(let rank, let dictionary, _, _) = match.kind else { return match }
            return StrengthMatch(
                i: count - 1 - match.j, j: count - 1 - match.i, token: match.token.reversed(),
                kind: .dictionary(rank: rank, dictionary: dictionary, reversed: true, sub: nil))
        }
        return matches
    }

    /// zxcvbn's l33t table: each letter and the characters that stand for it.
    static let l33tTable: [(letter: Unicode.Scalar, subs: [Unicode.Scalar])] = [
        ("a", ["4", "@"]), ("b", ["8"]), ("c", ["(", "{", "[", "<"]), ("e", ["3"]), ("g", ["6", "9"]),
        ("i", ["1", "!", "|"]), ("l", ["1", "|", "7"]), ("o", ["0"]), ("s", ["$", "5"]), ("t", ["+", "7"]),
        ("x", ["%"]), ("z", ["2"]),
    ]

    /// `l33t_match`: dictionary words read through each substitution table the password's characters
    /// allow; only matches that use a substitution count.
    func l33tMatches(_ password: [Unicode.Scalar]) -> [StrengthMatch] {
        let present = Set(password)
        let subtable = Self.l33tTable.compactMap { letter, subs -> (Unicode.Scalar, [Unicode.Scalar])? in
            let relevant = subs.filter(present.contains)
            return relevant.isEmpty ? nil : (letter, relevant)
        }
        var matches: [StrengthMatch] = []
        for sub in Self.l33tSubstitutions(subtable).prefix(Self.maximumL33tSubstitutions) {
            if sub.isEmpty { break }
            let lookup = Dictionary(sub.map { ($0.l33t, $0.letter) }, uniquingKeysWith: { first, _ in first })
            let translated = password.map { lookup[$0] ?? $0 }
            // zxcvbn's `matched_word`: the lowercased translation, sliced at the match's span.
            let translatedLower = ZxcvbnText.lowercased(translated)
            // Only words over a substituted character count, so only starts within reach of one are read.
            let substituted = password.indices.filter { lookup[password[$0]] != nil }
            let reach = dictionaries.longestWord + userInputs.longestWord
            let matchesHere = dictionaryMatches(translated) { start in
                substituted.contains { $0 >= start && $0 < start + reach }
            }
            for match in matchesHere {
                guard case .dictionary(let rank, let dictionary, _, _) = match.kind else { continue }
                let token = Array(password[match.i...match.j])
                // A match that no substitution changed is a plain dictionary match (code points compared,
                // as Python compares strings).
                let word = translatedLower[match.i...min(match.j, translatedLower.count - 1)]
                if ZxcvbnText.lowercased(token).elementsEqual(word) { continue }
                let used = sub.filter { token.contains($0.l33t) }
                matches.append(
                    StrengthMatch(
                        i: match.i, j: match.j, token: token,
                        kind: .dictionary(rank: rank, dictionary: dictionary, reversed: false, sub: used)))
            }
        }
        return matches.filter { $0.token.count > 1 }
    }

    /// `enumerate_l33t_subs`: every consistent choice of one letter per l33t character, deduplicated.
    static func l33tSubstitutions(_ table: [(Unicode.Scalar, [Unicode.Scalar])])
        -> [[(l33t: Unicode.Scalar, letter: Unicode.Scalar)]]
    {
        typealias Sub = [(l33t: Unicode.Scalar, letter: Unicode.Scalar)]
        var subs: [Sub] = [[]]
        for (letter, characters) in table {
            var next: [Sub] = []
            for l33t in characters {
                for sub in subs {
                    if let duplicate = sub.firstIndex(where: { $0.l33t == l33t }) {
                        var alternative = sub
                        alternative.remove(at: duplicate)
                        alternative.append((l33t, letter))
                        next.append(sub)
                        next.append(alternative)
                    } else {
                        next.append(sub + [(l33t, letter)])
                    }
                }
            }
            // Deduplicate by the sorted (letter, l33t) pairs, keeping the first.
            var seen = Set<[UInt64]>()
            subs = next.filter { sub in
                seen.insert(sub.map { UInt64($0.letter.value) << 32 | UInt64($0.l33t.value) }.sorted()).inserted
            }
            if subs.count > maximumL33tSubstitutions * 4 { subs = Array(subs.prefix(maximumL33tSubstitutions * 4)) }
        }
        return subs
    }
}
