/// Building a regional rule's digit automaton.
///
/// A state of the construction is what the rule's answer can depend on after some digits: whether they
/// follow `+`, how many there are, and for every reading of them (from the first digit, and from each
/// place where a prefix ended) the state of every reader (``PhoneDigitReaders``). Every test the rule
/// makes reads one of those patterns on one of those readings, or a length: two digit strings in the
/// same state get the same answer, and so do the same digits appended to both. The answer of each state
/// is therefore the rule's own answer for the first digits that reach it, and the automaton answers
/// exactly as the rule does. Readings are bounded by the 20 digits a number may have, so the
/// construction ends; it is refused past ``stateLimit`` states.
extension PhoneDigitAutomaton {
    /// The most states the construction may visit (about 20 MB while it runs).
    static let stateLimit = 60_000

    /// A state of the construction, flat (it is hashed once per digit of every state): whether the digits
    /// follow `+`, how many there are, then for each reading, sorted, its place and start as one key
    /// (`offset << 3 | start`) and the state of its start's classifier.
    private struct State: Hashable {
        var words: [Int32]

        init(internationalForm: Bool, length: Int) {
            words = [internationalForm ? 1 : 0, Int32(length)]
            words.reserveCapacity(16)
        }

        var internationalForm: Bool { words[0] == 1 }
        var length: Int { Int(words[1]) }
        var readingCount: Int { (words.count - 2) / 2 }

        func reading(_ index: Int) -> (offset: Int, start: PhoneDigitReaders.Start, state: Int32) {
            let key = words[2 + 2 * index]
            return (Int(key >> 3), PhoneDigitReaders.Start(rawValue: Int8(key & 7))!, words[3 + 2 * index])
        }

        /// Adds a reading unless one with the same place and start is there: two prefixes ending in the
        /// same place start the same reading.
        mutating func add(offset: Int, start: PhoneDigitReaders.Start, state: Int32) {
            let key = Int32(offset) << 3 | Int32(start.rawValue)
            var index = 2
            while index < words.count, words[index] < key { index += 2 }
            guard index == words.count || words[index] != key else { return }
            words.append(key)
            words.append(state)
            // Moved into place from the end: readings are few, and most are added in order.
            var position = words.count - 2
            while position > index {
                words.swapAt(position, position - 2)
                words.swapAt(position + 1, position - 1)
                position -= 2
            }
        }

        /// The words' bytes in one call: the construction hashes a state per digit of every state.
        func hash(into hasher: inout Hasher) {
            words.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Why a region has no digit automaton.
    enum Refusal: Error, Equatable {
        /// The readers cannot follow the region's prefixes (see ``PhoneDigitReaders``).
        case unreadablePrefixes(String)
        /// The construction would pass ``stateLimit``.
        case tooManyStates
        /// A valid answer whose national number is not the last digits typed, or of another region.
        case numberNotRead(String)
        /// Two digit strings in one state answered differently (found when checking every path).
        case statesMissTheRule(String, String)
    }

    /// The automaton of `answer` (the rule's answer for `+` and digits, or digits alone).
    ///
    /// With `checkingEveryPath`, the answer is also asked for every other path into a state, and the
    /// construction fails when two disagree: the tests' check that the states hold what the rule reads.
    static func constructed(
        readers: PhoneDigitReaders, territory: PhoneTerritory, checkingEveryPath: Bool = false,
        answer: (String) -> PhoneNumberMatch
    ) throws(Refusal) -> PhoneDigitAutomaton {
        var numbers: [State: Int32] = [:]
        var states: [State] = []
        var representatives: [String] = []
        var outputs: [Output] = []
        var successors: [Int32] = []
        func output(of text: String, digitCount: Int) throws(Refusal) -> Output {
            let match = answer(text)
            guard match.verdict == .valid else { return Output(verdict: match.verdict) }
            guard let number = match.number, number.region == territory.region,
                number.callingCode == territory.callingCode, text.hasSuffix(number.nationalNumber),
                number.nationalNumber.utf8.count <= digitCount
            else { throw .numberNotRead(text) }
            return Output(verdict: .valid, type: number.type, nationalLength: Int8(number.nationalNumber.utf8.count))
        }
        func number(of state: State, text: String) throws(Refusal) -> Int32 {
            if let known = numbers[state] {
                if checkingEveryPath, try output(of: text, digitCount: state.length) != outputs[Int(known)] {
                    throw .statesMissTheRule(representatives[Int(known)], text)
                }
                return known
            }
            guard states.count < stateLimit else { throw .tooManyStates }
            let stateOutput = try output(of: text, digitCount: state.length)
            numbers[state] = Int32(states.count)
            states.append(state)
            representatives.append(text)
            outputs.append(stateOutput)
            return Int32(states.count - 1)
        }
        let first = { (international: Bool) in
            var state = State(internationalForm: international, length: 0)
            state.add(offset: 0, start: .first, state: PhoneDigitClassifier.start)
            return state
        }
        let national = try number(of: first(false), text: "")
        let international = try number(of: first(true), text: "+")
        var index = 0
        while index < states.count {
            let state = states[index]
            for digit in 0..<10 {
                guard state.length < PhoneInput.maximumDigits else {
                    successors.append(-1)
                    continue
                }
                let text = representatives[index] + String(digit)
                let target = Self.state(after: digit, from: state, readers: readers)
                // Where every reading has failed, every pattern the rule reads answers `invalid` from
                // there on, and so does the rule: the digits lead to the dead state.
                guard
                    !(0..<target.readingCount).allSatisfy({
                        let reading = target.reading($0)
                        return readers.classifiers[Int(reading.start.rawValue)].dead == reading.state
                    })
                else {
                    if checkingEveryPath, answer(text).verdict != .invalid { throw .statesMissTheRule("dead", text) }
                    successors.append(-1)
                    continue
                }
                successors.append(try number(of: target, text: text))
            }
            index += 1
        }
        return PhoneDigitAutomaton(
            minimising: successors, outputs: outputs, national: national, international: international)
    }

    private static func state(after digit: Int, from state: State, readers: PhoneDigitReaders) -> State {
        let length = state.length + 1
        var next = State(internationalForm: state.internationalForm, length: length)
        for index in 0..<state.readingCount {
            let reading = state.reading(index)
            let after = readers.classifiers[Int(reading.start.rawValue)].after(reading.state, digit: digit)
            next.add(offset: reading.offset, start: reading.start, state: after)
            for start in readers.readingsStarting(
                after: reading.start, state: after, length: length - reading.offset,
                internationalForm: state.internationalForm)
            {
                next.add(offset: length, start: start, state: PhoneDigitClassifier.start)
            }
        }
        return next
    }
}
