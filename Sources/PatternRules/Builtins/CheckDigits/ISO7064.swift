/// The hybrid check of ISO 7064, MOD 11,10, which Germany's tax identification numbers' last digit
/// satisfies: a running value doubled modulo 11 and added to each digit modulo 10 must end at 1.
enum ISO7064 {
    /// Whether ASCII `digits`, their check digit last, pass MOD 11,10 (python-stdnum's
    /// `iso7064.mod_11_10`: the running value starts at 5, a 0 counts as 10 before it is doubled).
    static func passesMod11Radix10(_ digits: some Sequence<UInt8>) -> Bool {
        var check = 5
        for byte in digits {
            check = ((check == 0 ? 10 : check) * 2 % 11 + ASCIIText.digitValue(byte)) % 10
        }
        return check == 1
    }
}
