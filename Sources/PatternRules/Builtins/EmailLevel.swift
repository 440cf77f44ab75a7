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
