import PatternRules
import PatternRulesTestSupport
import Testing

/// The `url` finder against cmark-gfm's autolink extension (Tests/Fixtures/identifiers/gfm-autolinks.jsonl,
/// scripts/differential/urls.py): in each sentence exactly the addresses GitHub's Markdown links are
/// found, at their byte ranges.
@Suite struct URLFinderTests {
    struct Record: Decodable {
        let sentence: String
        let found: [[Int]]
    }

    static func ranges(in text: String) throws -> [[Int]] {
        let finder = try Finders.finder(named: "url")
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try finder.values(inUTF8: buffer).map { [$0.utf8Range.lowerBound, $0.utf8Range.upperBound] }
        }
    }

    @Test func theAddressesCmarkGFMLinksAreFound() throws {
        let records = try Fixtures.jsonLines("identifiers/gfm-autolinks.jsonl", as: Record.self)
        #expect(records.count == 5_000)
        #expect(records.reduce(0) { $0 + $1.found.count } >= 7_000)
        var disagreements: [String] = []
        for record in records {
            let found = try Self.ranges(in: record.sentence)
            if found != record.found {
                disagreements.append("\(record.sentence): cmark-gfm \(record.found), found \(found)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(5))")
    }

    /// What a sentence puts after an address stays out of it; brackets that close inside it stay in.
    @Test func punctuationAfterAnAddressIsLeftOut() throws {
        let text = "See https://en.wikipedia.org/wiki/Pikachu_(Pokémon). Or (www.example.com/a?b=1), &c."
        let found = try Self.ranges(in: text).map { String(decoding: Array(text.utf8)[$0[0]..<$0[1]], as: UTF8.self) }
        #expect(found == ["https://en.wikipedia.org/wiki/Pikachu_(Pokémon)", "www.example.com/a?b=1"])
        for text in ["xhttp://example.com", "wwww.example.com", "http://a.b_c.com", "mailto:someone@example.com"] {
            #expect(try Self.ranges(in: text).isEmpty, "\(text)")
        }
    }
}
