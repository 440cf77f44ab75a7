import Foundation
import PatternRulesSupport

/// Numbers typed as text: a whole number or a decimal within optional bounds, with honest verdicts
/// (`-` is incomplete; a non-negative number below the minimum may still grow by more digits). Values
/// and bounds are compared exactly as written (``ExactDecimal``), at any length; messages give the
/// bound as the rule set wrote it.
enum NumberCheck {
    static func integer(_ minimum: ExactDecimal?, _ maximum: ExactDecimal?) -> RuleSetCheck {
        check(whole: true, minimum, maximum)
    }

    static func decimal(_ minimum: ExactDecimal?, _ maximum: ExactDecimal?) -> RuleSetCheck {
        check(whole: false, minimum, maximum)
    }

    private static func check(whole: Bool, _ minimum: ExactDecimal?, _ maximum: ExactDecimal?) -> RuleSetCheck {
        RuleSetCheck { text in
            if text == "-" || text == "+" || (!whole && (text == "." || text == "-." || text == "+.")) {
                return .failure(.incomplete, RuleError.notANumber(whole: whole))
            }
            guard isNumeral(text, whole: whole), let value = ExactDecimal(text) else {
                return .failure(.invalid, RuleError.notANumber(whole: whole))
            }
            if let maximum, value > maximum {
                let grows = value.isNegative  // more digits make a negative number smaller
                return .failure(
                    grows ? .incomplete : .invalid, RuleError.notLessThanOrEqual(bound: maximum.description))
            }
            if let minimum, value < minimum {
                let grows = !value.isNegative
                return .failure(
                    grows ? .incomplete : .invalid, RuleError.notGreaterThanOrEqual(bound: minimum.description))
            }
            return .valid
        }
    }

    /// An optional sign and digits, with one decimal point when not `whole`; no exponents, spaces or
    /// `nan`. One pass over the bytes: a record file checks this for
    /// every line.
    private static func isNumeral(_ text: String, whole: Bool) -> Bool {
        var digits = 0
        var points = 0
        var isFirst = true
        for byte in text.utf8 {
            defer { isFirst = false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "-") where isFirst, UInt8(ascii: "+") where isFirst: continue
            default: return false
            }
        }
        return digits > 0 && points <= (whole ? 0 : 1)
    }
}
