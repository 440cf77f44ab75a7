import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// IBANs and the Luhn check against python-stdnum 2.2 (Tests/Fixtures/payments/stdnum-differential.jsonl,
/// scripts/differential/payments.py), and card numbers and IBANs found in text.
@Suite struct PaymentsDifferentialTests {
    struct Record: Decodable {
        let kind: String
        let value: String
        let valid: Bool
    }

    @Test func ibanAndLuhnVerdictsAreStdnums() throws {
        let records = try Fixtures.jsonLines("payments/stdnum-differential.jsonl", as: Record.self)
        #expect(records.count == 11548)
        var disagreements: [String] = []
        for record in records {
            let ours: Bool
            switch record.kind {
            case "iban": ours = IBANRule().verdict(for: record.value) == .valid
            default: ours = Luhn.isValid(Array(record.value.utf8))
            }
            if ours != record.valid {
                disagreements.append("\(record.kind) \(record.value): stdnum says \(record.valid)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(10))")
        #expect(records.filter { $0.kind == "iban" && $0.valid }.count > 4000)
    }

    @Test func ibansAreIncompleteWhileTheyCanStillBecomeValid() {
        let rule = IBANRule()
        #expect(rule.verdict(for: "") == .incomplete)
        #expect(rule.verdict(for: "G") == .incomplete)
        #expect(rule.verdict(for: "GB82 WEST 1234") == .incomplete)
        #expect(rule.verdict(for: "GB82 WEST 1234 5698 7654 32") == .valid)
        #expect(rule.verdict(for: "GB83 WEST 1234 5698 7654 32") == .invalid)
        #expect(rule.verdict(for: "GB82 1") == .invalid)  // GB's BBAN starts with four letters
        #expect(rule.verdict(for: "QQ") == .invalid)
        #expect((rule.validate("GB82").firstError as? BuiltinRuleError)?.code == .iban)
    }

    @Test func cardNumbersNeedANetworkAndTheLuhnDigit() {
        let rule = CardNumberRule()
        // Test numbers the payment processors publish.
        for (number, network) in [
            ("4111 1111 1111 1111", "Visa"), ("5555-5555-5555-4444", "Mastercard"), ("2223003122003222", "Mastercard"),
            ("378282246310005", "American Express"), ("6011111111111117", "Discover"), ("3566002020360505", "JCB"),
            ("36227206271667", "Diners Club"), ("6200000000000005", "UnionPay"),
        ] {
            #expect(rule.verdict(for: number) == .valid, "\(number)")
            #expect(rule.issuer(of: number)?.name == network, "\(number)")
        }
        #expect(rule.verdict(for: "5555 5555 5555 4445") == .invalid)  // the Luhn digit
        #expect(rule.verdict(for: "4111 1111 1111 1112") == .incomplete)  // Visa's 19 digits may follow
        #expect(rule.verdict(for: "1111 1111 1111 1117") == .invalid)  // no network starts with 1
        #expect(rule.verdict(for: "4111 11") == .incomplete)
        #expect(rule.verdict(for: "4111  1111") == .invalid)
        #expect((rule.validate("4").firstError as? BuiltinRuleError)?.code == .cardNumber)
    }

    @Test func cardsAndIBANsInTextStandAlone() {
        let text =
            "Pay DE89 3704 0044 0532 0130 00 or GB82WEST12345698765432; card 4111 1111 1111 1111, "
            + "not 4111 1111 1111 1112 nor A4111111111111111 nor 1234 4111 1111 1111 1111; "
            + "amex 3782-822463-10005, DE89370400440532013001 fails, de89370400440532013000 is lower case."
        let cards = CardNumberRule().matches(in: text).map {
            String(
                text.utf8[
                    text.utf8.index(
                        text.utf8.startIndex, offsetBy: $0.utf8Range.lowerBound)..<text.utf8.index(
                            text.utf8.startIndex, offsetBy: $0.utf8Range.upperBound)])!
        }
        #expect(cards == ["4111 1111 1111 1111", "3782-822463-10005"])
        let ibans = IBANRule().matches(in: text).map(\.compact)
        #expect(ibans == ["DE89370400440532013000", "GB82WEST12345698765432"])
    }

    @Test func aMillionCandidatesOnOneLineTakeOnePass() {
        let text = String(repeating: "4111 1111 1111 1112 DE00 ", count: 40_000)
        #expect(CardNumberRule().matches(in: text).isEmpty)
        #expect(IBANRule().matches(in: text).isEmpty)
    }
}
