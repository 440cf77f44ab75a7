import Foundation
import Testing

/// The personal-data finders at the edges of a match: a typed phone rule reports exactly the untyped
/// rule's numbers of its type, and a card, IBAN or address never touches a letter, mark or digit of any
/// script; redaction keeps every byte around a match.
@Suite struct FindPersonalDataEdgeTests {
    func find(_ operand: String, _ text: String, redact: Bool = false) throws -> String {
        try PatternsBinary.run(
            ["find", operand] + (redact ? ["--redact"] : []), standardInput: Data((text + "\n").utf8)
        ).standardOutput
    }

    @Test func aTypedPhoneRuleReportsTheUntypedMatchesOfItsTypeAndNothingElse() throws {
        let line = "tel:+1-800-212-3456 / 07981123456"
        #expect(try find("phone:GB", line) == "1:5:+1-800-212-3456\n1:23:07981123456\n")
        #expect(try find("phone:GB:mobile", line) == "1:23:07981123456\n")
        #expect(try find("phone:GB:mobile", line, redact: true) == "tel:+1-800-212-3456 / [phone:GB:mobile]\n")
        // A piece of a Korean number that phone:US reports whole is no US mobile number.
        #expect(try find("phone:US", "call +82 50-1234-5678 now") == "1:6:+82 50-1234-5678\n")
        #expect(try find("phone:US:mobile", "call +82 50-1234-5678 now") == "")
    }

    @Test func aFinderNeverCutsANumberOrAnAddressOutOfALongerWord() throws {
        for text in ["é4111111111111111", "Ж4111111111111111", "٣4111111111111111", "4111111111111111\u{0301}"] {
            #expect(try find("card", text) == "", "\(text)")
        }
        #expect(try find("card", "card: 4111111111111111.") == "1:7:4111111111111111\n")
        #expect(try find("iban", "ÉDE89370400440532013000") == "")
        #expect(try find("iban", "iban DE89370400440532013000") == "1:6:DE89370400440532013000\n")
        // A run longer than its country's length is not a match; a word after the last group ends the run.
        #expect(try find("iban", "PL61 1090 1014 0000 0712 1981 2874 5678") == "")
        #expect(
            try find("iban", "PL61 1090 1014 0000 0712 1981 2874 BIC") == "1:1:PL61 1090 1014 0000 0712 1981 2874\n")
        #expect(try find("email", "bøb@example.com") == "")
        #expect(try find("email", "bøb@example.com", redact: true) == "bøb@example.com\n")
        #expect(try find("email", "bob@example.co\u{0301}m") == "")
        #expect(try find("email:international", "bøb@example.com") == "1:1:bøb@example.com\n")
        #expect(try find("email", "mail: bob@example.com.") == "1:7:bob@example.com\n")
    }
}
