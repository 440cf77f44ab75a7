/// Why the automaton engine does not run a pattern (it then runs on PCRE2, and the reason is on
/// ``Pattern/automatonRefusal``).
package struct AutomatonRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
