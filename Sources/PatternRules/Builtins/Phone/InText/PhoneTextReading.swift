/// A number as libphonenumber's `parse(text, region, keep_raw_input=True)` reads it, for the text its
/// matcher hands it: a candidate found in prose, or part of one.
///
/// Each step is `parse`'s: the number starts at its first digit or plus sign and loses what trails it; it
/// must look like a number (`VALID_PHONE_NUMBER_PATTERN`); an extension at its end is set apart; the
/// calling code comes from a plus sign, the default region's international prefix, the region's calling
/// code written without a plus, or else the default region; the national prefix is stripped where what
/// remains has a possible length. `nil` is `parse` raising `NumberParseException`.
struct PhoneTextReading: Equatable {
    /// How the calling code was found (`CountryCodeSource`).
    enum CallingCodeSource: Equatable {
        case plusSign, internationalPrefix, withoutPlusSign, defaultRegion
    }

    let callingCode: String
    let nationalNumber: String
    let extensionNumber: String?
    let source: CallingCodeSource

    /// `parse` gives up on longer text (`_MAX_INPUT_STRING_LENGTH`), counted in scalars.
    static let maximumScalars = 250
    /// The shortest and longest national significant numbers `parse` accepts.
    static let nationalLengths = 2...17

    /// Why `parse` raises (`NumberParseException`'s error types).
    enum Failure: Error, Equatable {
        case notANumber, invalidCallingCode, tooShortAfterPrefix, tooShort, tooLong
    }

    /// `text` read with `defaultRegion` for numbers not written internationally (`nil`: only numbers with
    /// a plus sign are read); `territories` holds the territories it reaches. `nil` where `parse` raises.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a search for the extension.
    init?(_ text: Substring, defaultRegion: PhoneTerritoryMatcher?, territories: PhoneTerritoryTable)
        throws(SearchError)
    {
        guard case .success(let reading) = try Self.read(text, defaultRegion: defaultRegion, territories: territories)
        else {
            return nil
        }
        self = reading
    }

    /// `parse`'s answer for `text`: the number, or why it raises.
    static func read(_ text: Substring, defaultRegion: PhoneTerritoryMatcher?, territories: PhoneTerritoryTable)
        throws(SearchError)
        -> Result<PhoneTextReading, Failure>
    {
        guard text.unicodeScalars.count <= Self.maximumScalars else { return .failure(.tooLong) }
        let possible = Self.possibleNumber(in: text)
        guard Self.isViable(possible) else { return .failure(.notANumber) }
        let startsWithPlus = { (number: Substring) in number.unicodeScalars.first.map(PhoneTextScalars.isPlus) == true }
        guard defaultRegion != nil || startsWithPlus(possible) else { return .failure(.invalidCallingCode) }
        var number = possible
        var extensionNumber: String?
        if let (digits, before) = try Self.splitExtension(possible) {
            (extensionNumber, number) = (digits, before)
        }
        var found: (code: String?, source: CallingCodeSource, national: String)
        switch Self.callingCode(number, defaultRegion: defaultRegion) {
        case .success(let result):
            found = result
        case .failure(.invalidCallingCode) where startsWithPlus(number):
            // Read again as if the plus signs were not there (`+00 44 …` dialled from the default region).
            let afterPlus = Substring(number.unicodeScalars.drop(while: PhoneTextScalars.isPlus))
            guard case .success(let again) = Self.callingCode(afterPlus, defaultRegion: defaultRegion),
                again.code != nil
            else { return .failure(.invalidCallingCode) }
            found = again
        case .failure(let failure):
            return .failure(failure)
        }
        let code: String
        let rules: PhoneTerritoryMatcher
        var national: String
        if let foundCode = found.code {
            guard let main = territories.mainMatcher(forCallingCode: foundCode) else {
                return .failure(.invalidCallingCode)
            }
            (code, rules, national) = (foundCode, main, found.national)
        } else {
            guard let defaultRegion else { return .failure(.invalidCallingCode) }
            (code, rules, national) = (defaultRegion.territory.callingCode, defaultRegion, Self.normalized(number))
        }
        guard national.utf8.count >= Self.nationalLengths.lowerBound else { return .failure(.tooShort) }
        national = rules.parsedNationalNumber(national)
        guard national.utf8.count >= Self.nationalLengths.lowerBound else { return .failure(.tooShort) }
        guard national.utf8.count <= Self.nationalLengths.upperBound else { return .failure(.tooLong) }
        return .success(
            PhoneTextReading(
                callingCode: code, nationalNumber: national, extensionNumber: extensionNumber, source: found.source))
    }

    init(callingCode: String, nationalNumber: String, extensionNumber: String?, source: CallingCodeSource) {
        self.callingCode = callingCode
        self.nationalNumber = nationalNumber
        self.extensionNumber = extensionNumber
        self.source = source
    }

    /// `_extract_possible_number`: from the first digit or plus sign, without trailing characters that
    /// are neither letters, numbers nor `#`, and cut before a second number (`/ x…`).
    static func possibleNumber(in text: Substring) -> Substring {
        guard
            let start = text.unicodeScalars.firstIndex(where: {
                PhoneTextScalars.isPlus($0) || PhoneTextScalars.isDigit($0)
            })
        else { return "" }
        return cutBeforeSecondNumber(trimmingUnwantedEnd(text[start...]))
    }

