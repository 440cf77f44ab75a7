extension Pattern {
    /// The verdict of a field while it is typed, kept up to date one edit at a time.
    ///
    /// On the ``Engine/automaton`` a cursor holds the automaton's state after each scalar typed so far:
    /// appending advances from the last state (constant time per scalar, however long the text),
    /// deleting from the end pops states, and the verdict is read in constant time. Any other edit
    /// starts again from the text (``replaceText(with:)``). On the other engines the cursor keeps the text
    /// and matches it whole, with the same API.
    ///
    /// ```swift
    /// var cursor = Pattern.Cursor(try Pattern("[a-z]+@[a-z]+\\.[a-z]{2,}"))
    /// cursor.append("ab@")
    /// try cursor.verdict                 // .incomplete
    /// cursor.append("cd.ef")
    /// try cursor.verdict                 // .valid
    /// cursor.removeLast(3)               // "ab@cd"
    /// ```
    ///
    /// - Complexity: Memory is one state per scalar typed.
    public struct Cursor: Sendable {
        /// The pattern the text is checked against.
        public let pattern: Pattern
        /// The text typed so far.
        public private(set) var text: String
        /// On the automaton, the state after each scalar of ``text``; the first is the start state.
        private var states: [Int]

        /// A cursor over `text` (empty by default).
        public init(_ pattern: Pattern, text: String = "") {
            self.pattern = pattern
            self.text = ""
            states = []
            if case .automaton(let program) = pattern.program { states = [program.start] }
            append(text)
        }

        /// Appends typed or pasted text.
        public mutating func append(_ typed: some StringProtocol) {
            text += typed
            guard case .automaton(let program) = pattern.program else { return }
            var state = states[states.count - 1]
            states.reserveCapacity(states.count + typed.unicodeScalars.count)
            for scalar in typed.unicodeScalars {
                state = state == 0 ? 0 : program.advance(state, scalar: scalar.value)
                states.append(state)
            }
        }

        /// Deletes the last `count` characters (grapheme clusters, as a text field does), or all of them
        /// when there are fewer.
        public mutating func removeLast(_ count: Int = 1) {
            let kept = text.dropLast(count)
            let removedScalars = text.unicodeScalars.count - kept.unicodeScalars.count
            text = String(kept)
            if !states.isEmpty { states.removeLast(removedScalars) }
        }

        /// Replaces the whole text: for an edit that is not at the end (a deletion in the middle, a
        /// selection replaced).
        public mutating func replaceText(with newText: String) {
            text = ""
            if !states.isEmpty { states.removeSubrange(1...) }
            append(newText)
        }

        /// The verdict of ``text``.
        ///
        /// - Throws: ``MatchError`` when a limit stopped the match (PCRE2 and Foundation engines only).
        /// - Complexity: O(1) on the automaton; a whole match otherwise.
        public var verdict: Verdict {
            get throws(MatchError) {
                guard case .automaton(let program) = pattern.program else { return try pattern.verdict(for: text) }
                return program.verdict(of: states[states.count - 1])
            }
        }
    }
}
