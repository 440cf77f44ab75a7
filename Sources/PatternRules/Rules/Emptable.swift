/// A value that can be empty, so that ``RequiredRule`` can require it.
///
/// Conform an enum whose `none` case means "nothing chosen":
///
/// ```swift
/// enum Language: String, CaseIterable, Emptable {
///     case none, portuguese, english
///     var isEmpty: Bool { self == .none }
/// }
/// ```
public protocol Emptable {
    /// Whether the value counts as not given.
    var isEmpty: Bool { get }
}

extension String: Emptable {}
extension Substring: Emptable {}
extension Array: Emptable {}
extension ContiguousArray: Emptable {}
extension Set: Emptable {}
extension Dictionary: Emptable {}

extension Bool: Emptable {
    /// `false` counts as empty: a required toggle (accept the terms) must be on.
    public var isEmpty: Bool { !self }
}

extension Optional: Emptable {
    /// `nil` is empty, and so is a wrapped value that is itself empty (`""` in a `String?`).
    public var isEmpty: Bool {
        switch self {
        case .none: true
        case .some(let wrapped): (wrapped as? any Emptable)?.isEmpty ?? false
        }
    }
}
