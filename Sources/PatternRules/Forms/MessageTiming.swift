/// When a ``FormField`` shows its messages (``FormField/shownMessages``). Whatever the timing, a value
/// that could still become valid (``Verdict/incomplete``) is never shown as an error while the user is
/// typing in the field.
public enum MessageTiming: Sendable, Hashable {
    /// As soon as the value is edited: a wrong character is flagged at once.
    case onChange
    /// Once the user has left the field after editing it (it is touched), or a submit was tried.
    case afterLeaving
    /// Only once a submit was tried.
    case onSubmit
}
