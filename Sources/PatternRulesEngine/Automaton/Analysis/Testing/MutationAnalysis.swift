/// Whether a pattern's tests would notice a plausible mistake in the pattern: mutants of it (a
/// quantifier changed, a class member lost, an alternative dropped, …) run against the same inputs.
///
/// Each mutant is ``Outcome/equivalent`` (the same language, proven on the two minimal automata),
/// ``Outcome/killed(by:)`` (some test input gets another verdict), ``Outcome/surviving(input:verdict:mutantVerdict:)``
/// (no test input tells them apart; the shortest input that one accepts and the other does not is
/// given) or ``Outcome/undecided(reason:)`` (the automaton cannot build it within its budget). The score is the
/// share of killed mutants among those that are neither equivalent nor undecided.
///
/// ```swift
/// let digits = try Pattern("[0-9]{3}")
/// let analysis = try digits.mutationAnalysis(of: ["123", "12"])
/// analysis.score                          // 40: six of ten mutants survive
/// analysis.surviving.first?.source        // "[/-9]{3}": no test holds a "/", which it accepts
/// ```
public struct MutationAnalysis: Sendable {
    /// The kinds of mistake the mutants make.
    public enum Operator: String, Sendable, CaseIterable {
        /// `*`, `+` and `?` turned into one another.
        case quantifierChanged = "quantifier-changed"
        /// A quantifier removed: the atom once.
        case quantifierDropped = "quantifier-dropped"
        /// `?` after an atom that had no quantifier.
        case optionalAdded = "optional-added"
        /// A bound of `{m,n}` moved by one.
        case boundsMoved = "bounds-moved"
        /// A scalar added to a class.
        case memberAdded = "member-added"
        /// A member removed from a class.
        case memberRemoved = "member-removed"
        /// An end of a class range moved by one.
        case rangeMoved = "range-moved"
        /// A class negated, or a negated one made positive.
        case classNegated = "class-negated"
        /// `\d`, `\w` and `\s` (or their negations) swapped.
        case shorthandSwapped = "shorthand-swapped"
        /// One alternative of a group removed.
        case alternativeDropped = "alternative-dropped"
        /// A literal replaced by its neighbour (`a` by `b`).
        case literalChanged = "literal-changed"
        /// A literal letter in the other case.
        case caseFlipped = "case-flipped"
        /// `\.` (or another escaped metacharacter) without its backslash.
        case escapeDropped = "escape-dropped"
        /// `.` escaped into a literal dot.
        case dotEscaped = "dot-escaped"
        /// An anchor or word boundary removed.
        case anchorDropped = "anchor-dropped"
        /// `\b` and `\B` swapped.
        case boundarySwapped = "boundary-swapped"
        /// `?` after a group.
        case groupMadeOptional = "group-made-optional"
    }

    /// What the tests made of one mutant.
    public enum Outcome: Sendable, Hashable {
        /// The mutant accepts exactly the pattern's language: no test can tell them apart.
        case equivalent
        /// The first test input on which the mutant's verdict differs from the pattern's.
        case killed(by: String)
        /// No test input tells them apart; `input` is the shortest that one of the two accepts and the
        /// other does not.
        case surviving(input: String, verdict: Verdict, mutantVerdict: Verdict)
        /// The automaton could not build the mutant or compare it within its budget.
        case undecided(reason: String)
    }

    /// One mutant, what made it and what the tests made of it.
    public struct Mutant: Sendable {
        /// The mutant's text, in the pattern's dialect and with its options.
        public let source: String
        public let `operator`: Operator
        public let outcome: Outcome

        /// The mutant's automaton, kept while it survives so suggested inputs can be checked against it.
        let graph: TransitionGraph?
    }

    /// Every mutant that compiles, in the order of the sites they edit (at most ``maximumMutants``).
    public let mutants: [Mutant]

    /// The most mutants one analysis makes.
    public static let maximumMutants = PatternMutants.limit

    public var equivalent: Int { mutants.count { $0.outcome == .equivalent } }
    public var killed: Int { mutants.count { if case .killed = $0.outcome { true } else { false } } }
    public var undecided: Int { mutants.count { if case .undecided = $0.outcome { true } else { false } } }
    /// The mutants no test input kills.
    public var surviving: [Mutant] { mutants.filter { if case .surviving = $0.outcome { true } else { false } } }

    /// Killed mutants as a percentage of those that are neither equivalent nor undecided; 100 when there
    /// are none.
    public var score: Double {
        let decided = mutants.count - equivalent - undecided
        return decided == 0 ? 100 : Double(killed) * 100 / Double(decided)
    }
}
