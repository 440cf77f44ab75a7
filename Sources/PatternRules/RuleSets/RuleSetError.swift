/// A rule set that cannot be compiled: what is wrong and where, as a path into the JSON
/// (`fields.email.minLength`).
public struct RuleSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: `fields.email.rule`, or empty for the document as a whole.
    public let path: String
    public let message: String

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
