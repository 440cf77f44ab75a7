/// The Verhoeff check (dihedral group D5), which India's Aadhaar numbers' last digit satisfies: it
/// catches every single-digit error and every swap of two adjacent digits.
enum Verhoeff {
    /// The group's multiplication, `multiplication[a][b]` = a·b.
    private static let multiplication: [[UInt8]] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ]
    /// The permutation applied to a digit by its place from the right, which repeats every eight.
    private static let permutation: [[UInt8]] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ]

    /// Whether ASCII `digits`, their check digit last, pass: the product over the digits from the right,
    /// each permuted by its place, is the identity.
    static func isValid(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard !digits.isEmpty else { return false }
        var check: UInt8 = 0
        for (place, byte) in digits.reversed().enumerated() {
            check = multiplication[Int(check)][Int(permutation[place % 8][ASCIIText.digitValue(byte)])]
        }
        return check == 0
    }
}
