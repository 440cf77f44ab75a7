import Testing

@testable import PatternRules

/// The check-digit pieces the finders share (Builtins/CheckDigits/), on python-stdnum's own examples
/// and a changed digit each; the finders' differential (IdentifierFinderTests) holds them to stdnum at
/// scale.
@Suite struct CheckDigitsTests {
    static func digits(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func luhnVerhoeffAndISO7064() {
        #expect(Luhn.isValid(Self.digits("79927398713")))
        #expect(!Luhn.isValid(Self.digits("79927398714")))
        #expect(Verhoeff.isValid(Self.digits("1428570")))
        #expect(!Verhoeff.isValid(Self.digits("1428571")))
        #expect(ISO7064.passesMod11Radix10(Self.digits("794623")))
        #expect(!ISO7064.passesMod11Radix10(Self.digits("794624")))
    }

    @Test func mod97ReadsCapitalsAsIBANsDo() {
        #expect(Mod97.remainder(of: Self.digits("3214282912345698765432161182")) == 1)
        // GB82 WEST 1234 5698 7654 32, its country and check digits moved to the end.
        #expect(Mod97.remainder(of: Self.digits("WEST12345698765432GB82")) == 1)
        #expect(Mod97.remainder(of: Self.digits("WEST12345698765432GB83")) == 2)
    }

    @Test func weightedSumsSpanishLettersAndDates() {
        #expect(WeightedSum.of(Self.digits("123"), weights: [3, 2, 1, 9]) == 10)
        #expect(SpanishCheckLetter.letter(for: Self.digits("12345678")) == UInt8(ascii: "Z"))
        #expect(CalendarDate.exists(year: 2000, month: 2, day: 29))
        #expect(!CalendarDate.exists(year: 1900, month: 2, day: 29))
        #expect(!CalendarDate.exists(year: 2023, month: 4, day: 31))
        #expect(!CalendarDate.exists(year: 2023, month: 13, day: 1))
        #expect(!CalendarDate.exists(year: 0, month: 1, day: 1))
    }
}
