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
