/// How strict ``EmailRule`` is. See `docs/EMAIL.md` for each level's agreement with public corpora.
public enum EmailLevel: String, Sendable, Hashable, CaseIterable {
    /// Exactly the WHATWG HTML "valid e-mail address" syntax (`<input type=email>`).
    case html5
    /// `html5` plus the RFC 5321 limits (local part ≤ 64 octets, address ≤ 254, label ≤ 63), no leading,
    /// trailing or doubled dot in the local part, at least two domain labels, a top-level label that is not
    /// all digits. The default.
    case practical
    /// The RFC 5322 addr-spec without comments or folding white space: dot-atom or quoted-string local
    /// part, domain name or domain literal (`[192.0.2.1]`, `[IPv6:…]`), with the RFC 5321 lengths.
    case rfc5322
    /// `practical` extended to Unicode (RFC 6531): letters, marks and digits of any script in the local
    /// part and domain labels, as typed (not punycode); no controls, spaces or invisible format characters.
    case international

    /// The pattern of the level's syntax; the RFC 5321 lengths are checked beside it, in octets.
    public var patternSource: String {
        switch self {
        case .html5: EmailPatterns.html5
        case .practical: EmailPatterns.practical
        case .rfc5322: EmailPatterns.rfc5322
        case .international: EmailPatterns.international
        }
    }

    /// Whether the level applies the RFC 5321 length limits.
    var checksLengths: Bool { self != .html5 }
}

/// The patterns, built from named parts so that each reads as its standard does.
enum EmailPatterns {
    static let atext = #"a-zA-Z0-9!#$%&'*+/=?^_`{|}~-"#
    static let label = #"[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"#
    /// A top-level label with a letter or hyphen in it: `com`, `xn--p1ai`, not `123`.
    static let topLabel = #"(?=[0-9]*[a-zA-Z-])"# + label

    static let html5 = "[.\(atext)]+@\(label)(?:\\.\(label))*"

    static let dotAtom = "[\(atext)]+(?:\\.[\(atext)]+)*"
    static let practical = "\(dotAtom)@(?:\(label)\\.)+\(topLabel)"

    static let quotedString = #""(?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\[\x20-\x7E])*""#
    static let ipv4 =
        #"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}"#
    static let hex = "[0-9a-fA-F]{1,4}"
    /// An IPv6 address literal in RFC 4291's text forms: eight groups, or "::" with at most seven groups
    /// beside it; six groups and an IPv4 address, or "::" with at most five groups beside them.
    static let ipv6: String = {
        func groups(_ count: Int) -> String { count == 0 ? "" : "\(hex)(?::\(hex)){\(count - 1)}" }
        func upTo(_ count: Int) -> String { count == 0 ? "" : "(?:\(hex)(?::\(hex)){0,\(count - 1)})?" }
        let compressed = (0...7).map { left in groups(left) + "::" + upTo(7 - left) }
        let compressedWithIPv4 = (0...5).map { left in groups(left) + "::" + "(?:\(hex):){0,\(5 - left)}" + ipv4 }
        let forms = ["(?:\(hex):){7}\(hex)", "(?:\(hex):){6}\(ipv4)"] + compressedWithIPv4 + compressed
        return "IPv6:(?:" + forms.joined(separator: "|") + ")"
    }()
    static let rfc5322 = "(?:\(dotAtom)|\(quotedString))@(?:\(label)(?:\\.\(label))*|\\[(?:\(ipv4)|\(ipv6))\\])"

    static let unicodeAtext = #"\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-"#
    static let unicodeLabel = #"[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?"#
    static let international =
        "[\(unicodeAtext)]+(?:\\.[\(unicodeAtext)]+)*@(?:\(unicodeLabel)\\.)+(?=\\p{N}*[\\p{L}\\p{M}-])\(unicodeLabel)"
}
