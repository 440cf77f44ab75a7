/// Whether a pattern calls itself or one of its groups: `(?R)`, `(?1)`, `(?-1)`, `(?&name)`, `(?P>name)`,
/// `\g<name>` (or itself alone: what the whole-input anchoring must allow for). Such patterns run on
/// PCRE2's interpreter, not its JIT: with an endless recursion (`a|(?0)`) the 10.42 JIT spends about a
/// second per alternative before its match limit stops it, where the interpreter sees at once that the
/// recursion cannot progress (found by the pattern fuzz target).
///
/// A text scan, skipping escapes, `\Q…\E`, `(?#…)` comments and character classes; a false positive only
/// costs the JIT, a false negative a slow match, so where the text alone cannot tell (a `[` inside an
/// extended-mode `#` comment is no class), both readings are scanned and either finding a call counts.
///
/// The same scan finds the backtracking verbs `(*SKIP)`, `(*PRUNE)`, `(*COMMIT)` and `(*THEN)`, which also
/// stay on the interpreter: in an anchored match PCRE2 10.42's JIT lets `.*?a(*SKIP)b` match `aab`, where
/// the interpreter (rightly: an anchored match has no later start to skip to) does not (found by the
/// flagged-pattern fuzz target on PCRE2's own test patterns).
enum SubroutineScan {
    enum Finding {
        case subpatternCall
        /// A call of the whole pattern: `(?R)`, `(?0)`, `\g<0>`, `\g'0'`.
        case wholePatternCall
        case backtrackingVerb
    }

    static func callsSubpattern(_ source: String) -> Bool { finds(.subpatternCall, in: source) }

    static func callsWholePattern(_ source: String) -> Bool { finds(.wholePatternCall, in: source) }

    static func usesBacktrackingVerb(_ source: String) -> Bool { finds(.backtrackingVerb, in: source) }

    static func finds(_ finding: Finding, in source: String) -> Bool {
        let bytes = Array(source.utf8)
        return scan(bytes, for: finding, hashStartsComment: false) || scan(bytes, for: finding, hashStartsComment: true)
    }

    private static let verbs = ["SKIP", "PRUNE", "COMMIT", "THEN"].map { Array($0.utf8) }

    private static func scan(_ bytes: [UInt8], for finding: Finding, hashStartsComment: Bool) -> Bool {
        let callsCount = finding != .backtrackingVerb
        let wholeOnly = finding == .wholePatternCall
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func skip(to terminator: UInt8) {
            while index < bytes.count, bytes[index] != terminator { index += 1 }
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                if at(1) == UInt8(ascii: "Q") {  // quoted text up to \E
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "\\") && at(1) == UInt8(ascii: "E")) {
                        index += 1
                    }
                } else if callsCount, at(1) == UInt8(ascii: "g"),
                    at(2) == UInt8(ascii: "<") || at(2) == UInt8(ascii: "'")
                {
                    if !wholeOnly
                        || (at(3) == UInt8(ascii: "0") && (at(4) == UInt8(ascii: ">") || at(4) == UInt8(ascii: "'")))
                    {
                        return true
                    }
                } else if at(1) == UInt8(ascii: "c") {
                    index += 1  // `\c[` is a control character: the `[` starts no class (found by fuzzing)
                }
                index += 2
            case UInt8(ascii: "#") where hashStartsComment:
                skip(to: UInt8(ascii: "\n"))
            case UInt8(ascii: "["):
                index = endOfClass(bytes, from: index)
            case UInt8(ascii: "(") where at(1) == UInt8(ascii: "*") && !callsCount:
                let name = bytes[(index + 2)...].prefix { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
                if verbs.contains(Array(name)) { return true }
                index += 2
            case UInt8(ascii: "(") where at(1) == UInt8(ascii: "?") && callsCount:
                guard let next = at(2) else { return false }
                if next == UInt8(ascii: "R"), !wholeOnly || at(3) == UInt8(ascii: ")") { return true }
                if next == UInt8(ascii: "&") || (next == UInt8(ascii: "P") && at(3) == UInt8(ascii: ">")) {
                    if !wholeOnly { return true }
                }
                if next == UInt8(ascii: "#") {  // a comment, up to the first `)`
                    skip(to: UInt8(ascii: ")"))
                    continue
                }
                var digit = 2
                if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { digit = 3 }
                if let first = at(digit), first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                    if !wholeOnly || (first == UInt8(ascii: "0") && at(digit + 1) == UInt8(ascii: ")")) { return true }
                }
                index += 2
            default:
                index += 1
            }
        }
        return false
    }

    /// The index after the `]` closing the class that starts at `start` (`[]a]` and `[^]a]` include the `]`).
    private static func endOfClass(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "]") {
                return index + 1
            } else {
                index += 1
            }
        }
        return index
    }
}
