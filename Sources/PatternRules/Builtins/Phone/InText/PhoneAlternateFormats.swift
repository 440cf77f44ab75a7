import Foundation

/// The other ways people group a calling code's numbers (libphonenumber's alternate formats, generated
/// into ``PhoneAlternateFormatsTable``), which the matcher's grouping levels accept beside the region's
/// own formats. Read and compiled on first use.
enum PhoneAlternateFormats {
    struct Format: Sendable {
        /// The format's pattern, matched where it starts (`re.sub` tries it at every place in turn).
        let pattern: PrefixPattern
        /// `$1 $2 $3`.
        let template: String
        /// The digits a number must start with for the format to apply, `nil` for any.
        let leadingDigits: PrefixPattern?

        /// `_get_national_number_groups(number, format)`: the national number with the pattern replaced
        /// wherever it matches (`re.sub`), cut into runs of digits.
        func groups(of national: String) -> [[Unicode.Scalar]] {
            var digits = national
            let formatted = digits.withUTF8 { bytes -> String in
                var result = ""
                var position = 0
                while position < bytes.count {
                    let rest = UnsafeBufferPointer(rebasing: bytes[position...])
                    if let match = pattern.match(rest), match.end > 0 {
                        result += Self.substitute(template, groups: match.groups, in: rest)
                        position += match.end
                    } else {
                        result.unicodeScalars.append(Unicode.Scalar(bytes[position]))
                        position += 1
                    }
                }
                return result
            }
            return PhoneTextGrouping.groups(of: formatted)
        }

        /// `$1`…`$9` replaced by what the groups captured.
        private static func substitute(
            _ template: String, groups: [Range<Int>?], in subject: UnsafeBufferPointer<UInt8>
        ) -> String {
            var result = ""
            var scalars = template.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "$", let digit = scalars.next() else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                guard let index = Int(String(digit)), index >= 1, index - 1 < groups.count else {
                    result.unicodeScalars.append(contentsOf: [scalar, digit])
                    continue
                }
                if let range = groups[index - 1] { result += String(decoding: subject[range], as: UTF8.self) }
            }
            return result
        }
    }

    /// The alternate formats of `callingCode` (`"44"`), in the order libphonenumber tries them; none for
    /// most codes.
    static func formats(forCallingCode callingCode: String) -> [Format] {
        byCallingCode[callingCode] ?? []
    }

    private static let byCallingCode: [String: [Format]] = {
        var formats: [String: [Format]] = [:]
        for line in PhoneAlternateFormatsTable.text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            // The generator checks every line; a pattern PCRE2 refused would leave the format out.
            guard fields.count == 4, let pattern = try? PrefixPattern(fields[1]) else { continue }
            let leading = fields[3].isEmpty ? nil : try? PrefixPattern(fields[3])
            formats[fields[0], default: []].append(
                Format(pattern: pattern, template: fields[2], leadingDigits: leading))
        }
        return formats
    }()
}
