// SwiftUI adapters for FormField: a target and product of their own, so that the library never depends on
// SwiftUI. They compile where SwiftUI exists (Apple platforms); on Linux this file is empty, and nothing
// here has been built or run on this project's Linux machines (docs/FORMS.md says what was verified).
#if canImport(SwiftUI)
    import PatternRules
    import SwiftUI

    extension View {
        /// Ties this text field to `field`: entering and leaving it tells the field
        /// (``PatternRules/FormField/focusChanged(to:)``, so that leaving after an edit marks it touched),
        /// and each change of the value runs the field's asynchronous rules after its debounce, the change
        /// after cancelling the check before (``PatternRules/FormField/runAsyncChecks(clock:debounced:)``).
        ///
        /// ```swift
        /// TextField("Username", text: $form.username.value)
        ///     .formField(form.username)
        /// FormFieldMessages(form.username)
        /// ```
        public func formField<Value: Equatable>(_ field: FormField<Value>) -> some View {
            modifier(FormFieldModifier(field: field))
        }
    }

    /// The focus and the checks of one field (``SwiftUI/View/formField(_:)``).
    struct FormFieldModifier<Value: Equatable>: ViewModifier {
        let field: FormField<Value>
        @FocusState private var isFocused: Bool

        func body(content: Content) -> some View {
            content
                .focused($isFocused)
                .onChange(of: isFocused) { _, focused in field.focusChanged(to: focused) }
                // `.task(id:)` cancels the task before when the value changes: one check per pause.
                .task(id: field.value) { @MainActor in await field.runAsyncChecks() }
        }
    }
#endif
