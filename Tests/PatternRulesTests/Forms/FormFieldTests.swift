import Foundation
import Observation
import PatternRules
import Testing

@Suite struct FormFieldTests {
    enum Problem: Error, Equatable { case required, short, mismatch }

    @Test func errorsInRuleOrderAndVerdict() {
        let field = FormField(
            "", rules: [RequiredRule(error: Problem.required), MinLengthRule(3, error: Problem.short)])
        #expect(field.errors.compactMap { $0 as? Problem } == [.required, .short])
        #expect(field.verdict == .incomplete)
        field.value = "ab"
        #expect(field.errors.compactMap { $0 as? Problem } == [.short])
        field.value = "abc"
        #expect(field.isValid && field.errors.isEmpty)
    }

    @Test func transformAppliesToEveryAssignedValue() {
        let field = FormField("  a ", transform: { $0.trimmingCharacters(in: .whitespaces) })
        #expect(field.value == "a")
        field.value = " b  "
        #expect(field.value == "b")
    }

    @Test func resetAndDirtiness() {
        let field = FormField("start")
        #expect(!field.isDirty)
        field.value = "changed"
        #expect(field.isDirty)
        field.value = "start"
        #expect(!field.isDirty, "back to the initial value")
        field.value = "again"
        field.reset()
        #expect(field.value == "start" && !field.isDirty)
    }

    struct Credentials: ValidatableForm {
        let password = FormField("", rules: [MinLengthRule(8, error: Problem.short)])
        let confirmation: FormField<String>
        let note = "not a field"

        init() {
            let password = self.password
            confirmation = FormField("", rules: [EqualRule(to: { password.value }, error: Problem.mismatch)])
        }
    }

    @Test func aPlainStructFormWithAConfirmationField() throws {
        let form = Credentials()
        #expect(form.fields.count == 2, "only FormField properties, in declaration order")
        #expect(form.isDisabled)
        form.password.value = "correct horse"
        form.confirmation.value = "correct"
        #expect(!form.isDisabled)
        #expect(form.confirmation.verdict == .incomplete, "a prefix of the password: still typing")
        #expect(throws: Problem.mismatch) { try form.check() }
        form.confirmation.value = "correct horse"
        #expect(form.isValid)
        try form.check()
        form.reset()
        #expect(form.password.value.isEmpty && form.isDisabled)
        #expect(form.errors.compactMap { $0 as? Problem } == [.short])
    }

    @Test func anObservableFormReportsFieldChanges() {
        let form = SignUpForm()
        let changed = Flag()
        withObservationTracking {
            _ = form.nameField.value
        } onChange: {
            changed.set()
        }
        form.nameField.value = "Adriano"
        #expect(changed.isSet)
        #expect(!form.isDisabled)
        form.reset()
        #expect(form.isDisabled && form.nameField.value.isEmpty)
    }

    /// A text field with a pattern rule keeps a typing cursor: every edit gives the verdict the rule
    /// gives on the whole text.
    @Test func typingUsesACursorAndAgreesWithTheRule() throws {
        let rule = try RegexRule(#"(?=.*\d)[a-z0-9]{4,8}"#)
        #expect(rule.pattern.engine == .automaton)
        let field = FormField("", rules: [RequiredRule(), rule])
        for text in ["a", "ab", "ab1", "ab12", "ab12cdefg", "ab12cdef", "ab1", "xyz", "", "abcd", "abcd9", "ab!"] {
            field.value = text
            #expect(
                field.verdict == Verdict.all([RequiredRule().verdict(for: text), rule.verdict(for: text)]), "\(text)")
        }
        field.rules = [try RegexRule("[0-9]+")]
        field.value = "ab!1"
        #expect(field.verdict == .invalid)
        field.value = "12"
        #expect(field.verdict == .valid)
        field.reset()
        #expect(field.verdict == .incomplete)
    }
}

/// Set once from an observation callback.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
