/// A digit automaton as bytes, for the shipped table of every region's automaton (``ShippedPhoneAutomata``):
/// the state count, the two starts and the count of states built, as 32-bit little-endian numbers; then
/// ten 16-bit successors per state (the construction stops far below 65,536 states); then three bytes
/// per state: the verdict, the number type (255 for none) and the national number's length.
extension PhoneDigitAutomaton {
    func encoded() -> [UInt8] {
        let (next, outputs, nationalStart, internationalStart) = tables
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 + next.count * 2 + outputs.count * 3)
        for number in [outputs.count, Int(nationalStart), Int(internationalStart), constructedStateCount] {
            withUnsafeBytes(of: UInt32(number).littleEndian) { bytes += $0 }
        }
        for target in next { withUnsafeBytes(of: UInt16(target).littleEndian) { bytes += $0 } }
        for output in outputs {
            bytes.append(UInt8(Verdict.allCases.firstIndex(of: output.verdict)!))
            bytes.append(output.type.map { UInt8(PhoneNumberType.allCases.firstIndex(of: $0)!) } ?? 255)
            bytes.append(UInt8(output.nationalLength))
        }
        return bytes
    }

    /// The automaton `bytes` hold, or `nil` when they are not one ``encoded()`` wrote.
    convenience init?(decoding bytes: ArraySlice<UInt8>) {
        var position = bytes.startIndex
        func number(_ size: Int) -> Int? {
            guard bytes.endIndex - position >= size else { return nil }
            let value = (0..<size).reduce(0) { $0 | Int(bytes[position + $1]) << (8 * $1) }
            position += size
            return value
        }
        guard let count = number(4), let national = number(4), let international = number(4),
            let constructed = number(4), count > 0, national < count, international < count,
            bytes.endIndex - position == count * 23
        else { return nil }
        var next: [Int32] = []
        next.reserveCapacity(count * 10)
        for _ in 0..<(count * 10) {
            guard let target = number(2), target < count else { return nil }
            next.append(Int32(target))
        }
        var outputs: [Output] = []
        outputs.reserveCapacity(count)
        for _ in 0..<count {
            let verdict = Int(bytes[position])
            let type = Int(bytes[position + 1])
            let length = bytes[position + 2]
            position += 3
            guard verdict < Verdict.allCases.count, type < PhoneNumberType.allCases.count || type == 255, length <= 20
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
