#if canImport(SwiftUI)
    import PatternRules
    import SwiftUI

    /// The messages a field shows now (``PatternRules/FormField/shownMessages``, by its message timing),
    /// a progress indicator while an asynchronous check waits or runs, and a note when a check could not
    /// answer. A message that appears is announced to VoiceOver.
    public struct FormFieldMessages<Value>: View {
        let field: FormField<Value>
        let unavailable: LocalizedStringKey

        /// The messages of `field`; `unavailable` is shown when an asynchronous check failed (the network).
        public init(_ field: FormField<Value>, unavailable: LocalizedStringKey = "Could not check right now.") {
            self.field = field
            self.unavailable = unavailable
        }

        public var body: some View {
            let messages = field.shownMessages
            VStack(alignment: .leading, spacing: 2) {
                ForEach(messages, id: \.self) { message in
                    Text(message).font(.footnote).foregroundStyle(.red)
                }
                if field.checkState.isPending {
                    ProgressView().controlSize(.small)
                } else if case .failed = field.checkState {
                    Text(unavailable).font(.footnote).foregroundStyle(.secondary)
                }
            }
            .onChange(of: messages) { old, new in
                // VoiceOver reads a message when it appears, not each time the view is drawn.
                for message in new where !old.contains(message) {
                    AccessibilityNotification.Announcement(message).post()
                }
            }
        }
    }
#endif
