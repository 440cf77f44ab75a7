import Testing

@testable import PatternRulesEngine

/// A JSON Schema `pattern` is matched anywhere in the string. An alternative anchored at the input's start
/// or end (`^true|false$`, common in schemas) is read on the automaton, and must mean what it means
/// searched anywhere: here against PCRE2 running the same alternatives with `\A` and `\z`, which are
/// JavaScript's `^` and `$` without the `m` flag.
@Suite struct JSONSchemaPatternTests {
    static let anchored = [
        "^true|false$", "^[0]|([1-9][0-9]*)$", "^a|b|c$", "^$", "^|x", "x|$", "^ab$|c", "^a+$|^b", "a(?:^|b)c|^c",
    ]

    @Test(arguments: anchored)
    func anchoredAlternativesRunOnTheAutomatonAndMatchAsPCRE2(source: String) throws {
        let pattern = try Pattern(jsonSchemaPattern: source)
        let reference = try Pattern(
            "(?s).*(?:" + source.replacingOccurrences(of: "^", with: #"\A"#).replacingOccurrences(of: "$", with: #"\z"#)
                + ").*", engine: .pcre2Interpreter)
        if !source.contains("(?:^") { #expect(pattern.engine == .automaton, "\(source)") }
        let pieces = ["", "a", "b", "c", "x", "ab", "true", "false", "0", "12", "\n", "tru"]
        var compared = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    #expect(
                        try pattern.matches(text) == reference.matches(text), "\(source) on \(text.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared == 1_728)
    }
}
