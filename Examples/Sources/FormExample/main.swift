// A sign-up form without SwiftUI: fields with rules, a verdict per keystroke (the automaton's typing
// cursor answers it), and the form's first error when the user submits.
import PatternRules

@MainActor
final class SignUpForm: ValidatableForm {
    let name = FormField("", rules: [RequiredRule()])
    let email = FormField("", rules: [RequiredRule(), EmailRule()])
    let postcode = FormField("", rules: [try! RegexRule(catalogueID: "postal-code.gb")])
    lazy var password = FormField(
        "", rules: [PasswordRule().readingUserInputs { [self.name.value, self.email.value] }])
}

@MainActor
func run() {
    let form = SignUpForm()
    form.name.value = "Adriano"
    // Typed one character at a time, as a text field reports it.
    for prefix in ["a", "ad", "ad@", "ad@mail", "ad@mail.", "ad@mail.com"] {
        form.email.value = prefix
        print("email \(prefix.debugDescription): \(form.email.verdict)")
    }
    form.postcode.value = "SW1A 1A"
    print("postcode \"SW1A 1A\": \(form.postcode.verdict)")
    form.password.value = "adriano2024!A"
    print("password containing the name: \(form.password.verdict)")
    do {
        try form.check()
        print("submitted")
    } catch {
        print("not submitted: \(error)")
    }
}

MainActor.assumeIsolated { run() }
