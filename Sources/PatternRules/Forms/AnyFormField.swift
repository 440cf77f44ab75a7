import Observation

/// What ``ValidatableForm`` needs of a field whatever its value type.
public protocol AnyFormField: AnyObject {
    var errors: [any Error] { get }
    var isValid: Bool { get }
    var isDirty: Bool { get }
    func reset()
}

extension FormField: AnyFormField {}
