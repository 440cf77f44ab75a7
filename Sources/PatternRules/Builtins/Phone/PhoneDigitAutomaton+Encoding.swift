/// A digit automaton as bytes, for the shipped table of every region's automaton (``ShippedPhoneAutomata``):
/// the state count, the two starts and the count of states built, as 32-bit little-endian numbers; then
/// ten 16-bit successors per state (the construction stops far below 65,536 states); then three bytes
/// per state: the verdict, the number type (255 for none) and the national number's length.
extension PhoneDigitAutomaton {
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 + next.count * 2 + outputs.count * 3)
        for number in [outputs.count, Int(nationalStart), Int(internationalStart), constructedStateCount] {
            bytes.appendLittleEndian(UInt32(number))
        }
        for target in next { bytes.appendLittleEndian(UInt16(target)) }
        for output in outputs {
            bytes.append(UInt8(Verdict.allCases.firstIndex(of: output.verdict)!))
            bytes.append(output.type.map { UInt8(PhoneNumberType.allCases.firstIndex(of: $0)!) } ?? 255)
            bytes.append(UInt8(output.nationalLength))
        }
        return bytes
    }

    /// The automaton `bytes` hold, or `nil` when they are not one ``encoded()`` wrote.
    convenience init?(decoding bytes: ArraySlice<UInt8>) {
        var reader = PhoneAutomataByteReader(bytes)
        guard let count = reader.number(4), let national = reader.number(4), let international = reader.number(4),
            let constructed = reader.number(4), count > 0, national < count, international < count,
            reader.remaining == count * 23
        else { return nil }
        var next: [Int32] = []
        next.reserveCapacity(count * 10)
        for _ in 0..<(count * 10) {
            guard let target = reader.number(2), target < count else { return nil }
            next.append(Int32(target))
        }
        var outputs: [Output] = []
        outputs.reserveCapacity(count)
        for _ in 0..<count {
            guard let verdict = reader.number(1), let type = reader.number(1), let length = reader.number(1),
                verdict < Verdict.allCases.count, type < PhoneNumberType.allCases.count || type == 255, length <= 20
            else { return nil }
            outputs.append(
                Output(
                    verdict: Verdict.allCases[verdict], type: type == 255 ? nil : PhoneNumberType.allCases[type],
                    nationalLength: Int8(length)))
        }
        self.init(
            next: next, outputs: outputs, nationalStart: Int32(national), internationalStart: Int32(international),
            constructedStateCount: constructed)
    }
}
