// A SwiftUI sign-up form, as the articles this project grew from write one: each field's verdict per
// keystroke from FormField (the automaton's typing cursor answers it, with no JIT and no system library,
// so it runs on an iPhone), a message only once the input can no longer become valid, and a submit
// button that waits for the whole form. It compiles where SwiftUI exists (Apple platforms); on Linux this
// file is empty, and CI builds the rest of the package.
#if canImport(SwiftUI)
    import PatternRules
    import SwiftUI

    @MainActor
    final class SignUpModel: ValidatableForm {
        let email = FormField("", rules: [RequiredRule(), EmailRule()])
        let postcode = FormField("", rules: [try! RegexRule(catalogueID: "postal-code.gb")])
        lazy var password = FormField("", rules: [PasswordRule().readingUserInputs { [self.email.value] }])
    }

    public struct SignUpView: View {
        @State private var model = SignUpModel()

        public init() {}

        public var body: some View {
            Form {
                ValidatedField(title: "Email", field: model.email)
                ValidatedField(title: "Postcode", field: model.postcode)
                ValidatedField(title: "Password", field: model.password, isSecure: true)
                Button("Sign up") { try? model.check() }
                    .disabled(
                        [model.email.verdict, model.postcode.verdict, model.password.verdict] != [
                            .valid, .valid, .valid,
                        ])
            }
        }
    }

    /// One text field and its feedback: nothing while the input is `incomplete` (the user is still
    /// typing towards something valid), the first message once it is `invalid`.
    struct ValidatedField: View {
        let title: String
        @Bindable var field: FormField<String>
        var isSecure = false

        var body: some View {
            VStack(alignment: .leading) {
                if isSecure {
                    SecureField(title, text: $field.value)
                } else {
                    TextField(title, text: $field.value)
                }
                if field.verdict == .invalid, let message = field.messages.first {
                    Text(message).font(.footnote).foregroundStyle(.red)
                }
            }
        }
    }
#endif
