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

    /// The digit (0 to 9) that ASCII `body` needs after it to pass, as `stdnum.luhn.calc_check_digit`.
    static func checkDigit(for body: some BidirectionalCollection<UInt8>) -> Int {
        var sum = 0
        for (position, byte) in body.reversed().enumerated() {
            let digit = ASCIIText.digitValue(byte)
            // The check digit takes place 0 from the right, so the body's last digit is doubled.
            sum += position % 2 == 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return (10 - sum % 10) % 10
    }
}
