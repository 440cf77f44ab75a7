/// Several automata read in lock step as one, each of whose states says which of them accept there:
/// the one pass of a ``PatternSet``.
///
/// Each member is the minimal automaton of `(?s:.*)(?:r)` for a pattern `r`, which accepts a prefix of a
/// text exactly where a match of `r` ends. A state is the product of the members' states; the reader
/// gathers the members that accepted on the way (``MatchSetTable``). Which members have been found is
/// not part of a state, as in regex-automata's multi-pattern automata: kept in the state, it would
/// multiply the states by every combination of members found.
struct MatchSetDFA {
    /// The most members: their bits are one word.
    static let memberLimit = UInt64.bitWidth
    /// The most states; a larger product is refused.
    static let stateBudget = 8192

    let alphabet: Alphabet
    /// `transitions[state * classCount + class]`.
    let transitions: [Int32]
    /// For each state, the members that accept there: bit `m` for member `m`.
    let accepting: [UInt64]
    let start: Int32

    var classCount: Int { alphabet.classCount }
    var stateCount: Int { accepting.count }

    /// The product of `members`, at most ``memberLimit`` of them, each an automaton whose acceptance
    /// marks a match's end.
    ///
    /// - Throws: ``AutomatonRefusal`` past ``stateBudget`` states or `budget`'s steps.
    init(members: [DFA], budget: CompileBudget) throws(AutomatonRefusal) {
        precondition(members.count <= Self.memberLimit, "a match set reads at most 64 automata")
        // The product alphabet, and for each of its classes the class it is in each member.
        var alphabet = Alphabet(starts: [0], classes: [0], classCount: 1)
        var memberClasses: [[Int32]] = [[]]
        for member in members {
            let (product, pairs) = Alphabet.product(alphabet, member.alphabet)
            try budget.spend(pairs.count * ((memberClasses.first?.count ?? 0) + 1), on: "a match set's alphabet")
            memberClasses = pairs.map { memberClasses[Int($0.0)] + [$0.1] }
            alphabet = product
        }
        self.alphabet = alphabet
        let classCount = alphabet.classCount

        /// Each state's members' states.
        var keys: [[Int32]] = []
        var indexOfKey: [[Int32]: Int32] = [:]
        var accepting: [UInt64] = []
        func intern(_ key: [Int32]) throws(AutomatonRefusal) -> Int32 {
            if let index = indexOfKey[key] { return index }
            guard keys.count < Self.stateBudget else {
                throw AutomatonRefusal("a match set's automaton would need more than \(Self.stateBudget) states")
            }
            try budget.spend(classCount * (members.count + 1), on: "a match set's automaton")
            let index = Int32(keys.count)
            indexOfKey[key] = index
            keys.append(key)
            var bits: UInt64 = 0
            for (number, member) in members.enumerated() where member.accepting[Int(key[number])] {
                bits |= 1 << UInt64(number)
            }
            accepting.append(bits)
            return index
        }

        start = try intern(members.map(\.start))
        var transitions: [Int32] = []
        var target = [Int32](repeating: 0, count: members.count)
        var next = 0
        while next < keys.count {
            let key = keys[next]
            for scalarClass in 0..<classCount {
                let classes = memberClasses[scalarClass]
                for (number, member) in members.enumerated() {
                    target[number] = member.transitions[Int(key[number]) * member.classCount + Int(classes[number])]
                }
                transitions.append(try intern(target))
            }
            next += 1
        }
        self.transitions = transitions
        self.accepting = accepting
    }
}
