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
    /// - Complexity: Memory is eight bytes per scalar typed on the automaton (the scalar and the state
    ///   after it; the newest 32 in the value itself, the rest in a buffer that copies share), the
    ///   text's on the other engines.
    public struct Cursor: Sendable {
        /// The pattern the text is checked against.
        public let pattern: Pattern
        /// On the automaton, the scalars typed and the state after each.
        @usableFromInline var _trail: StateTrail
        /// The state after the last scalar, kept beside the trail so that a keystroke does not wait for
        /// its own store to come back as a load; `wholeMatch` on the engines that match whole, so that a
        /// keystroke tells the engines apart by the value it already holds instead of loading another.
        @usableFromInline var _current: Int
        /// The state before anything is typed.
        @usableFromInline let _start: Int
        /// The pattern's automaton step, inlined into the caller: the per-keystroke path neither calls
        /// into the library nor switches on the engine nor counts references (``pattern`` owns the tables).
        /// `nil` exactly when `_current` is `wholeMatch`.
        @usableFromInline let _step: AutomatonStep?
        /// The value of `_current` on the engines that match whole: below every automaton state.
        @usableFromInline static var wholeMatch: Int { -1 }
        /// Whether the engine matches whole (no automaton): the one test every method asks, read from the
        /// state a keystroke already holds.
        @inlinable var _matchesWhole: Bool { _current == Self.wholeMatch }
        /// On the engines that match whole, the text typed (empty on the automaton, whose trail holds it).
        @usableFromInline var _wholeText: String

        /// A cursor over `text` (empty by default).
        public init(_ pattern: Pattern, text: String = "") {
            self.pattern = pattern
            var start = Self.wholeMatch
            if let program = pattern.program.automaton {
                _step = program.keystrokeStep
                start = program.start
            } else {
                _step = nil
            }
            _start = start
            _current = start
            _trail = StateTrail()
            _wholeText = ""
            append(text)
        }

        /// The text typed so far.
        public var text: String { _matchesWhole ? _wholeText : _trail.text }

        /// Appends one typed scalar: the cheapest step (two look-ups and a store on the automaton,
        /// inlined into the caller; the engines that match whole are the slow path here).
        @inlinable
        public mutating func append(_ scalar: Unicode.Scalar) {
            guard _fastPath(!_matchesWhole) else { return _wholeText.unicodeScalars.append(scalar) }
            _current = _step.unsafelyUnwrapped.advance(_current, scalar: scalar.value)
            _trail.append(state: _current, scalar: scalar.value)
        }

        /// Keeps the first `count` scalars (on the automaton).
        @inlinable
        mutating func _truncate(to count: Int) {
            _trail.truncate(to: count)
            _current = count == 0 ? _start : _trail.state(at: count &- 1)
        }

        /// Deletes all the text, keeping the memory for the next: a field cleared, or the next word of a
        /// list. Inlined, like ``append(_:)-(Unicode.Scalar)``, so that a loop over many words keeps the
        /// cursor in registers.
        @inlinable
        public mutating func removeAll() {
            guard !_matchesWhole else { return _wholeText.removeAll(keepingCapacity: true) }
            _truncate(to: 0)
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
        /// when there are fewer; a `count` of zero or less deletes nothing.
        ///
        /// - Complexity: O(n) to find where the last characters start; the states are popped, not
        ///   recomputed.
        public mutating func removeLast(_ count: Int = 1) {
            let count = Swift.max(0, count)
            guard !_matchesWhole else { return _wholeText.removeLast(Swift.min(count, _wholeText.count)) }
            _truncate(to: text.dropLast(count).unicodeScalars.count)
        }

        /// Deletes the last `count` scalars (a caller that knows how many it deleted, as a field that
        /// compares the old text with the new does): the states are popped, and nothing is read again.
        package mutating func removeLastScalars(_ count: Int) {
            guard !_matchesWhole else {
                return _wholeText.unicodeScalars.removeLast(
                    Swift.min(Swift.max(0, count), _wholeText.unicodeScalars.count))
            }
            _truncate(to: Swift.max(0, _trail.count &- Swift.max(0, count)))
        }

        /// Replaces the whole text: for an edit that is not at the end (a deletion in the middle, a
        /// selection replaced).
        public mutating func replaceText(with newText: String) {
            removeAll()
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
            guard !_matchesWhole else { return _wholeText = newText }
            var scalars = newText.unicodeScalars.makeIterator()
            var kept = 0
            var firstNew: Unicode.Scalar?
            let count = _trail.count
            while kept < count, let scalar = scalars.next() {
                guard _trail.scalar(at: kept) == scalar else {
                    firstNew = scalar
                    break
                }
                kept += 1
            }
            _truncate(to: kept)
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
                guard _fastPath(!_matchesWhole) else {
                    return try Self._wholeVerdict(pattern.program, _wholeText)
                }
                return _step.unsafelyUnwrapped.verdict(of: _current)
            }
        }

        /// The verdict under a length budget, as ``Pattern/_verdictOrIncomplete(for:maximumBytes:)`` gives
        /// it for the whole text: on the automaton, a text whose shortest completion would pass
        /// `maximumBytes` UTF-8 bytes is ``Verdict/invalid`` now. `typedBytes` is the UTF-8 length of
        /// ``text``, which the caller holds (a `String`'s is read in constant time).
        ///
        /// - Complexity: O(1) on the automaton; a whole match otherwise.
        package func verdict(typedBytes: Int, maximumBytes: Int) throws(MatchError) -> Verdict {
            guard !_matchesWhole, case .automaton(let program) = pattern.program else { return try verdict }
            guard let missing = program.bytesToCompletion(from: _current), typedBytes + missing <= maximumBytes
            else { return .invalid }
            return program.verdict(of: _current)
        }

        /// The verdict of the text matched whole, on the engines without a state per scalar. Given only
        /// what it reads: the inlined ``verdict`` would otherwise copy the cursor (or the pattern) to
        /// pass it, on every call, before looking at the engine.
        @usableFromInline
        static func _wholeVerdict(_ program: Pattern.Program, _ text: String) throws(MatchError) -> Verdict {
            try program.verdict(text)
        }
    }
}
