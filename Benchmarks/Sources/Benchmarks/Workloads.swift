import PatternRules

/// The committed workloads: fixed patterns, inputs from a seeded generator.
enum Workloads {
    static let html5Email =
        #"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"#
    static let html5EmailPOSIX =
        #"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"#
    static let password = #"(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^a-zA-Z0-9]).{8,64}"#
    static let e164 = #"\+[1-9][0-9]{1,14}"#

    static func all() -> [Workload] {
        var generator = InputGenerator(seed: 2026)
        let emails = generator.emails(400)
        let passwords = generator.passwords(300)
        let phones = generator.e164Numbers(300)
        let assignedCodes = CallingCodeRule.regionsByCode.keys.sorted()
        let codes = generator.callingCodes(600, assigned: assignedCodes)
        let bulkEmails = generator.emails(100_000)
        let assignedSet = Set(assignedCodes.map { Substring($0) })
        let isCallingCode: (String) -> Bool = { Handwritten.isCallingCode($0, assigned: assignedSet) }

        let email = (
            pattern: html5Email, posix: html5EmailPOSIX as String?,
            scanner: Handwritten.isHTML5Email as ((String) -> Bool)?, rule: nil as (any ValidationRule<String>)?
        )
        let rules:
            [(
                name: String, pattern: String, posix: String?, inputs: [String], scanner: ((String) -> Bool)?,
                rule: (any ValidationRule<String>)?
            )] = [
                ("email", email.pattern, email.posix, emails, email.scanner, email.rule),
                ("password", password, nil, passwords, nil, nil),
                ("phone", e164, e164, phones, nil, nil),
                (
                    "calling-code", CallingCodeRule.patternSource,
                    CallingCodeRule.patternSource.replacingOccurrences(of: "(?:", with: "("), codes, isCallingCode,
                    CallingCodeRule()
                ),
            ]
        var workloads: [Workload] = []
        for rule in rules {
            workloads.append(
                Workload(
                    name: "keystroke/\(rule.name)", kind: .keystroke, pattern: rule.pattern, posixPattern: rule.posix,
                    inputs: InputSet(InputGenerator.keystrokes(rule.inputs)), handwritten: rule.scanner, rule: rule.rule
                ))
        }
        for rule in rules {
            workloads.append(
                Workload(
                    name: "whole/\(rule.name)", kind: .whole, pattern: rule.pattern, posixPattern: rule.posix,
                    // Ten rounds of the inputs: a pass long enough (tens of microseconds) to time steadily.
                    inputs: InputSet(Array(repeating: rule.inputs, count: 10).flatMap { $0 }),
                    handwritten: rule.scanner,
                    rule: rule.rule))
        }
        for rule in rules where rule.name == "email" || rule.name == "password" {
            workloads.append(
                Workload(
                    name: "keystroke-incremental/\(rule.name)", kind: .incremental, pattern: rule.pattern,
                    posixPattern: nil, inputs: InputSet(InputGenerator.keystrokes(rule.inputs))))
        }
        workloads.append(
            Workload(
                name: "bulk/email", kind: .whole, pattern: html5Email, posixPattern: html5EmailPOSIX,
                inputs: InputSet(bulkEmails), handwritten: Handwritten.isHTML5Email))
        workloads.append(
            Workload(
                name: "lines/email", kind: .lines, pattern: html5Email, posixPattern: html5EmailPOSIX,
                inputs: InputSet(bulkEmails)))
        for rule in rules {
            workloads.append(
                Workload(
                    name: "compile/\(rule.name)", kind: .compile, pattern: rule.pattern, posixPattern: rule.posix,
                    inputs: InputSet(Array(repeating: "", count: 20))))
        }
        let ukPhones = generator.ukPhoneNumbers(300)
        let phoneRule = try! PhoneNumberRule(region: "GB")
        workloads.append(
            Workload(
                name: "keystroke/phone-rule-gb", kind: .library, pattern: "", posixPattern: nil,
                inputs: InputSet(InputGenerator.keystrokes(ukPhones)), rule: phoneRule))
        workloads.append(
            Workload(
                name: "whole/phone-rule-gb", kind: .library, pattern: "", posixPattern: nil, inputs: InputSet(ukPhones),
                rule: phoneRule))
        // One field typed to 10, 100, 1,000 and 10,000 characters: the cost per keystroke should not grow.
        for length in [10, 100, 1_000, 10_000] {
            let typed = String(repeating: "ab.cd", count: length / 5)
            workloads.append(
                Workload(
                    name: "field/email-three-rules-\(length)", kind: .field, pattern: "", posixPattern: nil,
                    inputs: InputSet(InputGenerator.keystrokes([typed]))))
        }
        workloads.append(
            Workload(
                name: "checklist/password", kind: .checklist, pattern: password, posixPattern: nil,
                inputs: InputSet(InputGenerator.keystrokes(passwords))))
        let redosInputs = [16, 64, 256, 1_024, 5_000].map { String(repeating: "a", count: $0) }
        workloads.append(
            Workload(
                name: "redos/nested-quantifier", kind: .redos, pattern: "(a+)+b", posixPattern: nil,
                inputs: InputSet(redosInputs)))
        return workloads
    }
}
