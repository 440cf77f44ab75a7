/// The remainder modulo 97 of a long number, a character at a time (ISO 7064 MOD 97-10's arithmetic),
/// which IBANs and France's social security numbers take their check digits from.
enum Mod97 {
    /// The remainder modulo 97 of the number that ASCII `characters` write, each digit its value and
    /// each capital two digits, 10 (A) to 35 (Z), as IBANs read their letters.
    static func remainder(of characters: some Sequence<UInt8>) -> Int {
        characters.reduce(0) { remainder, byte in
            byte >= UInt8(ascii: "A")
                ? (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
                : (remainder * 10 + ASCIIText.digitValue(byte)) % 97
        }
    }
}
