/// Several digit tables run side by side and minimised as one: two states are merged when every digit
/// string leads both to the same verdicts from every table. The phone rule's answers depend on its
/// patterns' verdicts alone, so the merged machine tells apart exactly what the rule can.
struct PhoneDigitClassifier {
    /// Which prefixes have just been matched whole: where another reading of the digits starts.
    struct PrefixEnds: OptionSet, Hashable {
        let rawValue: UInt8
        static let nationalPrefix = PrefixEnds(rawValue: 1)
        static let callingCode = PrefixEnds(rawValue: 2)
        static let internationalPrefix = PrefixEnds(rawValue: 4)
    }

    /// `next[state * 10 + digit]`; state 0 is the start.
    let next: [Int32]
    let prefixEnds: [PrefixEnds]
    /// The state in which every table has failed for good, when one is reachable: nothing read from
    /// there on can match.
    let dead: Int32?
    static let start: Int32 = 0

    /// Runs `tables` together from their starts; `prefixEnds` names the prefixes a vector of their
    /// verdicts has matched. Refused past `stateLimit` states of the product.
    init(_ tables: [PhoneDigitTable], stateLimit: Int, prefixEnds: ([Verdict]) -> PrefixEnds) throws(PhoneDigitAutomaton
        .Refusal)
    {
        var numbers: [[Int32]: Int32] = [:]
        var tuples: [[Int32]] = []
        var successors: [Int32] = []
        func number(_ tuple: [Int32]) throws(PhoneDigitAutomaton.Refusal) -> Int32 {
            if let known = numbers[tuple] { return known }
            guard tuples.count < stateLimit else { throw .tooManyStates }
            numbers[tuple] = Int32(tuples.count)
            tuples.append(tuple)
            return Int32(tuples.count - 1)
        }
        _ = try number(tables.map { _ in PhoneDigitTable.start })
        var index = 0
        while index < tuples.count {
            let tuple = tuples[index]
            for digit in 0..<10 {
                successors.append(try number(tables.indices.map { tables[$0].after(tuple[$0], digit: digit) }))
            }
            index += 1
        }
        let outputs = tuples.map { tuple in tables.indices.map { tables[$0].verdicts[Int(tuple[$0])] } }
        let classes = Self.equivalenceClasses(successors: successors, outputs: outputs)
        // Renumbered in order of first appearance, so that the start stays 0.
        var renumbered: [Int32: Int32] = [:]
        for state in tuples.indices where renumbered[classes[state]] == nil {
            renumbered[classes[state]] = Int32(renumbered.count)
        }
        var next = [Int32](repeating: 0, count: renumbered.count * 10)
        var ends = [PrefixEnds](repeating: [], count: renumbered.count)
        for state in tuples.indices {
            let merged = Int(renumbered[classes[state]]!)
            ends[merged] = prefixEnds(outputs[state])
            for digit in 0..<10 {
                next[merged * 10 + digit] = renumbered[classes[Int(successors[state * 10 + digit])]]!
            }
        }
        self.next = next
        self.prefixEnds = ends
        dead = tuples.indices.first { state in
            outputs[state].allSatisfy { $0 == .invalid } && (0..<10).allSatisfy { successors[state * 10 + $0] == state }
        }.map { renumbered[classes[$0]]! }
    }

    @inline(__always)
    func after(_ state: Int32, digit: Int) -> Int32 { next[Int(state) * 10 + digit] }

    /// Moore's refinement: states start apart by their verdicts and split while their successors do.
    /// A signature (the state's class, then its successors' classes) fits one SIMD vector: hashed
    /// without allocating.
    private static func equivalenceClasses(successors: [Int32], outputs: [[Verdict]]) -> [Int32] {
        var classOfOutput: [[Verdict]: Int32] = [:]
        var classes = outputs.map { output in
            if let known = classOfOutput[output] { return known }
            classOfOutput[output] = Int32(classOfOutput.count)
            return Int32(classOfOutput.count - 1)
        }
        var count = classOfOutput.count
        var classOfSignature: [SIMD16<Int32>: Int32] = [:]
        var refined = classes
        while true {
            classOfSignature.removeAll(keepingCapacity: true)
            for state in classes.indices {
                var signature = SIMD16<Int32>(repeating: -1)
                signature[0] = classes[state]
                for digit in 0..<10 { signature[digit + 1] = classes[Int(successors[state * 10 + digit])] }
                if let known = classOfSignature[signature] {
                    refined[state] = known
                } else {
                    refined[state] = Int32(classOfSignature.count)
                    classOfSignature[signature] = refined[state]
                }
            }
            swap(&classes, &refined)
            guard classOfSignature.count > count else { return classes }
            count = classOfSignature.count
        }
    }
}
