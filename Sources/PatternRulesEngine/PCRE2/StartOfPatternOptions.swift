/// The options a pattern may set at its very start, as `(*NAME)` or `(*NAME=VALUE)` items in a row
/// (PCRE2's "Setting options at the start of a pattern"): `(*UTF)`, `(*NO_JIT)`, `(*NOTEMPTY)`, ….
enum StartOfPatternOptions {
    /// The names of the leading items of `source`, in order (`LIMIT_MATCH` for `(*LIMIT_MATCH=10)`).
    static func names(in source: String) -> [String] {
        var names: [String] = []
        var rest = Substring(source)
        while rest.hasPrefix("(*"), let close = rest.firstIndex(of: ")") {
            let item = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") })
            else { break }
            names.append(name)
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The items PCRE2 10.42's JIT does not honour as the interpreter does: `(*NO_JIT)` leaves no JIT
    /// code to run, and the JIT's partial matching lets `(*NOTEMPTY)` and `(*NOTEMPTY_ATSTART)` accept
    /// an empty subject. Patterns with them run on the interpreter.
    static let interpreterOnly: Set<String> = ["NO_JIT", "NOTEMPTY", "NOTEMPTY_ATSTART"]

    /// The first item of `source` that keeps it off the JIT, if any.
    static func jitExclusion(in source: String) -> String? {
        names(in: source).first(where: interpreterOnly.contains)
    }
}
