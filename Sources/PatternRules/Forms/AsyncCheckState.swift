/// What a ``FormField``'s asynchronous rules are doing for its current value.
public enum AsyncCheckState: Sendable {
    /// Nothing to show: no asynchronous rule, a synchronous rule not yet valid, or an edit not yet
    /// checked.
    case notStarted
    /// The pause in typing (``FormField/debounce``) is running; an edit starts it again.
    case waiting
    /// The rules are running.
    case running
    /// Every rule answered for the current value: the errors to show, empty when all passed.
    case done([any Error])
    /// A rule could not answer (the network): neither valid nor invalid; try again or let the user.
    case failed(any Error)

    /// Whether nothing has started for the current value.
    public var isNotStarted: Bool {
        if case .notStarted = self { return true }
        return false
    }

    /// Whether every rule answered for the current value (``done(_:)``, with or without errors).
    public var hasAnswered: Bool {
        if case .done = self { return true }
        return false
    }

    /// Whether the rules answered and accepted the current value.
    public var passed: Bool {
        if case .done(let errors) = self { return errors.isEmpty }
        return false
    }

    /// Whether a check is waiting for its pause or running: what a spinner shows.
    public var isPending: Bool {
        switch self {
        case .waiting, .running: true
        case .notStarted, .done, .failed: false
        }
    }
}
