/// Reads the members of one JSON object by key, with the object's path for every error: an unknown
/// key, a value of the wrong type, a missing required key.
import PatternRulesSupport

struct JSONObjectReader {
    let path: String
    private let members: [String: JSONValue]

    /// - Throws: ``RuleSetError`` at `path` when `value` is not an object, or has a key not in `allowed`.
    init(_ value: JSONValue, path: String, allowed: [String]) throws(RuleSetError) {
        guard case .object(let list) = value else {
            throw RuleSetError(path: path, message: "expected an object, found \(value.kind)")
        }
        for member in list where !allowed.contains(member.key) {
            throw RuleSetError(
                path: Self.join(path, member.key),
                message: "unknown key (expected one of \(allowed.joined(separator: ", ")))")
        }
        self.path = path
        self.members = Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value at `key`, `nil` when absent.
    func value(_ key: String) -> JSONValue? { members[key] }

    private func mismatch(_ key: String, expected: String, found: JSONValue) -> RuleSetError {
        RuleSetError(path: Self.join(path, key), message: "expected \(expected), found \(found.kind)")
    }

    func string(_ key: String) throws(RuleSetError) -> String? {
        guard let value = members[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, expected: "a string", found: value) }
        return text
    }

    func requiredString(_ key: String) throws(RuleSetError) -> String {
        guard let text = try string(key) else { throw RuleSetError(path: Self.join(path, key), message: "missing") }
        return text
    }

    func bool(_ key: String) throws(RuleSetError) -> Bool? {
        guard let value = members[key] else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, expected: "true or false", found: value) }
        return flag
    }

    /// A whole number written without a fraction or exponent (`3`, not `3.5` or `3e0`).
    func integer(_ key: String) throws(RuleSetError) -> Int? {
        guard let value = members[key] else { return nil }
        guard case .number(let text) = value else { throw mismatch(key, expected: "a whole number", found: value) }
        guard let number = Int(text) else {
            throw RuleSetError(path: Self.join(path, key), message: "expected a whole number, found \(text)")
        }
        return number
    }

    /// A number held exactly as written (``ExactDecimal``), any number of digits; `whole` refuses a
    /// fraction (`3.5`; `3.0` and `3e2` are whole).
    func decimal(_ key: String, whole: Bool = false) throws(RuleSetError) -> ExactDecimal? {
        guard let value = members[key] else { return nil }
        let expected = whole ? "a whole number" : "a number"
        guard case .number(let text) = value else { throw mismatch(key, expected: expected, found: value) }
        guard let number = ExactDecimal(text, allowsExponent: true) else {
            throw RuleSetError(
                path: Self.join(path, key),
                message:
                    "\(text) is out of range: expected a number whose exponent is at most \(ExactDecimal.exponentLimit) in magnitude"
            )
        }
        guard !whole || number.isWhole else {
            throw RuleSetError(path: Self.join(path, key), message: "expected a whole number, found \(text)")
        }
        return number
    }

    func strings(_ key: String) throws(RuleSetError) -> [String]? {
        guard let value = members[key] else { return nil }
        guard case .array(let elements) = value else { throw mismatch(key, expected: "an array", found: value) }
        var texts: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw RuleSetError(
                    path: "\(Self.join(path, key))[\(index)]", message: "expected a string, found \(element.kind)")
            }
            texts.append(text)
        }
        return texts
    }
}
