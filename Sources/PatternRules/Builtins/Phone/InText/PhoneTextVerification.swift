/// libphonenumber's matcher's `_verify` for one number read from one candidate, at the matcher's
/// leniency (a rule's number type filters what passes: ``PhoneTextMatcher/matches(in:)``).
struct PhoneTextVerification {
    let reading: PhoneTextReading
    /// The text the number was read from: what `parse` kept as its `raw_input`.
    let candidate: Substring
    let matcher: PhoneTextMatcher

    /// A number that passes, with its region and type when it is valid; `nil` when it does not pass.
    struct Verified {
        let valid: PhoneNumber?
    }

    /// - Throws: ``SearchError`` when a limit stopped a search while comparing a carrier code's number.
    func verified() throws(SearchError) -> Verified? {
        let valid = validNumber()
        switch matcher.leniency {
        case .possible:
            return isPossible() ? Verified(valid: valid) : nil
        case .valid:
            guard valid != nil, try containsOnlyValidXs(), nationalPrefixIsPresentIfRequired() else { return nil }
            return Verified(valid: valid)
        case .strictGrouping, .exactGrouping:
            guard valid != nil, try containsOnlyValidXs(), nationalPrefixIsPresentIfRequired(),
                let main = matcher.territories.mainMatcher(forCallingCode: reading.callingCode)
            else { return nil }
            let grouping = PhoneTextGrouping(reading: reading, candidate: candidate, main: main)
            guard !grouping.hasMoreThanOneSlashInNationalNumber,
                grouping.isGrouped(exactly: matcher.leniency == .exactGrouping)
            else { return nil }
            return Verified(valid: valid)
        }
    }

    /// `is_possible_number`: a possible length for the calling code's main territory.
    private func isPossible() -> Bool {
        guard
            let main = matcher.territories.mainMatcher(forCallingCode: reading.callingCode)
        else { return false }
        switch main.lengthCheck(reading.nationalNumber) {
        case .possible, .possibleLocalOnly: return true
        case .tooShort, .tooLong, .invalidLength: return false
        }
    }

    /// `is_valid_number`: valid in the territory `region_code_for_number` picks among those sharing the
    /// calling code (the first whose leading digits start the number, else the first whose ranges hold
    /// it).
    private func validNumber() -> PhoneNumber? {
        let national = reading.nationalNumber
        // Compiled one by one, as they are reached: `+1` alone has 25 territories.
        let table = matcher.territories
        let territories = table.territories(forCallingCode: reading.callingCode).lazy.map(table.matcher(for:))
        let owner =
            territories.count == 1
            ? territories.first
            : territories.first { territory in
                territory.leadingDigitsStart(national)
                    ?? (territory.validNumber(significant: national, requiring: nil) != nil)
            }
        guard let owner, let number = owner.validNumber(significant: national, requiring: nil) else {
            return nil
        }
        return reading.extensionNumber.map(number.with(extensionNumber:)) ?? number
    }

    /// `_contains_only_valid_x_chars`: an `x` before the last character is an extension's sign (the
    /// digits after it are the extension), and `xx` a carrier code's (what follows it is this number).
    private func containsOnlyValidXs() throws(SearchError) -> Bool {
        let scalars = Array(candidate.unicodeScalars)
        var index = 0
        while index < scalars.count - 1 {
            if scalars[index] == "x" || scalars[index] == "X" {
                let next = scalars[index + 1]
                if next == "x" || next == "X" {
                    index += 1
                    guard try isSameNumber(String(String.UnicodeScalarView(scalars[index...]))) else { return false }
                } else if PhoneTextScalars.digitsOnly(scalars[index...]) != reading.extensionNumber {
                    return false
                }
            }
            index += 1
        }
        return true
    }

    /// `is_number_match(number, text) == NSN_MATCH`: `text` has no plus sign and, read with the calling
    /// code's main region, is this number (libphonenumber answers `EXACT_MATCH`, not `NSN_MATCH`, for a
    /// text that names its calling code).
    private func isSameNumber(_ text: String) throws(SearchError) -> Bool {
        let territories = matcher.territories
        guard
            case .failure(.invalidCallingCode) = try PhoneTextReading.read(
                text[...], defaultRegion: nil, territories: territories),
            let main = matcher.territories.mainMatcher(forCallingCode: reading.callingCode),
            !main.territory.isNonGeographic,
            case .success(let other) = try PhoneTextReading.read(
                text[...], defaultRegion: main, territories: territories)
        else { return false }
        return other.callingCode == reading.callingCode && other.nationalNumber == reading.nationalNumber
            && other.extensionNumber == reading.extensionNumber
    }

    /// `_is_national_prefix_present_if_required`: a number written nationally starts with the national
    /// prefix where the region's format for it writes one that is not optional.
    private func nationalPrefixIsPresentIfRequired() -> Bool {
        guard reading.source == .defaultRegion,
            let main = matcher.territories.mainMatcher(forCallingCode: reading.callingCode),
            !main.territory.isNonGeographic,
            let format = PhoneFormatterCache.shared.formatter(for: main.territory).nationalFormat(
                for: reading.nationalNumber),
            !format.nationalFirstGroup.isEmpty, !format.nationalPrefixIsOptional,
            !["$1", "($1", "$1)", "($1)"].contains(format.nationalFirstGroup)
        else { return true }
        return main.startsWithNationalPrefix(PhoneTextScalars.digitsOnly(candidate))
    }
}
