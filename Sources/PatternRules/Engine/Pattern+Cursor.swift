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
        public var text: String { String(decoding: bytes, as: UTF8.self) }
        /// The text as UTF-8: appending a keystroke to bytes is cheaper than to a `String`.
        private var bytes: [UInt8] = []
        /// On the automaton, the state after each scalar of ``text``; the first is the start state.
        private var states: [Int]
        /// The pattern's automaton, held directly and unretained (``pattern`` owns it): the per-keystroke
        /// path neither switches on the engine nor counts references.
        private let automaton: Unmanaged<AutomatonProgram>?

        /// A cursor over `text` (empty by default).
        public init(_ pattern: Pattern, text: String = "") {
            self.pattern = pattern
            states = []
            if case .automaton(let program) = pattern.program {
                automaton = Unmanaged.passUnretained(program)
                states = [program.start]
                states.reserveCapacity(32)
                bytes.reserveCapacity(32)
            } else {
                automaton = nil
            }
            append(text)
        }

        /// Appends one typed scalar: the cheapest step (a table look-up and two appends on the automaton).
        public mutating func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { bytes.append($0) }
            guard let automaton else { return }
            let state = states[states.count - 1]
            states.append(
                state == 0 ? 0 : automaton._withUnsafeGuaranteedRef { $0.advance(state, scalar: scalar.value) })
        }

        /// Appends typed or pasted text.
        public mutating func append(_ typed: Substring) {
            append(String(typed))
        }

        /// Appends typed or pasted text.
        public mutating func append(_ typed: String) {
            bytes.append(contentsOf: typed.utf8)
            guard let automaton else { return }
            var state = states[states.count - 1]
            automaton._withUnsafeGuaranteedRef { program in
                for scalar in typed.unicodeScalars {
                    state = state == 0 ? 0 : program.advance(state, scalar: scalar.value)
                    states.append(state)
                }
            }
        }

        /// Deletes the last `count` characters (grapheme clusters, as a text field does), or all of them
        /// when there are fewer.
        ///
        /// - Complexity: O(n) to find where the last characters start; the states are popped, not
        ///   recomputed.
        public mutating func removeLast(_ count: Int = 1) {
            let text = self.text
            let kept = text.dropLast(count)
            let removedScalars = text.unicodeScalars.count - kept.unicodeScalars.count
            bytes.removeLast(text.utf8.count - kept.utf8.count)
            if !states.isEmpty { states.removeLast(removedScalars) }
        }

        /// Replaces the whole text: for an edit that is not at the end (a deletion in the middle, a
        /// selection replaced).
        public mutating func replaceText(with newText: String) {
            bytes.removeAll(keepingCapacity: true)
            if !states.isEmpty { states.removeSubrange(1...) }
            append(newText)
        }

        /// The verdict of ``text``.
        ///
        /// - Throws: ``MatchError`` when a limit stopped the match (PCRE2 and Foundation engines only).
        /// - Complexity: O(1) on the automaton; a whole match otherwise.
        public var verdict: Verdict {
            get throws(MatchError) {
                guard let automaton else { return try pattern.verdict(for: text) }
                let state = states[states.count - 1]
                return automaton._withUnsafeGuaranteedRef { $0.verdict(of: state) }
            }
        }
    }
}
