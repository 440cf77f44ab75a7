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
