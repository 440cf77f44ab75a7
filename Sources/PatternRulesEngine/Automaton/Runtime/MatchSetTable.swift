/// A ``MatchSetDFA`` laid out to read UTF-8: which of its members match somewhere in a text, one table
/// look-up per ASCII byte and a class look-up per other scalar.
///
/// An entry is its target premultiplied by the class count, negated where some member accepts there,
/// so that the reader looks up which only on the way into such a state.
///
/// Immutable after `init`; shared by every thread.
final class MatchSetTable: Sendable {
    private let transitions: [Int32]
    private let asciiClass: [Int32]
    private let alphabet: Alphabet
    private let classCount: Int
    /// The members that accept in each state, by state number.
    private let accepting: [UInt64]
    private let start: Int
    /// Every member's bit.
    private let everyMember: UInt64

    init(_ automaton: MatchSetDFA, memberCount: Int) {
        let classCount = automaton.classCount
        self.classCount = classCount
        // State 0 is a real state here, so a flag needs a sign that 0 cannot carry: targets count from 1.
        transitions = automaton.transitions.map { target in
            let entry = (target + 1) * Int32(classCount)
            return automaton.accepting[Int(target)] != 0 ? -entry : entry
        }
        asciiClass = (0..<128).map { automaton.alphabet.classOf(UInt32($0)) }
        alphabet = automaton.alphabet
        accepting = automaton.accepting
        start = (Int(automaton.start) + 1) * classCount
        everyMember = memberCount == UInt64.bitWidth ? .max : (1 << UInt64(memberCount)) - 1
    }

    /// The members that match somewhere in `text`, bit `m` for member `m`; `nil` when `text` is not UTF-8
    /// (a match may still stand between the bytes that are not, and the automaton reads scalars).
    ///
    /// - Complexity: O(n) in the length of `text`; it stops once every member is found.
    func members(matchingIn text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var found = accepting[start / classCount - 1]
        guard let base = text.baseAddress else { return found }
        let count = text.count
        return transitions.withUnsafeBufferPointer { table in
            asciiClass.withUnsafeBufferPointer { asciiClass in
                // Rows start one row in: the table's row `r` is state `r - 1`.
                let rows = table.baseAddress! - classCount
                var state = start
                var index = 0
                while index < count {
                    let byte = base[index]
                    let entry: Int32
                    if byte < 0x80 {
                        entry = rows[state &+ Int(asciiClass[Int(byte)])]
                        index &+= 1
                    } else {
                        guard let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: count) else {
                            return nil
                        }
                        entry = rows[state &+ Int(alphabet.classOf(scalar))]
                        index &+= length
                    }
                    if entry < 0 {
                        state = Int(-entry)
                        found |= accepting[state / classCount - 1]
                        if found == everyMember { break }
                    } else {
                        state = Int(entry)
                    }
                }
                return found
            }
        }
    }
}
