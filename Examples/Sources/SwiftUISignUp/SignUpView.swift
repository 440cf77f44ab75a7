// A SwiftUI sign-up form, as the articles this project grew from write one: each field's verdict per
// keystroke from FormField (the automaton's typing cursor answers it, with no JIT and no system library,
// so it runs on an iPhone), messages once the user has left a field (or tried to submit), a "username is
// free" check against a server after a pause in typing, and a submit that waits for it. It compiles
// where SwiftUI exists (Apple platforms); on Linux this file is empty, and CI builds the rest of the
// package.
#if canImport(SwiftUI)
    import PatternRules
    import PatternRulesSwiftUI
    import SwiftUI

    enum SignUpError: Error, CustomStringConvertible {
        case usernameTaken

        var description: String { "This username is taken." }
    }

    /// A stand-in for the app's server: a name is free unless someone has it.
    enum UsernameDirectory {
        static func isFree(_ name: String) async throws -> Bool {
            try await Task.sleep(for: .milliseconds(300))
            return !["admin", "root", "adriano"].contains(name.lowercased())
        }
    }

    @MainActor
    final class SignUpModel: ValidatableForm {
        let username = FormField(
            "", rules: [MinLengthRule(3), try! RegexRule("[a-z0-9_]+")],
            asyncRules: [
                AsyncRule { name in try await UsernameDirectory.isFree(name) ? nil : SignUpError.usernameTaken }
            ],
            debounce: .milliseconds(400))
        let email = FormField("", rules: [RequiredRule(), EmailRule()])
        let postcode = FormField("", rules: [try! RegexRule(catalogueID: "postal-code.gb")])
        lazy var password = FormField("", rules: [PasswordRule().readingUserInputs { [self.email.value] }])
    }

    public struct SignUpView: View {
        @State private var model = SignUpModel()
        @State private var isSubmitting = false

        public init() {}

        public var body: some View {
            Form {
                ValidatedField(title: "Username", field: model.username)
                ValidatedField(title: "Email", field: model.email)
                ValidatedField(title: "Postcode", field: model.postcode)
                ValidatedField(title: "Password", field: model.password, isSecure: true)
                Button("Sign up") {
                    isSubmitting = true
                    Task {
                        // Waits for the username check if it has not answered for the name typed.
                        if await model.submit() { /* send the form */  }
                        isSubmitting = false
                    }
                }
                .disabled(isSubmitting)
            }
        }
    }

    /// One text field and its feedback: its messages as the field's timing says (nothing while the
    /// input is `incomplete` and the user is still typing), and the state of its server check.
    struct ValidatedField: View {
        let title: String
        @Bindable var field: FormField<String>
        var isSecure = false

        var body: some View {
            VStack(alignment: .leading) {
                Group {
                    if isSecure {
                        SecureField(title, text: $field.value)
                    } else {
                        TextField(title, text: $field.value)
                    }
                }
                .formField(field)
                FormFieldMessages(field)
            }
        }
    }
#endif
