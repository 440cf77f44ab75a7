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
    /// - Complexity: Memory is eight bytes per scalar typed (the scalar and the state after it).
    public struct Cursor: Sendable {
        /// The pattern the text is checked against.
        public let pattern: Pattern
        /// One entry per scalar typed, after a first entry that holds the start state: the scalar in the
        /// low 32 bits and, on the automaton, the state after it in the high 32. A keystroke is then one
        /// append to one array (a uniqueness check, not two).
        @usableFromInline var _steps: [UInt64]
        /// The state after the last entry, kept beside the array so that a keystroke does not wait for
        /// its own store to come back as a load.
        @usableFromInline var _current: Int
        /// The pattern's automaton step, inlined into the caller: the per-keystroke path neither calls
        /// into the library nor switches on the engine nor counts references (``pattern`` owns the tables).
        @usableFromInline let _step: AutomatonStep?

        /// A cursor over `text` (empty by default).
        public init(_ pattern: Pattern, text: String = "") {
            self.pattern = pattern
            var start = 0
            if case .automaton(let program) = pattern.program {
                _step = program.keystrokeStep
                start = program.start
            } else {
                _step = nil
            }
            _current = start
            _steps = [Self._entry(state: start, scalar: 0)]
            _steps.reserveCapacity(32)
            append(text)
        }

        /// The text typed so far.
        public var text: String {
            var text = String.UnicodeScalarView()
            for entry in _steps.dropFirst() { text.append(Unicode.Scalar(Self._scalar(of: entry))!) }
            return String(text)
        }

        @inlinable @inline(__always)
        static func _entry(state: Int, scalar: UInt32) -> UInt64 {
            UInt64(truncatingIfNeeded: state) &<< 32 | UInt64(scalar)
        }

        static func _state(of entry: UInt64) -> Int { Int(truncatingIfNeeded: entry >> 32) }

        static func _scalar(of entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry) }

        /// Appends one typed scalar: the cheapest step (two look-ups and an append on the automaton,
        /// inlined into the caller).
        @inlinable
        public mutating func append(_ scalar: Unicode.Scalar) {
            if let step = _step { _current = step.advance(_current, scalar: scalar.value) }
            _steps.append(Self._entry(state: _current, scalar: scalar.value))
        }

        /// Appends typed or pasted text.
        public mutating func append(_ typed: Substring) {
            for scalar in typed.unicodeScalars { append(scalar) }
        }

        /// Appends typed or pasted text.
        public mutating func append(_ typed: String) {
            for scalar in typed.unicodeScalars { append(scalar) }
        }

        /// Deletes the last `count` characters (grapheme clusters, as a text field does), or all of them
        /// when there are fewer.
        ///
        /// - Complexity: O(n) to find where the last characters start; the states are popped, not
        ///   recomputed.
        public mutating func removeLast(_ count: Int = 1) {
            let text = self.text
            _steps.removeLast(text.unicodeScalars.count - text.dropLast(count).unicodeScalars.count)
            _current = Self._state(of: _steps[_steps.count - 1])
        }

        /// Replaces the whole text: for an edit that is not at the end (a deletion in the middle, a
        /// selection replaced).
        public mutating func replaceText(with newText: String) {
            _steps.removeSubrange(1...)
            _current = Self._state(of: _steps[0])
            append(newText)
        }

        /// Moves the cursor to `newText`, whatever the edit: the scalars it shares with the text typed so
        /// far keep their states, the rest are popped, and the automaton runs over the new ones only. For
        /// a field that reports its whole value on every change (a text field's binding).
        ///
        /// ```swift
        /// cursor.update(to: "ab@cd.ef")    // appended: runs over the new characters
        /// cursor.update(to: "ab@cd")       // deleted at the end: pops states
        /// cursor.update(to: "xb@cd")       // changed at the start: runs from there
        /// ```
        ///
        /// - Complexity: O(n) scalar comparisons, no allocation; the automaton runs from the first
        ///   scalar that differs.
        public mutating func update(to newText: String) {
            var scalars = newText.unicodeScalars.makeIterator()
            var kept = 0
            var firstNew: Unicode.Scalar?
            while kept < _steps.count - 1, let scalar = scalars.next() {
                guard Self._scalar(of: _steps[kept + 1]) == scalar.value else {
                    firstNew = scalar
                    break
                }
                kept += 1
            }
            _steps.removeSubrange((kept + 1)...)
            _current = Self._state(of: _steps[kept])
            if let firstNew { append(firstNew) }
            while let scalar = scalars.next() { append(scalar) }
        }

        /// The verdict of ``text``.
        ///
        /// - Throws: ``MatchError`` when a limit stopped the match (PCRE2 and Foundation engines only).
        /// - Complexity: O(1) on the automaton; a whole match otherwise.
        @inlinable
        public var verdict: Verdict {
            get throws(MatchError) {
                guard let step = _step else { return try _wholeVerdict() }
                return step.verdict(of: _current)
            }
        }

        /// The verdict of the text matched whole, on the engines without a state per scalar.
        @usableFromInline
        func _wholeVerdict() throws(MatchError) -> Verdict {
            try pattern.verdict(for: text)
        }
    }
}
