/// An extension typed after a number (`020 7946 0958 ext. 123`, `x123`, `#123`, `;ext=123`), split off
/// before the number is read.
enum PhoneExtension: Equatable {
    /// A marker is being typed (`e`, `ex`, `ext`): digits may follow.
    case marker
    /// The extension's digits (1 to ``maximumDigits``).
    case digits(String)
    /// Text after the number that no extension can become.
    case unreadable

    /// More digits than libphonenumber allows in an extension.
    static let maximumDigits = 7
    private static let markers = ["extension", "ext.", "ext", "x", "#", ";ext="]

    /// The number part and the extension part of `text`; no extension when `text` has no marker after a
    /// digit.
    static func split(_ text: String) -> (number: Substring, extension: PhoneExtension?) {
        // Every marker starts with one of the ASCII bytes `eExX#;`: most inputs have none, and a byte scan
        // spares them the Character walk below (a quarter of a keystroke's time).
        guard
            text.utf8.contains(where: {
                $0 == 0x65 || $0 == 0x45 || $0 == 0x78 || $0 == 0x58 || $0 == 0x23 || $0 == 0x3B
            })
        else { return (text[...], nil) }
        guard let firstDigit = text.firstIndex(where: \.isNumber),
            let start = text[firstDigit...].firstIndex(where: { "eExX#;".contains($0) })
        else { return (text[...], nil) }
        return (text[..<start], parse(text[start...]))
    }

    private static func parse(_ tail: Substring) -> PhoneExtension {
        let lowered = tail.lowercased()
        // The longest marker the tail starts with; a tail that is only the start of one is still typing.
        guard let marker = markers.filter({ lowered.hasPrefix($0) }).max(by: { $0.count < $1.count }) else {
            return markers.contains { $0.hasPrefix(lowered) } ? .marker : .unreadable
        }
        let rest = lowered.dropFirst(marker.count).drop { $0 == " " || $0 == "." }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard rest.dropFirst(digits.count).allSatisfy({ $0 == " " }) else {
            return marker == "ext" && "extension".hasPrefix(lowered.trimmingTrailingSpaces()) ? .marker : .unreadable
        }
        if digits.isEmpty { return .marker }
        return digits.count <= maximumDigits ? .digits(String(digits)) : .unreadable
    }
}

extension String {
    /// Without the spaces at the end: what was typed before the cursor moved on.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
