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

    /// The translation of a JavaScript pattern's tree for PCRE2 to run, its backreferences checked first
    /// (``checkBackreferences(in:caseless:)``): what validation's and search's PCRE2 programs compile.
    static func checkedSource(of node: RegexNode, caseless: Bool) throws(AutomatonRefusal) -> String {
        try checkBackreferences(in: node, caseless: caseless)
        return try source(of: node, caselessReferences: caseless)
    }

    /// The translation of `node`; `caselessReferences` compares backreferences caselessly (the `i` flag:
    /// every set is already closed over case, but a backreference compares text it cannot know).
    static func source(of node: RegexNode, caselessReferences: Bool = false) throws(AutomatonRefusal) -> String {
        var text = ""
        try write(node, caseless: caselessReferences, to: &text)
        return text
    }

    private static func write(_ node: RegexNode, caseless: Bool, to text: inout String) throws(AutomatonRefusal) {
        switch node {
        case .empty: break
        case .scalars(let set): text += classText(set)
        case .sequence(let items):
            for item in items { try write(item, caseless: caseless, to: &text) }
        case .alternation(let branches):
            text += "(?:"
            for (index, branch) in branches.enumerated() {
                if index > 0 { text += "|" }
                try write(branch, caseless: caseless, to: &text)
            }
            text += ")"
        case .repetition(let body, let minimum, let maximum):
            guard minimum <= largestCount, (maximum ?? 0) <= largestCount else {
                throw AutomatonRefusal("a repetition count above PCRE2's \(largestCount)")
            }
            text += "(?:"
            try write(body, caseless: caseless, to: &text)
            text += "){\(minimum),\(maximum.map(String.init) ?? "")}"
        case .lookahead(let body, let negative):
            text += negative ? "(?!" : "(?="
            try write(body, caseless: caseless, to: &text)
            text += ")"
        case .lookbehind(let body, let negative):
            text += negative ? "(?<!" : "(?<="
            try write(body, caseless: caseless, to: &text)
            text += ")"
        case .capture(let body, _):
            text += "("
            try write(body, caseless: caseless, to: &text)
            text += ")"
        case .lazy(let body):
            // The parser marks repetitions only, whose text ends in their `{m,n}`: `?` makes it lazy.
            try write(body, caseless: caseless, to: &text)
            if case .repetition = body { text += "?" }
        case .backreference(let group):
            // JavaScript's backreference to a group that has captured nothing matches the empty string;
            // PCRE2's would fail, so the reference is conditional on the group.
            text += caseless ? "(?(\(group))(?i:\\g{\(group)})|)" : "(?(\(group))\\g{\(group)}|)"
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

extension PCRE2Translation {
    /// Refuses the backreferences whose JavaScript meaning PCRE2 would not keep, so that what remains
    /// means the same on both (a group that has captured nothing matches the empty string in JavaScript,
    /// and the translation's conditional gives PCRE2 that reading):
    ///
    /// - inside a lookbehind, which JavaScript reads backwards, or to a group captured inside one;
    /// - to a group inside a repetition that may run more than once, unless every iteration captures it,
    ///   reads at least one scalar, and holds no reference to it: JavaScript clears the group at each
    ///   iteration, PCRE2 keeps the last capture, and only then do the two agree;
    /// - under the `i` flag, to a group that may capture a scalar whose caseless equals differ between
    ///   JavaScript's simple case folding (Unicode 17) and PCRE2's case sets (Unicode 14).
    static func checkBackreferences(in node: RegexNode, caseless: Bool) throws(AutomatonRefusal) {
        var referenced: Set<Int> = []
        collectReferences(node, into: &referenced)
        guard !referenced.isEmpty else { return }
        try check(node, referenced: referenced, repetitions: [], inLookbehind: false)
        if caseless {
            for group in referenced.sorted() {
                let alphabet = scalars(capturedBy: group, in: node)
                if let scalar = CaseAgreement.firstDisagreement(in: alphabet) {
                    throw AutomatonRefusal(
                        "a caseless backreference to group \(group), which may capture U+\(String(scalar, radix: 16, uppercase: true)), whose caseless equals differ between JavaScript (Unicode 17) and PCRE2 (Unicode 14)"
                    )
                }
            }
        }
    }

    private static func collectReferences(_ node: RegexNode, into groups: inout Set<Int>) {
        switch node {
        case .backreference(let group): groups.insert(group)
        case .sequence(let items), .alternation(let items):
            for item in items { collectReferences(item, into: &groups) }
        case .repetition(let body, _, _), .lookahead(let body, _), .lookbehind(let body, _), .capture(let body, _),
            .lazy(let body):
            collectReferences(body, into: &groups)
        case .empty, .scalars, .start, .end, .wordBoundary: break
        }
    }

    private static func check(
        _ node: RegexNode, referenced: Set<Int>, repetitions: [RegexNode], inLookbehind: Bool
    ) throws(AutomatonRefusal) {
        switch node {
        case .backreference(let group) where inLookbehind:
            throw AutomatonRefusal("a backreference (\\\(group)) inside a lookbehind, which JavaScript reads backwards")
        case .capture(let body, let group):
            if referenced.contains(group) {
                if inLookbehind {
                    throw AutomatonRefusal("a backreference to group \(group), captured inside a lookbehind")
                }
                for repetition in repetitions where !capturesOnEveryIteration(group, repetition) {
                    throw AutomatonRefusal(
                        "a backreference to group \(group), inside a repetition that may leave it out of an iteration, read nothing, or refer to it: JavaScript clears the group at each iteration, PCRE2 keeps its last capture"
                    )
                }
            }
            try check(body, referenced: referenced, repetitions: repetitions, inLookbehind: inLookbehind)
        case .repetition(let body, _, let maximum):
            let repeats = maximum.map { $0 > 1 } ?? true
            try check(
                body, referenced: referenced, repetitions: repeats ? repetitions + [node] : repetitions,
                inLookbehind: inLookbehind)
        case .lookbehind(let body, _):
            try check(body, referenced: referenced, repetitions: repetitions, inLookbehind: true)
        case .lookahead(let body, _), .lazy(let body):
            try check(body, referenced: referenced, repetitions: repetitions, inLookbehind: inLookbehind)
        case .sequence(let items), .alternation(let items):
            for item in items {
                try check(item, referenced: referenced, repetitions: repetitions, inLookbehind: inLookbehind)
            }
        case .empty, .scalars, .start, .end, .wordBoundary, .backreference: break
        }
    }

    /// Whether each iteration of `repetition` captures `group`, reads a scalar, and holds no reference
    /// to the group: then JavaScript's clearing at each iteration changes nothing PCRE2 would see.
    private static func capturesOnEveryIteration(_ group: Int, _ repetition: RegexNode) -> Bool {
        guard case .repetition(let body, _, _) = repetition, body.alwaysConsumes else { return false }
        var inside: Set<Int> = []
        collectReferences(body, into: &inside)
        return !inside.contains(group) && captures(group, always: body)
    }

    /// Whether every match of `node` passes through capturing group `group`.
    private static func captures(_ group: Int, always node: RegexNode) -> Bool {
        switch node {
        case .capture(let body, let number): number == group || captures(group, always: body)
        case .lazy(let body): captures(group, always: body)
        case .sequence(let items): items.contains { captures(group, always: $0) }
        case .alternation(let branches): !branches.isEmpty && branches.allSatisfy { captures(group, always: $0) }
        case .repetition(let body, let minimum, _): minimum > 0 && captures(group, always: body)
        case .lookahead(let body, let negative): !negative && captures(group, always: body)
        default: false
        }
    }

    /// Every scalar group `group` may capture.
    private static func scalars(capturedBy group: Int, in node: RegexNode) -> ScalarSet {
        switch node {
        case .capture(let body, let number) where number == group: return allScalars(in: body)
        case .capture(let body, _), .repetition(let body, _, _), .lookahead(let body, _), .lookbehind(let body, _),
            .lazy(let body):
            return scalars(capturedBy: group, in: body)
        case .sequence(let items), .alternation(let items):
            return items.reduce(ScalarSet()) { $0.union(scalars(capturedBy: group, in: $1)) }
        default: return ScalarSet()
        }
    }

    private static func allScalars(in node: RegexNode) -> ScalarSet {
        switch node {
        case .scalars(let set): return set
        case .capture(let body, _), .repetition(let body, _, _), .lookahead(let body, _), .lookbehind(let body, _),
            .lazy(let body):
            return allScalars(in: body)
        case .sequence(let items), .alternation(let items):
            return items.reduce(ScalarSet()) { $0.union(allScalars(in: $1)) }
        default: return ScalarSet()
        }
    }
}
