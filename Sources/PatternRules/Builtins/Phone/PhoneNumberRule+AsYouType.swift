/// What a phone field should show while the user types, from the same number formats as
/// ``PhoneNumber/formatted(_:)``.
extension PhoneNumberRule {
    /// `input` as typed so far, grouped the way its region writes numbers, for a text field to show
    /// while the user types: `+4420794` becomes `+44 20 794`, `0207946` in GB `020 7946`.
    ///
    /// Digits are never added, dropped or reordered: only separators change. An input the rule cannot
    /// read (a letter, a misplaced `+`) is returned unchanged, and so are digits no format can guide yet.
    public func formatted(asYouType input: String) -> String {
        // An extension is shown as typed after the grouped number.
        let (number, typedExtension) = PhoneExtension.split(input)
        if let typedExtension {
            // Unreadable text is shown as typed, extension or not.
            guard typedExtension != .unreadable, PhoneInput(String(number)) != nil else { return input }
            let numberText = String(number).trimmingTrailingSpaces()
            let grouped = formatted(asYouType: numberText)
            // A number that cannot be grouped yet leaves the whole input as typed.
            guard grouped != numberText else { return input }
            return grouped + " " + input[number.endIndex...].drop { $0 == " " }
        }
        // Without `+`, a rule for any region cannot tell which region's grouping applies.
        guard let typed = PhoneInput(input), !typed.digits.isEmpty, typed.startsWithPlus || regional != nil else {
            return input
        }
        let grouped = grouping(typed)
        // A format that rewrites digits (Argentina's `$2 15-$3-$4` drops the mobile 9 and prints 15) is
        // for whole numbers only: while typing, the digits shown must be the digits typed.
        guard Self.digits(of: grouped) == typed.digits else { return (typed.startsWithPlus ? "+" : "") + typed.digits }
        return grouped
    }

    private func grouping(_ typed: PhoneInput) -> String {
        let digits = typed.digits
        if typed.startsWithPlus {
            guard let (code, territory) = callingCode(starting: digits) else { return "+" + digits }
            return "+\(code)"
                + grouped(String(digits.dropFirst(code.utf8.count)), in: territory, international: true)
        }
        guard let regional else { return digits }
        if let internationalPrefix = regional.internationalPrefix {
            // `00 44 20 7946` from GB: the international prefix, then the number as after `+`.
            for length in 1..<min(digits.utf8.count, 10)
            where internationalPrefix._verdictOrIncomplete(for: digits.prefix(length)) == .valid {
                let rest = String(digits.dropFirst(length))
                guard let (code, territory) = Self.anyCallingCode(starting: rest) else { break }
                return "\(digits.prefix(length)) \(code)"
                    + grouped(String(rest.dropFirst(code.utf8.count)), in: territory, international: true)
            }
        }
        let formatter = PhoneFormatterCache.shared.partialFormatter(for: regional.territory, engine: engine)
        if let split = regional.nationalPrefixSplit(digits) {
            guard !split.rest.isEmpty else { return split.prefix }
            let written = formatter.format(split.rest, international: false, nationalPrefixTyped: true)
            // The format's prefix rule must reproduce the typed prefix: digits are never dropped.
            if let written, Self.digits(of: written) == digits { return written }
            let rest = formatter.format(split.rest, international: false, nationalPrefixTyped: false) ?? split.rest
            return split.prefix + " " + rest
        }
        return formatter.format(digits, international: false, nationalPrefixTyped: false) ?? digits
    }

    private static func digits(of text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }.map(Character.init))
    }

    /// The calling code `digits` start with and the territory whose formats to use: the rule's region,
    /// or the code's main territory.
    private func callingCode(starting digits: String) -> (String, PhoneTerritory)? {
        if let regional {
            let code = regional.territory.callingCode
            return digits.hasPrefix(code) ? (code, regional.territory) : nil
        }
        return Self.anyCallingCode(starting: digits)
    }

    private static func anyCallingCode(starting digits: String) -> (String, PhoneTerritory)? {
        for length in 1...min(PhoneMetadata.longestCallingCode, digits.utf8.count) {
            let code = String(digits.prefix(length))
            if let main = PhoneMetadata.byCallingCode[code]?.first { return (code, main) }
        }
        return nil
    }

    /// ` 20 7946` after a calling code: a space, then the national number grouped.
    private func grouped(_ national: String, in territory: PhoneTerritory, international: Bool) -> String {
        guard !national.isEmpty else { return "" }
        let formatter = PhoneFormatterCache.shared.partialFormatter(for: territory, engine: engine)
        return " " + (formatter.format(national, international: international, nationalPrefixTyped: false) ?? national)
    }
}
