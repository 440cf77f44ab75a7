/// libphonenumber's matcher's grouping checks, for its `STRICT_GROUPING` and `EXACT_GROUPING` levels:
/// whether the digits of a candidate are grouped as the number's calling code formats it
/// (`_check_number_grouping_is_valid`), with the calling code's alternate formats tried after its own,
/// and whether its national number holds more than one slash. Strings are compared scalar by scalar, as
/// Python's `str.find` and `re.split` read them.
struct PhoneTextGrouping {
    let reading: PhoneTextReading
    /// The text the number was read from, as written.
    let candidate: Substring
    /// The calling code's main territory, whose formats and national prefix the checks read.
    let main: PhoneTerritoryMatcher

    /// `_contains_more_than_one_slash_in_national_number`: two slashes are allowed only when the first
    /// follows the calling code written in the candidate, and then no third.
    var hasMoreThanOneSlashInNationalNumber: Bool {
        let scalars = Array(candidate.unicodeScalars)
        guard let first = scalars.firstIndex(of: "/"), let second = scalars[(first + 1)...].firstIndex(of: "/") else {
            return false
        }
        let namesCallingCode = reading.source == .plusSign || reading.source == .withoutPlusSign
        if namesCallingCode, PhoneTextScalars.digitsOnly(scalars[..<first]) == reading.callingCode {
            return scalars[(second + 1)...].contains("/")
        }
        return true
    }

    /// Whether the candidate's digits are grouped as the number's format groups them (`exactly`: each
    /// group as written, `EXACT_GROUPING`; else no group broken, `STRICT_GROUPING`), or as one of the
    /// calling code's alternate formats whose leading digits start the number groups them.
    func isGrouped(exactly: Bool) -> Bool {
        let normalized = Self.normalizedKeepingNonDigits(candidate.unicodeScalars)
        let check = exactly ? groupsAreExactlyPresent : groupsRemainGrouped
        if check(normalized, formattedGroups()) { return true }
        let national = reading.nationalNumber
        for alternate in PhoneAlternateFormats.formats(forCallingCode: reading.callingCode) {
            if let leading = alternate.leadingDigits, !Self.startsWithMatch(leading, national) { continue }
            if check(normalized, alternate.groups(of: national)) { return true }
        }
        return false
    }

    /// `_get_national_number_groups_without_pattern`: the national number as RFC 3966 writes it (the
    /// main territory's international format), cut at its separators; the whole number when no format
    /// applies.
    private func formattedGroups() -> [[Unicode.Scalar]] {
        let national = reading.nationalNumber
        guard
            let formatted = PhoneFormatterCache.shared.formatter(for: main.territory).format(
                national, international: true)
        else { return [Array(national.unicodeScalars)] }
        return Self.groups(of: formatted)
    }

    /// The runs of digits in a formatted number: what RFC 3966's `-` separates.
    static func groups(of formatted: String) -> [[Unicode.Scalar]] {
        formatted.unicodeScalars.split { !PhoneTextScalars.isDigit($0) }.map(Array.init)
    }

    /// `normalize_digits_only(candidate, keep_non_digits=True)`: every digit of any script as its ASCII
    /// digit, every other scalar kept.
    static func normalizedKeepingNonDigits(_ text: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        text.map { scalar in PhoneTextScalars.digitValue(scalar).map { Unicode.Scalar(UInt8(48 + $0)) } ?? scalar }
    }

    /// `re.match(pattern, text)`: the pattern matches at the start of `text`.
    private static func startsWithMatch(_ pattern: PrefixPattern, _ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { pattern.match($0) != nil }
    }

    /// `_all_number_groups_remain_grouped`: each formatted group is found in order in the candidate;
    /// after the first, where the territory has a national prefix, a digit right after the group means
    /// the number is written as one block, which is accepted only when the national number follows whole.
    private func groupsRemainGrouped(_ normalized: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]) -> Bool {
        var from = 0
        if reading.source != .defaultRegion {
            let code = Array(reading.callingCode.unicodeScalars)
            // Python's `find` gives -1 when the code is not written; the search then starts there.
            from = (Self.find(code, in: normalized, from: 0) ?? -1) + code.count
        }
        for (index, group) in groups.enumerated() {
            guard let found = Self.find(group, in: normalized, from: from) else { return false }
            from = found + group.count
            if index == 0, from < normalized.count {
                if !main.territory.nationalPrefix.isEmpty, PhoneTextScalars.isDigit(normalized[from]) {
                    let national = Array(reading.nationalNumber.unicodeScalars)
                    return normalized[(from - group.count)...].starts(with: national)
                }
            }
        }
        let extensionNumber = Array((reading.extensionNumber ?? "").unicodeScalars)
        return Self.find(extensionNumber, in: normalized, from: from) != nil
    }

    /// `_all_number_groups_are_exactly_present`: the national number written as one block, or, from the
    /// end, each formatted group after the first equal to a group of the candidate's digits and the first
    /// ending the group before them (which may carry a national prefix or the calling code).
    private func groupsAreExactlyPresent(_ normalized: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]) -> Bool {
        // `re.split(r"\D+", …)`: runs of digits, with an empty piece where the candidate starts or ends
        // with a non-digit.
        var pieces: [[Unicode.Scalar]] = [[]]
        var afterSeparator = false
        for scalar in normalized {
            if ("0"..."9").contains(scalar) {
                if afterSeparator { pieces.append([]) }
                afterSeparator = false
                pieces[pieces.count - 1].append(scalar)
            } else {
                afterSeparator = true
            }
        }
        if afterSeparator { pieces.append([]) }
        var candidateIndex = pieces.count - (reading.extensionNumber != nil ? 2 : 1)
        let national = Array(reading.nationalNumber.unicodeScalars)
        if pieces.count == 1 || (candidateIndex >= 0 && Self.find(national, in: pieces[candidateIndex], from: 0) != nil)
        {
            return true
        }
        var formattedIndex = groups.count - 1
        while formattedIndex > 0, candidateIndex >= 0 {
            guard pieces[candidateIndex] == groups[formattedIndex] else { return false }
            formattedIndex -= 1
            candidateIndex -= 1
        }
        return candidateIndex >= 0 && pieces[candidateIndex].reversed().starts(with: groups[0].reversed())
    }

    /// Python's `str.find(needle, from)` on scalars: the first index at or after `from` where `needle`
    /// starts, `from` itself for an empty needle that is not past the end.
    static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from start: Int) -> Int? {
        let from = max(0, start)
        guard from <= haystack.count else { return nil }
        return haystack[from...].firstRange(of: needle)?.lowerBound
    }
}
