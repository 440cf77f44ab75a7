import Foundation

/// Host names as JSON Schema's `hostname` and `idn-hostname` formats read them: RFC 1123's letters,
/// digits and hyphens, and IDNA2008's labels (RFC 5890–5893) where a label is an A-label (`xn--…`) or,
/// for `idn-hostname`, Unicode.
enum HostName {
    /// The dots that separate labels: `.` alone in `hostname`; also the ideographic, fullwidth and
    /// halfwidth full stops in `idn-hostname` (RFC 3490, section 3.1).
    private static let unicodeDots: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

    /// Whether `text` is a host name. `readingALabels: false` is RFC 1123 alone, as drafts 4 and 6 read
    /// `hostname`: `xn--` is then an ordinary prefix.
    static func isValid(
        _ text: String, allowingUnicode: Bool, requiringNFC: Bool = true, readingALabels: Bool = true
    ) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return false }
        let labels = scalars.split(
            omittingEmptySubsequences: false, whereSeparator: { allowingUnicode ? unicodeDots.contains($0) : $0 == "." }
        )
        var asciiLength = labels.count - 1
        // Labels as IDNA reads them (an A-label decoded), and whether each is a plain letters-digits-hyphens
        // label, to which only the bidirectional rule applies.
        var unicodeLabels: [(scalars: [Unicode.Scalar], isPlain: Bool)] = []
        for label in labels {
            guard !label.isEmpty else { return false }
            if label.allSatisfy(\.isASCII) {
                guard label.count <= 63, isLetterDigitHyphen(label) else { return false }
                asciiLength += label.count
                guard readingALabels else { continue }
                let text = String(String.UnicodeScalarView(label))
                if text.lowercased().hasPrefix("xn--") {
                    guard let decoded = Punycode.decode(text.dropFirst(4)), !decoded.allSatisfy(\.isASCII),
                        Punycode.encode(decoded) == text.dropFirst(4).lowercased()
                    else { return false }
                    unicodeLabels.append((decoded, false))
                } else {
                    guard !hasHyphensAtThreeAndFour(Array(label)) else { return false }
                    unicodeLabels.append((Array(label), true))
                }
            } else {
                // Each scalar takes at least one character of the A-label: a longer label is refused before
                // Punycode, whose encoding is quadratic in the label.
                guard allowingUnicode, label.count <= 59, let encoded = Punycode.encode(Array(label)),
                    encoded.utf8.count + 4 <= 63
                else { return false }
                asciiLength += encoded.utf8.count + 4
                unicodeLabels.append((Array(label), false))
            }
        }
        guard asciiLength <= 253 else { return false }
        let isBidiDomain = unicodeLabels.contains { $0.scalars.contains(where: IDNALabel.isRightToLeftOrArabicNumber) }
        return unicodeLabels.allSatisfy { label in
            let checked = IDNALabel(label.scalars)
            if label.isPlain { return !isBidiDomain || checked.satisfiesBidiRule }
            return checked.isValid(inBidiDomain: isBidiDomain, requiringNFC: requiringNFC)
        }
    }

    /// RFC 1123: letters, digits and hyphens, not first or last.
    private static func isLetterDigitHyphen(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        label.first != "-" && label.last != "-"
            && label.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
    }

    /// `--` in the third and fourth positions: reserved for encodings such as `xn--` (RFC 5891, 4.2.3.1).
    static func hasHyphensAtThreeAndFour(_ label: [Unicode.Scalar]) -> Bool {
        label.count >= 4 && label[2] == "-" && label[3] == "-"
    }
}

/// One Unicode label checked against IDNA2008: RFC 5891's protocol rules, RFC 5892's code point classes
/// and contextual rules, RFC 5893's bidirectional rule.
struct IDNALabel {
    let scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    static func isRightToLeftOrArabicNumber(_ scalar: Unicode.Scalar) -> Bool {
        IDNATables.bidiRightToLeft.contains(scalar) || IDNATables.bidiArabicNumber.contains(scalar)
    }

