// A sign-up form without SwiftUI: fields with rules, a verdict per keystroke (the automaton's typing
// cursor answers it), a "username is free" check against a server after a pause in typing, the messages
// a field shows once the user leaves it, and a submit that waits for the server's answer.
import PatternRules

enum SignUpError: Error, CustomStringConvertible {
    case usernameTaken

    var description: String { "this username is taken" }
}

/// A stand-in for the app's server.
enum UsernameDirectory {
    static func isFree(_ name: String) async throws -> Bool {
        try await Task.sleep(for: .milliseconds(50))
        return !["admin", "root"].contains(name)
    }
}

@MainActor
final class SignUpForm: ValidatableForm {
    let name = FormField("", rules: [RequiredRule()])
    let username = FormField(
        "", rules: [MinLengthRule(3)],
        asyncRules: [AsyncRule { name in try await UsernameDirectory.isFree(name) ? nil : SignUpError.usernameTaken }],
        debounce: .milliseconds(100))
    let email = FormField("", rules: [RequiredRule(), EmailRule()])
    let postcode = FormField("", rules: [try! RegexRule(catalogueID: "postal-code.gb")])
    lazy var password = FormField(
        "", rules: [PasswordRule().readingUserInputs { [self.name.value, self.email.value] }])
}

@MainActor
func run() async {
    let form = SignUpForm()
    form.name.value = "Adriano"
    // Typed one character at a time, as a text field reports it.
    form.email.focusChanged(to: true)
    for prefix in ["a", "ad", "ad@", "ad@mail", "ad@mail.", "ad@mail.com"] {
        form.email.value = prefix
        print("email \(prefix.debugDescription): \(form.email.verdict), shown: \(form.email.shownMessages)")
    }
    form.email.focusChanged(to: false)
    form.postcode.value = "SW1A 1A"
    print("postcode \"SW1A 1A\": \(form.postcode.verdict)")
    form.password.value = "adriano2024!A"
    print("password containing the name: \(form.password.verdict)")

    // Each edit starts a check and cancels the one before, as SwiftUI's `.task(id:)` does: only the
    // name the typing paused at is asked.
    var check: Task<Void, Never>?
    for prefix in ["ad", "adm", "admi", "admin"] {
        form.username.value = prefix
        check?.cancel()
        check = Task { await form.username.runAsyncChecks() }
    }
    await check?.value
    print("username \"admin\": \(form.username.checkState.passed ? "free" : "\(form.username.errors)")")
    form.username.value = "adriano"
    // The submit runs the check the new name has not had yet, and waits for it.
    print(await form.submit() ? "submitted" : "not submitted: \(form.errors.map { "\($0)" })")
}

await run()