    /// Without the characters at the end that are neither letters, numbers nor `#`
    /// (`UNWANTED_END_CHAR_PATTERN`, `(?:_|[^#\w])+$`).
    static func trimmingUnwantedEnd(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            let scalar = scalars[before]
            if scalar == "#" || (scalar != "_" && PhoneTextScalars.isLetterOrNumber(scalar)) { break }
            end = before
        }
        return Substring(scalars[..<end])
    }

    /// Cut before the first `/` or `\` followed by spaces and `x` (`SECOND_NUMBER_START_PATTERN`,
    /// `[\\/] *x`): `(530) 583-6985 x302/x2303` holds two extensions of one number.
    static func cutBeforeSecondNumber(_ text: Substring) -> Substring {
        var contiguous = text
        guard let start = contiguous.withUTF8(secondNumberStart(in:)) else { return text }
        return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: start)]
    }

    /// The byte where a second number starts in UTF-8 `text` (``cutBeforeSecondNumber(_:)``), `nil`
    /// when none does. Every character it looks for is ASCII, so it reads bytes.
    static func secondNumberStart(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "/") || text[index] == UInt8(ascii: "\\") {
                var after = index + 1
                while after < text.count, text[after] == UInt8(ascii: " ") { after += 1 }
                if after < text.count, text[after] == UInt8(ascii: "x") { return index }
            }
            index += 1
        }
        return nil
    }

    /// `_is_viable_phone_number`: at least two scalars, and the whole of it `VALID_PHONE_NUMBER_PATTERN`.
    static func isViable(_ text: Substring) -> Bool {
        text.unicodeScalars.count >= 2 && PhoneTextPatterns.viableNumber._matchesOrFalse(text)
    }

    /// `_maybe_strip_extension`: the extension's digits as written and the number before it, when an
    /// extension ends the text and what precedes it is viable.
    private static func splitExtension(_ text: Substring) throws(SearchError) -> (digits: String, before: Substring)? {
        guard let found = try PhoneTextPatterns.firstMatch(PhoneTextPatterns.extensionAtEnd, in: text) else {
            return nil
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        let before = text[..<start]
        guard isViable(before) else { return nil }
        // Only the extension's own group holds digits in each of the patterns.
        let digits = String(String.UnicodeScalarView(text[start...].unicodeScalars.filter(PhoneTextScalars.isDigit)))
        return (digits, before)
    }

    /// `_maybe_extract_country_code`: the calling code, how it was found and the national number after
    /// it; no code when the number is the default region's, written nationally.
    private static func callingCode(_ number: Substring, defaultRegion: PhoneTerritoryMatcher?)
        -> Result<(code: String?, source: CallingCodeSource, national: String), Failure>
    {
        var full: String
        var source = CallingCodeSource.defaultRegion
        if number.unicodeScalars.first.map(PhoneTextScalars.isPlus) == true {
            full = normalized(Substring(number.unicodeScalars.drop(while: PhoneTextScalars.isPlus)))
            source = .plusSign
        } else {
            full = normalized(number)
            // The international prefix counts unless a 0 follows it.
            if let end = defaultRegion?.internationalPrefixEnd(full), full.dropFirst(end).first != "0" {
                full = String(full.dropFirst(end))
                source = .internationalPrefix
            }
        }
        if source != .defaultRegion {
            guard full.utf8.count > 2 else { return .failure(.tooShortAfterPrefix) }
            guard full.first != "0" else { return .failure(.invalidCallingCode) }
            for length in 1...min(PhoneMetadata.longestCallingCode, full.utf8.count) {
                let code = String(full.prefix(length))
                if PhoneMetadata.byCallingCode[code] != nil {
                    return .success((code, source, String(full.dropFirst(length))))
                }
            }
            return .failure(.invalidCallingCode)
        }
        if let defaultRegion {
            let code = defaultRegion.territory.callingCode
            if full.hasPrefix(code) {
                let rest = defaultRegion.strippingNationalPrefix(String(full.dropFirst(code.utf8.count)))
                if (!defaultRegion.matchesGeneralPattern(full) && defaultRegion.matchesGeneralPattern(rest))
                    || defaultRegion.lengthCheck(full) == .tooLong
                {
                    return .success((code, .withoutPlusSign, rest))
                }
            }
        }
        return .success((nil, .defaultRegion, ""))
    }

    /// `_normalize`: with three ASCII letters or more, letters become their keypad digits and only ASCII
    /// digits stay (a vanity number); otherwise the digits of any script, as ASCII.
    static func normalized(_ text: Substring) -> String {
        let letters = text.unicodeScalars.lazy.filter {
            PhoneTextScalars.isASCIILetter($0.value)
        }
        .count
        guard letters >= 3, !text.unicodeScalars.contains("\n") else {
            return PhoneTextScalars.digitsOnly(text)
        }
        var digits = ""
        // Python's `str.upper` of each code point, looked up in the keypad's table.
        for original in text.unicodeScalars {
            let upper = String(original).uppercased()
            guard upper.unicodeScalars.count == 1, let scalar = upper.unicodeScalars.first, scalar.isASCII else {
                continue
            }
            switch scalar {
            case "0"..."9": digits.unicodeScalars.append(scalar)
            case "A"..."Z": digits.append(keypad[Int(scalar.value - 65)])
            default: continue
            }
        }
        return digits
    }

    /// ITU E.161's keypad, A to Z.
    private static let keypad = Array("22233344455566677778889999")
}
