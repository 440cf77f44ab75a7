extension Pattern {
    /// The shortest text that, appended to `input`, makes it valid: `""` when `input` is valid already,
    /// `nil` when nothing can (the verdict is ``Verdict/invalid``) or when the pattern does not run on the
    /// ``Engine/automaton`` (other engines cannot tell).
    ///
    /// "Shortest" counts UTF-8 bytes; among completions of that length, the one made of the smallest
    /// scalars. A form can show it as a hint, or count what is still missing:
    ///
    /// ```swift
    /// let code = try Pattern("[A-Z]{2}[0-9]{4}")
    /// code.shortestCompletion(of: "AB1")   // "000"
    /// ```
    ///
    /// - Complexity: O(n) in the input, then O(m) look-ups per completion byte.
    public func shortestCompletion(of input: String) -> String? {
        guard let program = program.automaton else { return nil }
        let state = Self._withUTF8(input) { program.advance(program.start, over: $0) }
        return program.shortestCompletion(from: state)
    }
}
