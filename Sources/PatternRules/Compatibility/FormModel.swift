/// A form kept as a plain struct, with its checks and the order of its fields for focus.
public protocol FormModel {
    /// Every check, in the order their messages are shown.
    var validations: [FormValidation<Self>] { get }
    /// The fields in focus order (return goes to the next one).
    var fieldOrder: [PartialKeyPath<Self>] { get }
}

extension FormModel {
    public var fieldOrder: [PartialKeyPath<Self>] { [] }

    /// The failing checks reported on `field`, in order, each a ``ValidationMessage`` holding its
    /// description: the same type as ``ValidatableForm``'s and ``FormField``'s errors.
    public func errors(for field: PartialKeyPath<Self>) -> [any Error] {
        messages(for: field).map { ValidationMessage(message: $0) }
    }

    /// Every failing check, in order, each a ``ValidationMessage``.
    public var errors: [any Error] {
        messages.map { ValidationMessage(message: $0) }
    }

    /// The descriptions of the failing checks reported on `field`, in order: what a form shows under it
    /// (`ForEach(form.messages(for: \.email), id: \.self, content: Text.init)`).
    public func messages(for field: PartialKeyPath<Self>) -> [String] {
        validations.filter { $0.field == field && $0.verdict(for: self) != .valid }.map(\.description)
    }

    /// The descriptions of every failing check, in order.
    public var messages: [String] {
        validations.filter { $0.verdict(for: self) != .valid }.map(\.description)
    }

    /// Whether every check passes.
    public var isValid: Bool { validations.allSatisfy { $0.verdict(for: self) == .valid } }

    /// The field after `field` in ``fieldOrder``; `nil` after the last one (submit the form).
    public func nextField(after field: PartialKeyPath<Self>) -> PartialKeyPath<Self>? {
        guard let index = fieldOrder.firstIndex(of: field), index + 1 < fieldOrder.count else { return nil }
        return fieldOrder[index + 1]
    }
}
