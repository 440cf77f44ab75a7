/// The regular formats' grammars as patterns (PCRE2 syntax, matched against the whole string), each
/// compiled to an exact automaton: RFC 3339 (`date`, `time`, `duration`), RFC 2673 and 4291 (`ipv4`,
/// `ipv6`), RFC 3986 and 3987 (`uri`, `uri-reference`, `iri`, `iri-reference`), RFC 4122 (`uuid`),
/// RFC 6901 and the relative JSON Pointer draft, RFC 6570 (`uri-template`), RFC 5321 and 6531 (the
/// local part of `email` and `idn-email`). The grammars are written out from their ABNF.
enum FormatGrammars {
    static let digit = "[0-9]"
    static let hex = "[0-9A-Fa-f]"

    static let date: String = {
        let year = "[0-9]{4}"
        let leapYear = "(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)"
        return "(?:\(year)-(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])"
            + "|\(year)-(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
            + "|\(year)-02-(?:0[1-9]|1[0-9]|2[0-8])|\(leapYear)-02-29)"
    }()

    /// RFC 3339's full-time; whether a second of 60 falls on a leap second is checked in arithmetic.
    static let time =
        "(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:\\.[0-9]+)?(?:[Zz]|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])"

    static let dateTime = date + "[Tt]" + time

    static let duration: String = {
        let time = "T(?:[0-9]+H(?:[0-9]+M(?:[0-9]+S)?)?|[0-9]+M(?:[0-9]+S)?|[0-9]+S)"
        let date = "(?:[0-9]+Y(?:[0-9]+M(?:[0-9]+D)?)?|[0-9]+M(?:[0-9]+D)?|[0-9]+D)"
        return "P(?:[0-9]+W|\(date)(?:\(time))?|\(time))"
    }()

    static let ipv4: String = {
        let octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
        return "(?:\(octet)\\.){3}\(octet)"
    }()

    static let ipv6: String = {
        let h16 = "\(hex){1,4}"
        let ls32 = "(?:\(h16):\(h16)|\(ipv4))"
        func upTo(_ count: Int) -> String { count == 0 ? "(?:\(h16))?" : "(?:(?:\(h16):){0,\(count)}\(h16))?" }
        return "(?:(?:\(h16):){6}\(ls32)|::(?:\(h16):){5}\(ls32)|\(upTo(0))::(?:\(h16):){4}\(ls32)"
            + "|\(upTo(1))::(?:\(h16):){3}\(ls32)|\(upTo(2))::(?:\(h16):){2}\(ls32)|\(upTo(3))::\(h16):\(ls32)"
            + "|\(upTo(4))::\(ls32)|\(upTo(5))::\(h16)|\(upTo(6))::)"
    }()

    static let uuid = "\(hex){8}-\(hex){4}-\(hex){4}-\(hex){4}-\(hex){12}"

    static let jsonPointer = "(?:/(?:[^~/]|~[01])*)*"
    static let relativeJSONPointer = "(?:0|[1-9][0-9]*)(?:#|\(jsonPointer))"

