/// One of a territory's patterns read on the ASCII digits alone: the states its automaton reaches from the
/// start over digits, renumbered densely, and each one's verdict. What ``PhoneDigitAutomaton`` tracks for
/// every pattern the phone rule consults.
struct PhoneDigitTable {
    /// `next[state * 10 + digit]`; state 0 is the start.
    let next: [Int32]
    let verdicts: [Verdict]
    static let start: Int32 = 0

    /// The table of `pattern`'s automaton; `nil` when the pattern runs on another engine.
    init?(_ pattern: Pattern) {
        guard let program = pattern.program.automaton else { return nil }
        var numbers: [Int: Int32] = [program.start: 0]
        var programStates = [program.start]
        var next: [Int32] = []
        var index = 0
        while index < programStates.count {
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") {
                let target = withUnsafeBytes(of: digit) {
                    program.advance(programStates[index], over: $0.bindMemory(to: UInt8.self))
                }
                if numbers[target] == nil {
                    numbers[target] = Int32(programStates.count)
                    programStates.append(target)
                }
                next.append(numbers[target]!)
            }
            index += 1
        }
        self.next = next
        verdicts = programStates.map(program.verdict(of:))
    }

    /// The table of the literal `digits` (a calling code).
    init(literal digits: String) {
        let count = digits.utf8.count
        // States 0...count are the digits matched so far; count + 1 is dead.
        var next: [Int32] = []
        for (position, expected) in digits.utf8.enumerated() {
            next += (0..<10).map { UInt8(ascii: "0") + UInt8($0) == expected ? Int32(position + 1) : Int32(count + 1) }
        }
        next += Array(repeating: Int32(count + 1), count: 20)
        self.next = next
        verdicts = Array(repeating: .incomplete, count: count) + [.valid, .invalid]
    }

    @inline(__always)
    func after(_ state: Int32, digit: Int) -> Int32 { next[Int(state) * 10 + digit] }

    /// Whether no digit string the pattern matches is a proper prefix of another (and the empty string
    /// is not matched): a match at the start of a number then ends in one place only, whichever way a
    /// backtracking engine explores it.
    var isPrefixFree: Bool {
        guard verdicts[0] != .valid else { return false }
        return !reachableFromAccepting().contains { verdicts[$0] == .valid }
    }

    /// The length of the longest digit string matched, `nil` when there is no bound (or when a cycle
    /// of live states could not be ruled out: unbounded is the safe reading).
    var longestMatch: Int? {
        // -1: no match below the state; nil: a cycle.
        var known = [Int?](repeating: nil, count: verdicts.count)
        var onPath = [Bool](repeating: false, count: verdicts.count)
        var unbounded = false
        func longest(_ state: Int) -> Int {
            if let length = known[state] { return length }
            if onPath[state] {
                unbounded = true
                return -1
            }
            onPath[state] = true
            var best = verdicts[state] == .valid ? 0 : -1
            for digit in 0..<10 {
                let target = Int(after(Int32(state), digit: digit))
                guard verdicts[target] != .invalid else { continue }
                let length = longest(target)
                if length >= 0 { best = max(best, length + 1) }
            }
            onPath[state] = false
            known[state] = best
            return best
        }
        let length = longest(0)
        return unbounded ? nil : max(length, 0)
    }

    /// The states one or more digits lead to from the accepting states.
    private func reachableFromAccepting() -> Set<Int> {
        var seen: Set<Int> = []
        var queue = (0..<verdicts.count).filter { verdicts[$0] == .valid }
        while let state = queue.popLast() {
            for digit in 0..<10 {
                let target = Int(after(Int32(state), digit: digit))
                if seen.insert(target).inserted { queue.append(target) }
            }
        }
        return seen
    }
}
