/// The syntax and meaning a pattern is read in, which the parsers and engines below ``Pattern`` read too
/// (``Pattern`` spells it ``Pattern/Dialect``). Whatever the dialect, a pattern validates whole
/// inputs: `valid` exactly when the whole input matches.
public enum PatternDialect: String, Sendable, Hashable, CaseIterable {
    /// PCRE2's syntax and meaning (the default): the automaton where the pattern is regular, else
    /// PCRE2's JIT, its interpreter or Foundation.
    case pcre2
    /// ECMAScript's `RegExp` with the `u` flag, as V8 reads it: what JSON Schema's `pattern` and
    /// JavaScript front ends mean. Runs on the automaton only.
    case javascript
    /// The HTML `pattern` attribute: ECMAScript's `RegExp` with the `v` flag (class set operations,
    /// nested classes, `\q{…}`). Runs on the automaton only.
    case html

    /// The options a JavaScript dialect takes: its flags `i`, `m` and `s`.
    public static let javaScriptOptions: PatternOptions = [.caseInsensitive, .multiline, .dotMatchesLineSeparators]

    /// The dialect names, for messages: `pcre2, javascript, html`.
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// The JavaScript flags that stand for `options` in this dialect: `u` or `v` and `i`, `m`, `s`, in
    /// the order V8 writes them.
    func javaScriptFlags(_ options: PatternOptions) -> String {
        var flags = ""
        if options.contains(.caseInsensitive) { flags += "i" }
        if options.contains(.multiline) { flags += "m" }
        if options.contains(.dotMatchesLineSeparators) { flags += "s" }
        return flags + (self == .html ? "v" : "u")
    }
}
