import Foundation  // Date, for today

/// Whether a date written in an identifier exists, in the proleptic Gregorian calendar, as Python's
/// `datetime.date` (which python-stdnum asks) decides: years 1 to 9999, leap years every fourth year but
/// centuries not divisible by 400.
enum CalendarDate {
    static func exists(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }
}

extension CalendarDate {
    /// Today's date in UTC, as the identifiers that refuse a birth date after today, or choose a century
    /// by today, ask python-stdnum's `datetime.date.today()` (which reads local time: the two agree
    /// wherever the clock's zone is UTC, as on the machines the differential fixture is checked on).
    static func today() -> (year: Int, month: Int, day: Int) {
        civil(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// Whether `year`-`month`-`day` comes after today (``today()``).
    static func isAfterToday(year: Int, month: Int, day: Int) -> Bool {
        let now = today()
        return (year, month, day) > (now.year, now.month, now.day)
    }

    /// The proleptic Gregorian date `days` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
