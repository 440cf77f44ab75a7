import Foundation
import Testing

@testable import PatternRules

/// The regional phone rules' digit automata (``PhoneDigitAutomaton``) against the rule's own reading of
/// the digits, which they are built from: every region whose prefixes the automaton can follow gets one,
/// and it answers every input as the rule does.
@Suite struct PhoneDigitAutomatonTests {
    /// Every region is built with every path into every state checked: a state that merged two digit
    /// strings the rule answers differently would fail the construction. Each must also be the automaton
    /// shipped for the region (`scripts/generate/phone-automata.sh` writes the file again, through this test).
    @Test func everyRegionWithReadablePrefixesIsCompiledAndEveryPathAgrees() throws {
        var built: [(region: String, automaton: PhoneDigitAutomaton)] = []
        var refused: [String: [String]] = [:]
        var largest = 0
        for region in PhoneNumberRule.regions {
            let rule = try PhoneNumberRule(region: region)
            do {
                let automaton = try PhoneNumberRule.constructedDigitAutomaton(for: rule, checkingEveryPath: true)
                built.append((region, automaton))
                largest = max(largest, automaton.stateCount)
                if region == "GB" {
                    print("GB: \(automaton.constructedStateCount) states built, \(automaton.stateCount) kept")
                }
                #expect(rule.digitAutomaton?.encoded() == automaton.encoded(), "\(region): not the one the rule uses")
            } catch .unreadablePrefixes(let reason) {
                refused[reason, default: []].append(region)
                #expect(rule.digitAutomaton == nil)
            } catch {
                Issue.record("\(region): \(error)")
            }
        }
        print("phone digit automata: \(built.count) regions built (largest \(largest) states), refused: \(refused)")
        #expect(built.count >= 200)
        for region in ["GB", "US", "DE", "FR", "IN", "CN", "CA", "AX"] { #expect(built.map(\.region).contains(region)) }
        let file = ShippedPhoneAutomata.file(built)
        if let path = ProcessInfo.processInfo.environment["PATTERNRULES_WRITE_PHONE_AUTOMATA"] {
            try Data(file).write(to: URL(fileURLWithPath: path))
        }
        for (region, automaton) in built {
            #expect(
                ShippedPhoneAutomata.automaton(region: region)?.encoded() == automaton.encoded(),
                "\(region): the shipped automaton is not the one built from the tables (run scripts/generate/phone-automata.sh)"
            )
        }
        let index = try #require(ShippedPhoneAutomata.index(of: file))
        #expect(index.count == built.count)
        #expect(ShippedPhoneAutomata.index(of: Array(file.dropLast())) == nil, "a truncated file is refused")
    }

    @Test func encodingRoundTrips() throws {
        let automaton = try #require(try PhoneNumberRule(region: "GB").digitAutomaton)
        let decoded = try #require(PhoneDigitAutomaton(decoding: automaton.encoded()[...]))
        #expect(decoded.encoded() == automaton.encoded())
        var corrupt = automaton.encoded()
        corrupt[16] = 0xFF
        corrupt[17] = 0xFF
        #expect(PhoneDigitAutomaton(decoding: corrupt[...]) == nil, "a successor past the last state is refused")
    }

    /// The typed forms of every example number, and all their prefixes, with separators and parentheses,
    /// plus random digit strings: the automaton's answer (the default rule) against the rule's own
    /// reading (the same rule with its engine forced, which has no digit automaton).
    @Test func answersEveryInputAsTheRuleReadsIt() throws {
        var generator = SystemRandomNumberGenerator()
        var compared = 0
        var disagreements: [String] = []
        for region in PhoneNumberRule.regions {
            let rule = try PhoneNumberRule(region: region)
            guard rule.digitAutomaton != nil, let territory = PhoneMetadata.byRegion[region] else { continue }
            let reference = try PhoneNumberRule(region: region, engine: .automaton)
            #expect(reference.digitAutomaton == nil)
            var inputs: Set<String> = []
            for example in territory.ranges.map(\.example) where !example.isEmpty {
                let code = territory.callingCode
                for written in [
                    example, territory.nationalPrefix + example, "+\(code) \(example)", "+\(code) (0)\(example)",
                    "00 \(code) \(example)", "011 \(code)-\(example)", "\(code)\(example)",
                    "(\(example.prefix(3))) \(example.dropFirst(3))",
                ] {
                    for length in 0...written.count { inputs.insert(String(written.prefix(length))) }
                }
            }
            for _ in 0..<200 {
                let length = Int.random(in: 0...18, using: &generator)
                let digits = (0..<length).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
                inputs.insert(Bool.random(using: &generator) ? digits : "+" + digits)
            }
            for input in inputs {
                compared += 1
                let (ours, theirs) = (rule.match(input), reference.match(input))
                if ours != theirs || rule.verdict(for: input) != theirs.verdict {
                    disagreements.append("\(region) '\(input)': \(ours) against the rule's \(theirs)")
                }
            }
        }
        print("phone digit automata: \(compared) inputs compared with the rule's reading")
        #expect(compared > 50_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// The check of every path catches an answer that depends on more than the states hold (here the
    /// parity of the digits' sum, which no phone pattern reads).
    @Test func anAnswerTheStatesCannotHoldIsCaught() throws {
        let rule = try PhoneNumberRule(region: "GB")
        let regional = try #require(rule.regional)
        let readers = try PhoneDigitReaders(regional: regional, main: regional)
        let parity = { (text: String) -> PhoneNumberMatch in
            let sum = text.compactMap(\.wholeNumberValue).reduce(0, +)
            return sum % 2 == 0 ? .incomplete : .invalid
        }
        #expect(throws: PhoneDigitAutomaton.Refusal.self) {
            try PhoneDigitAutomaton.constructed(
                readers: readers, territory: regional.territory, checkingEveryPath: true, answer: parity)
        }
    }

    @Test func otherCharactersAreLeftToTheRule() throws {
        let rule = try PhoneNumberRule(region: "GB")
        let automaton = try #require(rule.digitAutomaton)
        for input in ["020 7946 0958 ext. 12", "０２０ ７９４６ ０９５８", "\u{200F}020 7946 0958", "020 7946 0958#1"] {
            #expect(automaton.verdict(for: input) == nil)
        }
        #expect(rule.match("020 7946 0958 ext. 12").number?.extensionNumber == "12")
        #expect(rule.verdict(for: "０２０ ７９４６ ０９５８") == .valid)
        #expect(automaton.verdict(for: "(020 7946 0958") == .incomplete)
        #expect(automaton.verdict(for: "020 7946 0958)") == .invalid)
        #expect(automaton.verdict(for: "020+7946") == .invalid)
        #expect(automaton.verdict(for: String(repeating: "1", count: 21)) == .invalid)
    }

    @Test func ruleForAnyRegionAndForcedEnginesHaveNone() throws {
        #expect(PhoneNumberRule(error: BuiltinRuleError.phoneNumber).digitAutomaton == nil)
        #expect(try PhoneNumberRule(region: "GB", engine: .pcre2Interpreter).digitAutomaton == nil)
        #expect(try PhoneNumberRule(region: "GB", type: .mobile).digitAutomaton != nil)
    }
}
