// The built-in rules' targets of Fuzz/FuzzTargets.swift: phone, email and password.

import Foundation
import PatternRules

func fuzzSoundness(_ input: String, rules: [any ValidationRule<String>], extensions: [String]) {
    for rule in rules where rule.verdict(for: input) == .invalid {
        for suffix in extensions {
            precondition(rule.verdict(for: input + suffix) != .valid, "invalid \(input) became valid with \(suffix)")
        }
    }
    if let number = anyPhone.match(input).number ?? ukPhone.match(input).number {
        let again = anyPhone.match(number.e164)
        precondition(again.verdict == .valid, "\(number.e164) from \(input) is \(again.verdict)")
    }
}

func fuzzPassword(_ input: String) {
    let report = PasswordPolicy.default.report(for: input, userInputs: ["adriano"])
    precondition(report.log10Guesses.isFinite && (0...4).contains(report.score), "\(report) for \(input)")
    fuzzSoundness(input, rules: [passwords], extensions: ["a", "A", "1", "!", " "])
}

func fuzzAsYouType(_ input: String) {
    func digits(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }.map(Character.init))
    }
    for rule in [ukPhone, anyPhone] {
        let shown = rule.formatted(asYouType: input)
        guard shown != input else { continue }
        let asciiDigits = String(
            input.unicodeScalars.compactMap {
                $0.properties.numericType == .decimal ? Character(String(Int($0.properties.numericValue!))) : nil
            })
        precondition(digits(shown) == asciiDigits, "\(input) shown as \(shown)")
        // Spaces and invisible bidi marks may come before the plus sign (`+` or the full-width `＋`).
        let ignorable: Set<UInt32> = [
            0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C,
        ]
        let first = input.unicodeScalars.first { !$0.properties.isWhitespace && !ignorable.contains($0.value) }
        let typedPlus = first == "+" || first == "\u{FF0B}"
        precondition(shown.hasPrefix("+") == typedPlus, "\(input) shown as \(shown)")
    }
    if let number = ukPhone.match(input).number {
        for style in [PhoneNumberFormat.international, .national] {
            let written = number.formatted(style)
            precondition(ukPhone.match(written).number?.e164 == number.e164, "\(input) written \(written)")
        }
    }
}
