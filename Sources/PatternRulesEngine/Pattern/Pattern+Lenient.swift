/// The verdicts the rules ask on their hot paths, for the two input types they hold. They are inlined
/// into the rules' module: a generic entry point called from another module runs unspecialised, looking
/// up `StringProtocol`'s witnesses and metadata at every call, and even a plain call is a measurable
/// part of a keystroke (docs/BENCHMARKS.md).
extension Pattern {
    /// The verdict, reading a match stopped by a limit as ``Verdict/incomplete``: nothing is known about
    /// the input then, and `invalid` must never be said of input that could still become valid.
    @inlinable
    package func _verdictOrIncomplete(for input: String) -> Verdict {
        lenientVerdict(input) { () throws(MatchError) in try verdict(for: input) }
    }

    /// ``_verdictOrIncomplete(for:)-(String)`` of a substring.
    @inlinable
    package func _verdictOrIncomplete(for input: Substring) -> Verdict {
        lenientVerdict(input) { () throws(MatchError) in try verdict(for: input) }
    }

    /// Whether the whole input matches; a match stopped by a limit is not a match (it is not known to be).
    @inlinable
    package func _matchesOrFalse(_ input: String) -> Bool {
        lenientMatch(input) { () throws(MatchError) in try matches(input) }
    }

    /// ``_matchesOrFalse(_:)-(String)`` of a substring.
    @inlinable
    package func _matchesOrFalse(_ input: Substring) -> Bool {
        lenientMatch(input) { () throws(MatchError) in try matches(input) }
    }

    /// The verdict under a length budget: on the automaton, an input whose shortest completion would pass
    /// `maximumBytes` UTF-8 bytes is ``Verdict/invalid`` now (exact: no completion fits). Other engines
    /// cannot tell, and answer as ``_verdictOrIncomplete(for:)-(String)`` does.
    package func _verdictOrIncomplete(for input: String, maximumBytes: Int) -> Verdict {
        guard case .automaton(let program) = program else { return _verdictOrIncomplete(for: input) }
        let state = Self._withUTF8(input) { program.advance(program.start, over: $0) }
        guard let missing = program.bytesToCompletion(from: state), input.utf8.count + missing <= maximumBytes
        else { return .invalid }
        return program.verdict(of: state)
    }

    /// The automaton answers in place (it has no limits to stop it: no error path on the keystroke hot
    /// path); another engine answers through `otherwise`, a stopped match counting as incomplete.
    @inlinable @inline(__always)
    func lenientVerdict<Input: StringProtocol>(_ input: Input, otherwise: () throws(MatchError) -> Verdict) -> Verdict {
        if case .automaton(let program) = program { return Self._withUTF8(input) { program.verdict($0) } }
        return (try? otherwise()) ?? .incomplete
    }

    @inlinable @inline(__always)
    func lenientMatch<Input: StringProtocol>(_ input: Input, otherwise: () throws(MatchError) -> Bool) -> Bool {
        if case .automaton(let program) = program { return Self._withUTF8(input) { program.matches($0) } }
        return (try? otherwise()) ?? false
    }
}
