/// The Luhn check (ISO/IEC 7812-1, annex B) that every payment card number's last digit satisfies.
enum Luhn {
    /// Whether ASCII `digits` pass: from the right, every second digit doubled (less 9 over 9), the sum
    /// a multiple of 10.
    static func isValid(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        for (position, byte) in digits.reversed().enumerated() {
            let digit = ASCIIText.digitValue(byte)
            if position % 2 == 1 {
                sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
            } else {
                sum += digit
            }
        }
        return sum % 10 == 0
    }
}
