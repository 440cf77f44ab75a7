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
        guard case .automaton(let program) = program else { return nil }
        let state = Self._withUTF8(input) { program.advance(program.start, over: $0) }
        return program.shortestCompletion(from: state)
    }

    /// The verdict under a length budget: on the automaton, an input whose shortest completion would pass
    /// `maximumBytes` UTF-8 bytes is ``Verdict/invalid`` now (exact: no completion fits). Other engines
    /// cannot tell, and answer as ``_verdictOrIncomplete(for:)`` does.
    func _verdictOrIncomplete<Input: StringProtocol>(for input: Input, maximumBytes: Int) -> Verdict {
        guard case .automaton(let program) = program else { return _verdictOrIncomplete(for: input) }
        let state = Self._withUTF8(input) { program.advance(program.start, over: $0) }
        guard let missing = program.bytesToCompletion(from: state), input.utf8.count + missing <= maximumBytes
        else { return .invalid }
        return program.verdict(of: state)
    }
}
