/// A regional phone rule compiled to one deterministic automaton over the digits typed: each digit is a
/// table look-up, and the state reached gives the rule's verdict and, for a valid number, its type and
/// how many of the last digits are the national significant number.
///
/// The separators, `+` and parentheses of ASCII input are read around it as ``PhoneInput`` reads them;
/// any other character (an extension marker, a Unicode digit, a bidirectional mark) is left to the rule's
/// own reading, which the automaton was built from. The construction (in
/// `PhoneDigitAutomaton+Construction.swift`) says why the answers are the rule's.
final class PhoneDigitAutomaton: Sendable {
    /// What a state answers.
    struct Output: Hashable {
        let verdict: Verdict
        var type: PhoneNumberType? = nil
        /// The length of the national significant number: the last digits typed.
        var nationalLength: Int8 = 0
    }

    /// `next[state * 10 + digit]`; state 0 answers `invalid` whatever follows (more digits than a number
    /// has lead there too).
    let next: [Int32]
    let outputs: [Output]
    let nationalStart: Int32
    let internationalStart: Int32

    var stateCount: Int { outputs.count }
    /// The states the construction visited before they were merged.
    let constructedStateCount: Int

    /// An automaton as ``encoded()`` wrote it (see `PhoneDigitAutomaton+Encoding.swift`).
    init(next: [Int32], outputs: [Output], nationalStart: Int32, internationalStart: Int32, constructedStateCount: Int)
    {
        self.next = next
        self.outputs = outputs
        self.nationalStart = nationalStart
        self.internationalStart = internationalStart
        self.constructedStateCount = constructedStateCount
    }

    /// The minimal automaton of an acyclic construction whose states are numbered by length (every
    /// successor after its state; `-1` for the dead end past the last digit): states merged from the
    /// last to the first when they answer alike and lead to merged states.
    init(minimising successors: [Int32], outputs constructed: [Output], national: Int32, international: Int32) {
        struct Signature: Hashable {
            let output: Output
            let successors: [Int32]
        }
        let dead = Signature(output: Output(verdict: .invalid), successors: Array(repeating: 0, count: 10))
        var merged: [Signature: Int32] = [dead: 0]
        var signatures = [dead]
        var mergedState = [Int32](repeating: 0, count: constructed.count)
        for state in constructed.indices.reversed() {
            let targets = (0..<10).map { digit -> Int32 in
                let target = successors[state * 10 + digit]
                return target < 0 ? 0 : mergedState[Int(target)]
            }
            let signature = Signature(output: constructed[state], successors: targets)
            if let existing = merged[signature] {
                mergedState[state] = existing
            } else {
                mergedState[state] = Int32(signatures.count)
                merged[signature] = Int32(signatures.count)
                signatures.append(signature)
            }
        }
        next = signatures.flatMap(\.successors)
        outputs = signatures.map(\.output)
        constructedStateCount = constructed.count
        nationalStart = mergedState[Int(national)]
        internationalStart = mergedState[Int(international)]
    }

    /// The rule's answer for `text`, or `nil` when `text` has a character the automaton leaves to the
    /// rule (anything but ASCII digits, `+`, space, `-`, `.`, `/` and parentheses).
    @inline(__always)
    func match(_ text: String, _ territory: PhoneTerritory) -> PhoneNumberMatch? {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        guard let (state, hasOpenParenthesis, count) = read(text, digits: &digits) else { return nil }
        let output = outputs[Int(state)]
        guard output.verdict == .valid else { return PhoneNumberMatch(verdict: output.verdict) }
        guard !hasOpenParenthesis, let type = output.type else { return .incomplete }
        let national = withUnsafeBytes(of: digits) {
            String(decoding: $0[(count - Int(output.nationalLength))..<count], as: UTF8.self)
        }
        return PhoneNumberMatch(
            verdict: .valid,
            number: PhoneNumber(
                region: territory.region, callingCode: territory.callingCode, nationalNumber: national, type: type))
    }

    /// The verdict for `text`, or `nil` as in ``match(_:_:)``.
    @inline(__always)
    func verdict(for text: String) -> Verdict? {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        guard let (state, hasOpenParenthesis, _) = read(text, digits: &digits) else { return nil }
        let verdict = outputs[Int(state)].verdict
        return verdict == .valid && hasOpenParenthesis ? .incomplete : verdict
    }

    /// The state after the digits of `text`, read as ``PhoneInput`` reads ASCII input, with the digits
    /// copied to `digits`.
    @inline(__always)
    private func read(_ text: String, digits: inout (UInt64, UInt64, UInt64))
        -> (state: Int32, hasOpenParenthesis: Bool, count: Int)?
    {
        var text = text
        return text.withUTF8 { bytes in
            withUnsafeMutableBytes(of: &digits) { buffer in
                next.withUnsafeBufferPointer { next in
                    var state = nationalStart
                    var count = 0
                    var depth = 0
                    var plusAllowed = true
                    var startsWithPlus = false
                    for byte in bytes {
                        switch byte {
                        case 0x30...0x39:
                            guard count < PhoneInput.maximumDigits else { return (0, false, 0) }
                            buffer[count] = byte
                            count += 1
                            state = next[Int(state) &* 10 &+ Int(byte &- 0x30)]
                            plusAllowed = false
                        case 0x2B:
                            guard plusAllowed else { return (0, false, 0) }
                            startsWithPlus = true
                            state = internationalStart
                        case 0x20:
                            if startsWithPlus { plusAllowed = false }
                        case 0x2D, 0x2E, 0x2F:
                            plusAllowed = false
                        case 0x28:
                            depth += 1
                            plusAllowed = false
                        case 0x29:
                            depth -= 1
                            guard depth >= 0 else { return (0, false, 0) }
                            plusAllowed = false
                        default:
                            return nil
                        }
                    }
                    return (state, depth > 0, count)
                }
            }
        }
    }
}
