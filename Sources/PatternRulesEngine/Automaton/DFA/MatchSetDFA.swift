/// Several automata read in lock step as one, each of whose states says which of them accept there:
/// the one pass of a ``PatternSet``.
///
/// Each member is the minimal automaton of `(?s:.*)(?:r)` for a pattern `r`, which accepts a prefix of a
/// text exactly where a match of `r` ends. A state is the product of the members' states, a *key*; the
/// reader gathers the members that accepted on the way (``MatchSetTable``). Which members have been found
/// is not part of a state, as in regex-automata's multi-pattern automata: kept in the state, it would
/// multiply the states by every combination of members found.
///
/// The product is never built whole: twenty-four finders' digit shapes together make far more keys than
/// a text visits (about 65,000 on 20 MB of log lines). This is what makes a key's successor; the
/// states a pass reaches are kept in a cache of bounded size (``MatchSetCache``).
struct MatchSetDFA: Sendable {
    /// The most members: their bits are one word.
    static let memberLimit = UInt64.bitWidth

    let alphabet: Alphabet
    let memberCount: Int
    /// The members' start states.
    let startKey: [Int32]
    /// For each class of the product alphabet, the class it is in each member:
    /// `memberClasses[class * memberCount + member]`.
    private let memberClasses: [Int32]
    /// Each member's transitions, `transitions[state * classCount + class]`, its class count and the
    /// states where it accepts.
    private let transitions: [[Int32]]
    private let classCounts: [Int]
    private let accepting: [[Bool]]

    var classCount: Int { alphabet.classCount }

    /// The product of `members`, at most ``memberLimit`` of them, each an automaton whose acceptance
    /// marks a match's end.
    ///
    /// - Throws: ``AutomatonRefusal`` when the product alphabet passes `budget`'s steps.
    init(members: [DFA], budget: CompileBudget) throws(AutomatonRefusal) {
        precondition(members.count <= Self.memberLimit, "a match set reads at most 64 automata")
        var alphabet = Alphabet(starts: [0], classes: [0], classCount: 1)
        var classes: [[Int32]] = [[]]
        for member in members {
            let (product, pairs) = Alphabet.product(alphabet, member.alphabet)
            try budget.spend(pairs.count * ((classes.first?.count ?? 0) + 1), on: "a match set's alphabet")
            classes = pairs.map { classes[Int($0.0)] + [$0.1] }
            alphabet = product
        }
        self.alphabet = alphabet
        memberCount = members.count
        memberClasses = classes.flatMap { $0 }
        startKey = members.map(\.start)
        transitions = members.map(\.transitions)
        classCounts = members.map(\.classCount)
        accepting = members.map(\.accepting)
    }

    /// The members that accept in the state `key`: bit `m` for member `m`.
    func acceptingMembers(_ key: UnsafeBufferPointer<Int32>) -> UInt64 {
        var bits: UInt64 = 0
        for member in 0..<memberCount where accepting[member][Int(key[member])] { bits |= 1 << UInt64(member) }
        return bits
    }

    /// Writes into `target` the state that `key` goes to on a scalar of `scalarClass`.
    func successor(of key: UnsafeBufferPointer<Int32>, on scalarClass: Int, into target: inout [Int32]) {
        let classes = scalarClass * memberCount
        for member in 0..<memberCount {
            let memberClass = Int(memberClasses[classes + member])
            target[member] = transitions[member][Int(key[member]) * classCounts[member] + memberClass]
        }
    }
}
