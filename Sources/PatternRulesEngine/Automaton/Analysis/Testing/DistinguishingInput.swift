/// The shortest input that one automaton accepts and the other does not, or `nil` when there is none:
/// then the two accept the same language (and give every input the same verdict, incomplete included).
/// An input that is valid on one side only tells the two apart for any engine, partial matching or not.
///
/// A breadth-first walk of the pairs of states both automata reach on the same input, each pair
/// charged to `budget`; within a length, the most readable scalars are tried first.
struct DistinguishingInput {
    let input: String
    let verdicts: (first: Verdict, second: Verdict)

    static func find(_ first: DFA, _ second: DFA, budget: CompileBudget) throws(AutomatonRefusal) -> Self? {
        let (alphabet, pairs) = Alphabet.product(first.alphabet, second.alphabet)
        let scalars = alphabet.setsByClass().map(ReadableScalars.best(in:))
        let order = (0..<alphabet.classCount).filter { scalars[$0] != nil }.sorted {
            ReadableScalars.precedes(scalars[$0]!, scalars[$1]!)
        }
        // Each reached pair, with the pair it was reached from and the scalar read.
        var nodes: [(first: Int32, second: Int32, parent: Int, scalar: UInt32)] = [(first.start, second.start, -1, 0)]
        var seen: Set<Int64> = [Int64(first.start) << 32 | Int64(second.start)]
        var next = 0
        while next < nodes.count {
            let node = nodes[next]
            let verdicts = (first.verdict(of: Int(node.first)), second.verdict(of: Int(node.second)))
            if (verdicts.0 == .valid) != (verdicts.1 == .valid) {
                var scalars: [Unicode.Scalar] = []
                var index = next
                while nodes[index].parent >= 0 {
                    scalars.append(Unicode.Scalar(nodes[index].scalar)!)
                    index = nodes[index].parent
                }
                return Self(input: String(String.UnicodeScalarView(scalars.reversed())), verdicts: verdicts)
            }
            // Once both are dead, nothing after differs.
            if node.first != 0 || node.second != 0 {
                try budget.spend(order.count, on: "a comparison of two automata")
                for scalarClass in order {
                    let pair = pairs[scalarClass]
                    let a = first.transitions[Int(node.first) * first.classCount + Int(pair.0)]
                    let b = second.transitions[Int(node.second) * second.classCount + Int(pair.1)]
                    if seen.insert(Int64(a) << 32 | Int64(b)).inserted {
                        nodes.append((a, b, next, scalars[scalarClass]!))
                    }
                }
            }
            next += 1
        }
        return nil
    }
}
