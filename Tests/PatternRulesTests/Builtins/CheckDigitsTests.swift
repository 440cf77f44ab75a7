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

    /// Days since 1970 read as Python's `date(1970, 1, 1) + timedelta(days)` reads them, to the ends of
    /// `datetime.date`'s range; and the Luhn digit a body needs, as `stdnum.luhn.calc_check_digit`.
    @Test func daysSince1970AndLuhnCheckDigits() {
        #expect(CalendarDate.civil(daysSince1970: 0) == (1970, 1, 1))
        #expect(CalendarDate.civil(daysSince1970: -1) == (1969, 12, 31))
        #expect(CalendarDate.civil(daysSince1970: 11_016) == (2000, 2, 29))
        #expect(CalendarDate.civil(daysSince1970: 20_429) == (2025, 12, 7))
        #expect(CalendarDate.civil(daysSince1970: -719_162) == (1, 1, 1))
        #expect(CalendarDate.civil(daysSince1970: 2_932_896) == (9999, 12, 31))
        let today = CalendarDate.today()
        #expect(!CalendarDate.isAfterToday(year: today.year, month: today.month, day: today.day))
        #expect(CalendarDate.isAfterToday(year: today.year + 1, month: 1, day: 1))
        #expect(Luhn.checkDigit(for: Self.digits("7992739871")) == 3)
        #expect(Luhn.checkDigit(for: Self.digits("1234567")) == 4)
        #expect(Luhn.isValid(Self.digits("12345674")))
    }
}
