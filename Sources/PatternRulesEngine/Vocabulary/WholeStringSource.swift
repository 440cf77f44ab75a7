/// Rewrites a pattern so that a match must end at the end of the input.
///
/// PCRE2's `PCRE2_ENDANCHORED` would do it, but PCRE2 refuses it together with partial matching (and its
/// JIT silently misbehaves), and ICU has no equivalent; so the pattern is wrapped as `(?:…)` followed by
/// an end-of-input assertion. The wrapping keeps group numbers, and leading `(*VERB)` settings stay in
/// front, where PCRE2 requires them.
enum WholeStringSource {
    /// Candidate wrappings, to try in order until one compiles.
    ///
    /// The plain wrapping is wrong only when the text ends inside a `#` comment (extended mode) or an
    /// unterminated `\Q…` quote, and then the closing `)` is swallowed and compilation fails; the later
    /// candidates end the comment with a line break (a carriage return and a line feed, which ends it
    /// whichever newline convention `(*CR)`, `(*CRLF)`, `(*ANY)` and the like chose, the rest being white
    /// space in extended mode; a NUL for `(*NUL)`) or the quote with `\E` first. So the first candidate
    /// that compiles is the right one, provided the unwrapped text compiles too.
    ///
    /// - Parameter endAssertion: `\z` for ICU; for PCRE2, `(?(R)|\z)`, which applies `\z` only at the top
    ///   level so that `(?R)` recursion into the whole pattern keeps its meaning.
    static func candidates(for source: String, endAssertion: String) -> [String] {
        let (settings, body) = splitLeadingSettings(source)
        return ["", "\n", "\r\n", "\u{0}", "\\E"].map { closer in settings + "(?:" + body + closer + ")" + endAssertion
        }
    }

    /// Splits `(*UTF)`, `(*LIMIT_MATCH=1000)` and the like off the front of `source`.
    static func splitLeadingSettings(_ source: String) -> (settings: Substring, body: Substring) {
        var rest = source[...]
        while rest.hasPrefix("(*"), let close = rest.firstIndex(of: ")") {
            let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            let isSetting = !name.isEmpty && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" || $0 == "=" }
            guard isSetting else { break }
            rest = rest[rest.index(after: close)...]
        }
        return (source[..<rest.startIndex], rest)
    }
}
