extension LineScanner {
    /// The scanner of `pattern`, `nil` when the pattern does not run on the automaton or its automaton
    /// is too large for the scanner's table.
    package init?(_ pattern: Pattern) {
        guard let program = pattern.program.automaton else { return nil }
        self.init(program)
    }
}