    /// RFC 3986's `URI` and `URI-reference`, or with RFC 3987's additions, `IRI` and `IRI-reference`.
    static func uri(international: Bool, reference: Bool) -> String {
        let ucs =
            international
            ? "\\x{A0}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}\\x{10000}-\\x{1FFFD}\\x{20000}-\\x{2FFFD}"
                + "\\x{30000}-\\x{3FFFD}\\x{40000}-\\x{4FFFD}\\x{50000}-\\x{5FFFD}\\x{60000}-\\x{6FFFD}"
                + "\\x{70000}-\\x{7FFFD}\\x{80000}-\\x{8FFFD}\\x{90000}-\\x{9FFFD}\\x{A0000}-\\x{AFFFD}"
                + "\\x{B0000}-\\x{BFFFD}\\x{C0000}-\\x{CFFFD}\\x{D0000}-\\x{DFFFD}\\x{E1000}-\\x{EFFFD}" : ""
        let privateUse = international ? "\\x{E000}-\\x{F8FF}\\x{F0000}-\\x{FFFFD}\\x{100000}-\\x{10FFFD}" : ""
        let pct = "%\(hex){2}"
        let unreserved = "A-Za-z0-9._~\\-" + ucs
        let subDelims = "!$&'()*+,;="
        let pchar = "(?:[\(unreserved)\(subDelims):@]|\(pct))"
        let segmentNoColon = "(?:[\(unreserved)\(subDelims)@]|\(pct))+"
        let ipLiteral = "\\[(?:\(ipv6)|[Vv]\(hex)+\\.[A-Za-z0-9._~\\-!$&'()*+,;=:]+)\\]"
        let host = "(?:\(ipLiteral)|(?:[\(unreserved)\(subDelims)]|\(pct))*)"
        let authority = "(?:(?:[\(unreserved)\(subDelims):]|\(pct))*@)?\(host)(?::[0-9]*)?"
        let query = "(?:\\?(?:\(pchar)|[/?\(privateUse)])*)?"
        let fragment = "(?:#(?:\(pchar)|[/?])*)?"
        let pathAbsolute = "/(?:\(pchar)+(?:/\(pchar)*)*)?"
        let hierarchical = "(?://\(authority)(?:/\(pchar)*)*|\(pathAbsolute)|\(pchar)+(?:/\(pchar)*)*|)"
        let absolute = "[A-Za-z][A-Za-z0-9+.\\-]*:\(hierarchical)\(query)\(fragment)"
        guard reference else { return absolute }
        let relative =
            "(?://\(authority)(?:/\(pchar)*)*|\(pathAbsolute)|\(segmentNoColon)(?:/\(pchar)*)*|)\(query)\(fragment)"
        return "(?:\(absolute)|\(relative))"
    }

    static let uriTemplate: String = {
        let pct = "%\(hex){2}"
        let literal =
            "(?:[!#$&'()*+,\\-./0-9:;=?@A-Z\\[\\]_a-z~\\x{A0}-\\x{D7FF}\\x{E000}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}"
            + "\\x{10000}-\\x{1FFFD}\\x{20000}-\\x{2FFFD}\\x{30000}-\\x{3FFFD}\\x{40000}-\\x{4FFFD}\\x{50000}-\\x{5FFFD}"
            + "\\x{60000}-\\x{6FFFD}\\x{70000}-\\x{7FFFD}\\x{80000}-\\x{8FFFD}\\x{90000}-\\x{9FFFD}\\x{A0000}-\\x{AFFFD}"
            + "\\x{B0000}-\\x{BFFFD}\\x{C0000}-\\x{CFFFD}\\x{D0000}-\\x{DFFFD}\\x{E1000}-\\x{EFFFD}\\x{F0000}-\\x{FFFFD}"
            + "\\x{100000}-\\x{10FFFD}]|\(pct))"
        let varchar = "(?:[A-Za-z0-9_]|\(pct))"
        let varspec = "\(varchar)(?:\\.?\(varchar))*(?::[1-9][0-9]{0,3}|\\*)?"
        return "(?:\(literal)|\\{[+#./;?&=,!@|]?\(varspec)(?:,\(varspec))*\\})*"
    }()

    /// RFC 5321's `Local-part` (a dot-string or a quoted string), with RFC 6531's UTF-8 where
    /// `international`.
    static func localPart(international: Bool) -> String {
        let utf8 = international ? "\\x{80}-\\x{10FFFF}" : ""
        let atom = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~\(utf8)]+"
        let quoted = "\"(?:[\\x{20}\\x{21}\\x{23}-\\x{5B}\\x{5D}-\\x{7E}\(utf8)]|\\\\[\\x{20}-\\x{7E}])*\""
        return "(?:\(atom)(?:\\.\(atom))*|\(quoted))"
    }

    /// RFC 5321's `address-literal`, inside its brackets.
    static let addressLiteral =
        "(?:\(ipv4)|IPv6:\(ipv6)|[A-Za-z0-9](?:[A-Za-z0-9\\-]*[A-Za-z0-9])?:[\\x{21}-\\x{5A}\\x{5E}-\\x{7E}]+)"
}
