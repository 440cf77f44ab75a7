/// The character classes of a password, counted in one pass over its characters, by the Unicode general
/// category of each character's first scalar: uppercase is Lu or Lt (`𝐀`, `ǅ`), lowercase Ll, a digit Nd,
/// a symbol any punctuation (P*) or symbol (S*) or a space separator (Zs). A space is a symbol, as in
/// validator.js `isStrongPassword`, and also white space for ``PasswordPolicy/forbidsWhitespace``.
struct PasswordCharacterCounts {
    var characters = 0
    /// The password's length in UTF-8 bytes, which bounds what a server hashes whatever the characters.
    var utf8Length = 0
    var lowercase = 0
    var uppercase = 0
    var digits = 0
    var symbols = 0
    var whitespace = 0
    var longestRun = 0

    init(_ password: String) {
        var text = password
        utf8Length = password.utf8.count
        let isASCII = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            countASCII(bytes)
            return true
        }
        if !isASCII { countCharacters(password) }
    }

    /// ASCII, where a byte is a Character (but for CR LF) and the classes are ranges: no Unicode
    /// property look-ups on the per-keystroke path.
    private mutating func countASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        var previous: UInt8 = 0
        var run = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D { continue }  // CR LF is one Character.
            characters += 1
            switch byte {
            case 0x61...0x7A: lowercase += 1
            case 0x41...0x5A: uppercase += 1
            case 0x30...0x39: digits += 1
            case 0x20:
                whitespace += 1
                symbols += 1
            case 0x09...0x0D: whitespace += 1
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: symbols += 1
            default: break
            }
            run = byte == previous ? run + 1 : 1
            longestRun = max(longestRun, run)
            previous = byte
        }
    }

    private mutating func countCharacters(_ password: String) {
        var previous: Character?
        var run = 0
        for character in password {
            characters += 1
            switch character.unicodeScalars.first!.properties.generalCategory {
            case .uppercaseLetter, .titlecaseLetter: uppercase += 1
            case .lowercaseLetter: lowercase += 1
            case .decimalNumber: digits += 1
            case .spaceSeparator:
                // Only U+0020 is a symbol too, as in validator.js `isStrongPassword`: U+00A0 is not.
                whitespace += 1
                if character == " " { symbols += 1 }
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
                .modifierSymbol, .otherSymbol:
                symbols += 1
            default:
                if character.isWhitespace { whitespace += 1 }
            }
            run = character == previous ? run + 1 : 1
            longestRun = max(longestRun, run)
            previous = character
        }
    }
}
