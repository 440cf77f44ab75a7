/// A JSON value as read by ``JSONParser``: numbers keep their text (`1.50` stays `1.50`, a 30-digit id
/// loses nothing) and objects keep their members in order.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, already checked against JSON's grammar.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One `"key": value` pair of an object.
    package struct Member: Equatable, Sendable {
        package let key: String
        package let value: JSONValue

        package init(key: String, value: JSONValue) { (self.key, self.value) = (key, value) }
    }

    /// What the value is, for errors: `a string`, `an array`, …
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of member `name` of an object (the first, should the name repeat), `nil` for another
    /// value or a missing member.
    package func member(_ name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == name }?.value
    }

    /// The value as JSON text: members in their order, numbers as written, strings quoted as
    /// ``JSONText`` quotes them.
    package var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let digits): digits
        case .string(let string): JSONText.quoted(string)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONText.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}
