/// The Luhn check (ISO/IEC 7812-1, annex B) that every payment card number's last digit satisfies.
enum Luhn {
    /// Whether ASCII `digits` pass: from the right, every second digit doubled (less 9 over 9), the sum
    /// a multiple of 10.
    static func isValid(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        !digits.isEmpty && sum(digits, doublingRightmost: false) % 10 == 0
    }

    /// The digit (0 to 9) that ASCII `body` needs after it to pass, as `stdnum.luhn.calc_check_digit`.
    static func checkDigit(for body: some BidirectionalCollection<UInt8>) -> Int {
        // The check digit takes place 0 from the right, so the body's last digit is doubled.
        (10 - sum(body, doublingRightmost: true) % 10) % 10
    }

    /// The sum of `digits` with every second one doubled (less 9 over 9), counted from the right: the
    /// rightmost first where `doublingRightmost`, else the one before it.
    private static func sum(_ digits: some BidirectionalCollection<UInt8>, doublingRightmost: Bool) -> Int {
        var sum = 0
        for (position, byte) in digits.reversed().enumerated() {
            let digit = ASCIIText.digitValue(byte)
            sum += (position % 2 == 0) == doublingRightmost ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return sum
    }
}
