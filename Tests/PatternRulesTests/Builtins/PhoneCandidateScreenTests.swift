import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// The screen of candidates (`PhoneCandidateScreen`) only saves work: the matcher finds the same numbers
/// with it as without it, on texts made to cross its edges (a national prefix after the calling code,
/// the region's international prefix, calling codes written without a plus sign, numbers of another
/// region, look-alikes), at every leniency it applies to. libphonenumber's own answers are checked by
/// `PhoneTextDifferentialTests`, which runs with the screen.
@Suite struct PhoneCandidateScreenTests {
    /// Regions that write numbers differently: one calling code for several (GB, US), a national prefix
    /// with a carrier code (CO), a leading zero kept (IT), no national prefix (ES), a rewrite (AR, BR: not
    /// screened), and no default region.
    static let regions: [String?] = ["GB", "US", "DE", "FR", "IN", "IT", "ES", "CO", "RU", "AU", "CN", "AR", "BR", nil]

    @Test(arguments: regions)
    func findsWhatTheMatcherFindsWithoutIt(region: String?) throws {
        let defaultRegion = try region.map {
            PhoneMatcherCache.shared.matcher(for: try #require(PhoneMetadata.byRegion[$0]), engine: nil)
        }
        var random = SeededGenerator(
            state: UInt64(region.map { $0.unicodeScalars.reduce(7) { $0 * 31 + Int($1.value) } } ?? 1))
        var found = 0
        for _ in 0..<300 {
            let text = Self.text(near: defaultRegion?.territory, random: &random)
            for leniency in [PhoneNumberLeniency.valid, .strictGrouping, .exactGrouping] {
                let matches = { (screening: Bool) in
                    try Self.withUTF8(text) {
                        try PhoneTextMatcher(
                            defaultRegion: defaultRegion, type: nil, engine: nil, leniency: leniency,
                            screening: screening
                        ).matches(in: $0).map { "\($0.utf8Range) \($0.e164)" }
                    }
                }
                let screened = try matches(true)
                #expect(screened == (try matches(false)), "\(region ?? "any") \(leniency): \(text)")
                found += screened.count
            }
        }
        // The texts hold numbers: the comparison is not one of empty lists.
        #expect(found > 150, "\(region ?? "any"): \(found) numbers")
    }

    @Test func regionsWithARewriteAreNotScreened() throws {
        let screen = { (region: String) in
            let territory: PhoneTerritory = try #require(PhoneMetadata.byRegion[region])
            return PhoneCandidateScreen.forDefaultRegion(territory)
        }
        #expect(try screen("GB") != nil)
        #expect(PhoneCandidateScreen.forDefaultRegion(nil) != nil)
        #expect(try screen("AR") == nil)
        #expect(try screen("JE") == nil)
    }

    /// A screened candidate does not spend the tries its parts would have: the screen waits until the
    /// tries left cannot run out. Past 65,535 candidates that are not numbers the number at the end is
    /// not found, with the screen as without it; a few thousand fewer and it is.
    @Test func theTriesRunOutWhereTheyDidWithoutTheScreen() throws {
        let region = PhoneMatcherCache.shared.matcher(for: try #require(PhoneMetadata.byRegion["GB"]), engine: nil)
        for (repeats, findsTheNumber) in [(66_000, false), (60_000, true)] {
            let text = String(repeating: "order 12345678; ", count: repeats) + "call 020 7946 0958"
            let matches = { (screening: Bool) in
                try Self.withUTF8(text) {
                    try PhoneTextMatcher(
                        defaultRegion: region, type: nil, engine: nil, leniency: .valid, screening: screening
                    ).matches(in: $0).map(\.e164)
                }
            }
            let screened = try matches(true)
            #expect(screened == (try matches(false)))
            #expect(screened == (findsTheNumber ? ["+442079460958"] : []), "\(repeats) candidates before it")
        }
    }

    private static func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        var text = text
        return try text.withUTF8(body)
    }

    /// A line of pieces: the metadata's examples of the default region and of others, written nationally,
    /// internationally, after the international prefix, with the national prefix after the calling code,
    /// and look-alikes (order numbers, dates, addresses, digits with a letter or a plus sign in them).
    private static func text(near region: PhoneTerritory?, random: inout SeededGenerator) -> String {
        let territories = PhoneMetadata.territories
        var pieces: [String] = []
        for _ in 0..<Int.random(in: 2...5, using: &random) {
            let other = territories.randomElement(using: &random)!
            let territory = Bool.random(using: &random) ? region ?? other : other
            let examples = territory.ranges.map(\.example).filter { !$0.isEmpty }
            let example = examples.randomElement(using: &random) ?? "12345678"
            let code = territory.callingCode
            let spaced = Self.spaced(example, random: &random)
            let piece: String =
                switch Int.random(in: 0..<10, using: &random) {
                case 0: "\(territory.nationalPrefix)\(spaced)"
                case 1: "+\(code) \(spaced)"
                case 2: "+\(code) (\(territory.nationalPrefix.isEmpty ? "0" : territory.nationalPrefix)) \(spaced)"
                case 3: "00 \(code) \(spaced)"
                case 4: "\(code) \(spaced)"
                case 5: "\(Int.random(in: 10_000_000...99_999_999, using: &random))"
                case 6: "2026-\(Int.random(in: 1...12, using: &random))-\(Int.random(in: 1...28, using: &random))"
                case 7: "10.\(Int.random(in: 0...255, using: &random)).\(Int.random(in: 0...255, using: &random)).1"
                case 8:
                    "\(example.dropLast(Int.random(in: 0...2, using: &random)))\(["", "x", "+", "/", " ext. 12"].randomElement(using: &random)!)"
                default: spaced
                }
            pieces.append(piece)
        }
        return pieces.joined(separator: [" ", ", ", " or ", "; tel: "].randomElement(using: &random)!)
    }

    /// `digits` with spaces or hyphens at a few places.
    private static func spaced(_ digits: String, random: inout SeededGenerator) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, Int.random(in: 0...3, using: &random) == 0 {
                result += Bool.random(using: &random) ? " " : "-"
            }
            result.append(digit)
        }
        return result
    }
}
