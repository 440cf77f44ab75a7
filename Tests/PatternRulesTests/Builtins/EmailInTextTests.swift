import Testing

@testable import PatternRules

/// Email addresses in prose: whole runs of address characters, the punctuation prose puts around them
/// left out, and a run that fails is no match.
@Suite struct EmailInTextTests {
    static func found(_ text: String, _ level: EmailLevel = .practical) -> [String] {
        EmailRule(level).matches(in: text).map(\.compact)
    }

    @Test(arguments: [
        ("Write to bob@example.com today", ["bob@example.com"]),
        ("Write to bob@example.com.", ["bob@example.com"]),
        (
            "(bob@example.com), 'ann@example.org'; `cy@example.net`",
            ["bob@example.com", "ann@example.org", "cy@example.net"]
        ),
        ("<bob@example.com>", ["bob@example.com"]),
        ("\"bob@example.com\"", ["bob@example.com"]),
        ("mail:bob@example.com!", ["bob@example.com"]),
        ("...bob@example.com...", ["bob@example.com"]),
        ("a@b@example.com", []),
        ("bob@localhost", []),
        ("bob@example.c", ["bob@example.c"]),
        ("user=bob@example.com", ["user=bob@example.com"]),
        ("@example.com bob@ bob", []),
        ("two: a.b@x.io,c_d@y.io", ["a.b@x.io", "c_d@y.io"]),
        ("user@example.com+44 20 7946 0958", ["user@example.com"]),
        ("a@b.coX&3", ["a@b.coX"]),
        ("a@b.com@c.com and d@e.com", ["d@e.com"]),
        ("josé@exämple.com", []),
    ])
    func practicalAddressesInProse(text: String, expected: [String]) {
        #expect(Self.found(text) == expected)
    }

    @Test func theInternationalLevelReadsLettersOfAnyScriptAndStopsAtTheirPunctuation() {
        #expect(Self.found("Écrivez à josé@exämple.com.", .international) == ["josé@exämple.com"])
        #expect(Self.found("「用户@例子.广告」", .international) == ["用户@例子.广告"])
        // A non-breaking space and curly quotes end a run; they are not address characters.
        #expect(Self.found("“josé@exämple.com”\u{A0}ok", .international) == ["josé@exämple.com"])
        #expect(Self.found("josé@exämple.com") == [])
    }

    @Test func theLevelsDiffer() {
        // html5 allows a domain of one label; the practical level asks two.
        #expect(Self.found("bob@localhost here", .html5) == ["bob@localhost"])
        #expect(Self.found("bob@localhost here") == [])
        // The practical level refuses a local part over 64 octets.
        let long = String(repeating: "a", count: 65) + "@example.com"
        #expect(Self.found(long, .html5) == [long])
        #expect(Self.found(long) == [])
    }

    @Test func rangesAreUTF8OffsetsOfTheText() {
        let text = "é bob@example.com"
        #expect(EmailRule().matches(in: text).map(\.utf8Range) == [3..<18])
    }

    /// A line of a million address characters with no `@` and one of a million `@`s: one pass each, no match.
    @Test func longRunsAreReadOnce() {
        #expect(Self.found(String(repeating: "a.", count: 500_000)).isEmpty)
        #expect(Self.found(String(repeating: "@", count: 1_000_000)).isEmpty)
        let many = Array(repeating: "bob@example.com", count: 50_000).joined(separator: " ")
        #expect(Self.found(many).count == 50_000)
    }
}
