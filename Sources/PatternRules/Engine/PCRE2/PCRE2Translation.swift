/// Writes a parsed pattern (``RegexNode``) in PCRE2 syntax that matches exactly the same strings: every
/// set as an explicit class of scalar ranges (so no flag, table or Unicode version of PCRE2's changes
/// its meaning), every anchor and word boundary as the lookaround that defines it. It lets PCRE2 run a
/// pattern of another dialect whose language the automaton does not build (lookarounds beside word
/// boundaries, assertions inside repetitions), meaning what the dialect's reading means.
///
/// Whether some path matches the whole input does not depend on how an engine orders its paths or
/// ends a repetition whose iteration read nothing, so PCRE2's answer is the dialect's answer. A
/// lookbehind whose branches differ in length is refused by PCRE2 10.42 when compiling the translation.
enum PCRE2Translation {
    /// PCRE2's largest repetition count.
    static let largestCount = 65_535

    static func source(of node: RegexNode) throws(AutomatonRefusal) -> String {
        var text = ""
        try write(node, to: &text)
        return text
    }

    private static func write(_ node: RegexNode, to text: inout String) throws(AutomatonRefusal) {
        switch node {
        case .empty: break
        case .scalars(let set): text += classText(set)
        case .sequence(let items):
            for item in items { try write(item, to: &text) }
        case .alternation(let branches):
            text += "(?:"
            for (index, branch) in branches.enumerated() {
                if index > 0 { text += "|" }
                try write(branch, to: &text)
            }
            text += ")"
        case .repetition(let body, let minimum, let maximum):
            guard minimum <= largestCount, (maximum ?? 0) <= largestCount else {
                throw AutomatonRefusal("a repetition count above PCRE2's \(largestCount)")
            }
            text += "(?:"
            try write(body, to: &text)
            text += "){\(minimum),\(maximum.map(String.init) ?? "")}"
        case .lookahead(let body, let negative):
            text += negative ? "(?!" : "(?="
            try write(body, to: &text)
            text += ")"
        case .lookbehind(let body, let negative):
            text += negative ? "(?<!" : "(?<="
            try write(body, to: &text)
            text += ")"
        case .start(let multiline): text += multiline ? "(?<![^\\n])" : "\\A"
        case .end(let anchor):
            switch anchor {
            case .absolute: text += "\\z"
            case .beforeFinalNewline: text += "(?=\\n?\\z)"
            case .beforeAnyNewline: text += "(?=\\n|\\z)"
            case .beforeAnyLineTerminator: text += "(?=[\\n\\r\\x{2028}\\x{2029}]|\\z)"
            }
        case .wordBoundary(let kind, let word):
            let (before, notBefore) = ("(?<=\(classText(word)))", "(?<!\(classText(word)))")
            let (after, notAfter) = ("(?=\(classText(word)))", "(?!\(classText(word)))")
            switch kind {
            case .boundary: text += "(?:\(before)\(notAfter)|\(notBefore)\(after))"
            case .notBoundary: text += "(?:\(before)\(after)|\(notBefore)\(notAfter))"
            case .wordStart: text += notBefore + after
            case .wordEnd: text += before + notAfter
            }
        }
    }

    /// The set as a class of `\x{…}` ranges; the empty set as a class nothing matches.
    private static func classText(_ set: ScalarSet) -> String {
        guard !set.isEmpty else { return "(*FAIL)" }
        var text = "["
        for range in set.ranges {
            text += "\\x{\(String(range.lowerBound, radix: 16))}"
            if range.upperBound > range.lowerBound { text += "-\\x{\(String(range.upperBound, radix: 16))}" }
        }
        return text + "]"
    }
}