    func isValid(inBidiDomain: Bool, requiringNFC: Bool) -> Bool {
        guard let first = scalars.first, scalars.last != "-", first != "-",
            !HostName.hasHyphensAtThreeAndFour(scalars), !IDNATables.combiningMark.contains(first)
        else { return false }
        if requiringNFC {
            let text = String(String.UnicodeScalarView(scalars))
            guard text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(scalars) else { return false }
        }
        for index in scalars.indices where !isPermitted(at: index) { return false }
        return !inBidiDomain || satisfiesBidiRule
    }

    /// PVALID, or CONTEXTJ and CONTEXTO where their rule holds (RFC 5892, appendix A).
    private func isPermitted(at index: Int) -> Bool {
        let scalar = scalars[index]
        if IDNATables.pvalid.contains(scalar) { return true }
        if IDNATables.contextJ.contains(scalar) { return joinerIsPermitted(at: index) }
        if IDNATables.contextO.contains(scalar) { return otherIsPermitted(at: index) }
        return false
    }

    private func joinerIsPermitted(at index: Int) -> Bool {
        if index > 0, IDNATables.virama.contains(scalars[index - 1]) { return true }
        guard scalars[index] == "\u{200C}" else { return false }
        // ZERO WIDTH NON-JOINER between a left- or dual-joining and a right- or dual-joining letter,
        // transparent ones aside.
        let before = scalars[..<index].reversed().first { !IDNATables.joiningTransparent.contains($0) }
        let after = scalars[(index + 1)...].first { !IDNATables.joiningTransparent.contains($0) }
        guard let before, let after else { return false }
        return (IDNATables.joiningLeft.contains(before) || IDNATables.joiningDual.contains(before))
            && (IDNATables.joiningRight.contains(after) || IDNATables.joiningDual.contains(after))
    }

    private func otherIsPermitted(at index: Int) -> Bool {
        let scalar = scalars[index]
        let previous = index > 0 ? scalars[index - 1] : nil
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalar.value {
        case 0x00B7: return previous == "l" && next == "l"
        case 0x0375: return next.map(IDNATables.greek.contains) ?? false
        case 0x05F3, 0x05F4: return previous.map(IDNATables.hebrew.contains) ?? false
        case 0x30FB:
            return scalars.contains {
                IDNATables.hiragana.contains($0) || IDNATables.katakana.contains($0) || IDNATables.han.contains($0)
            }
        case 0x0660...0x0669: return !scalars.contains { (0x06F0...0x06F9).contains($0.value) }
        case 0x06F0...0x06F9: return !scalars.contains { (0x0660...0x0669).contains($0.value) }
        default: return false
        }
    }

    /// RFC 5893, section 2: a label in a domain name with right-to-left text reads in one direction.
    var satisfiesBidiRule: Bool {
        guard let first = scalars.first else { return false }
        let significant = scalars.reversed().drop { IDNATables.bidiNonspacingMark.contains($0) }
        guard let last = significant.first else { return false }
        let neutral = { (scalar: Unicode.Scalar) in
            IDNATables.bidiNeutralInRightToLeft.contains(scalar) || IDNATables.bidiNonspacingMark.contains(scalar)
                || IDNATables.bidiEuropeanNumber.contains(scalar)
        }
        if IDNATables.bidiRightToLeft.contains(first) {
            let allowed = scalars.allSatisfy {
                IDNATables.bidiRightToLeft.contains($0) || IDNATables.bidiArabicNumber.contains($0) || neutral($0)
            }
            let endsWell =
                IDNATables.bidiRightToLeft.contains(last) || IDNATables.bidiEuropeanNumber.contains(last)
                || IDNATables.bidiArabicNumber.contains(last)
            let mixesNumbers =
                scalars.contains(where: IDNATables.bidiEuropeanNumber.contains)
                && scalars.contains(where: IDNATables.bidiArabicNumber.contains)
            return allowed && endsWell && !mixesNumbers
        }
        guard IDNATables.bidiLeftToRight.contains(first) else { return false }
        return scalars.allSatisfy { IDNATables.bidiLeftToRight.contains($0) || neutral($0) }
            && (IDNATables.bidiLeftToRight.contains(last) || IDNATables.bidiEuropeanNumber.contains(last))
    }
}
