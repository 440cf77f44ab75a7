import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// `Pattern.matchesSomeRun(ofASCII:)`: whether some run of a text matches the pattern whole, which the
/// phone matcher's screen asks of a candidate's digits. It must agree with matching every run one by one.
@Suite struct PatternRunTests {
    @Test func someRunMatchesExactlyWhereARunMatchesWhole() throws {
        let pattern = try Pattern("44[1-9][0-9]{2}|0[0-9]{3}", engine: .automaton)
        var generator = SeededGenerator(state: 11)
        var (found, compared) = (0, 0)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
            }
            let expected = text.indices.contains { start in
                (start..<text.count).contains { end in
                    (try? pattern.matches(String(decoding: text[start...end], as: UTF8.self))) == true
                }
            }
            let answer = text.withUnsafeBufferPointer { pattern.matchesSomeRun(ofASCII: $0) }
            #expect(answer == expected, "\(String(decoding: text, as: UTF8.self))")
            found += expected ? 1 : 0
            compared += 1
        }
        #expect(found > 20 && found < compared - 20, "\(found) of \(compared)")
    }

    @Test func enginesWithoutStatesDoNotAnswer() throws {
        let pattern = try Pattern("(a)\\1", engine: .pcre2Interpreter)
        #expect(Array("xaax".utf8).withUnsafeBufferPointer { pattern.matchesSomeRun(ofASCII: $0) } == nil)
    }
}
