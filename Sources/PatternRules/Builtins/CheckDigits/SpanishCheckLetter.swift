/// The letter that ends Spain's DNI and NIE numbers: the number's remainder modulo 23, looked up in a
/// fixed table of letters.
enum SpanishCheckLetter {
    private static let letters = Array("TRWAGMYFPDXBNJZSQVHLCKE".utf8)

    /// The letter of ASCII `digits`.
    static func letter(for digits: some Sequence<UInt8>) -> UInt8 {
        letters[digits.reduce(0) { ($0 * 10 + ASCIIText.digitValue($1)) % 23 }]
    }
}
