import Foundation
import PatternRulesSupport

extension JSONValue {
    /// Whether the value is of the JSON Schema type `name`; `integer` is any number without a fraction
    /// (`1.0` is one).
    /// The JSON Schema type name of the value, for a `type` failure: `integer` for a whole number.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .object: "object"
        case .array: "array"
        case .number: decimal?.isWhole ?? false ? "integer" : "number"
        case .string: "string"
        }
    }

    func isOfType(_ name: String) -> Bool {
        switch (name, self) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("number", .number),
            ("string", .string):
            true
        case ("integer", .number): decimal?.isWhole ?? false
        default: false
        }
    }

    /// How many values the value holds, itself included: what sets a validation's step budget. A walk
    /// with its own stack, so that its depth costs heap.
    var valueCount: Int {
        var count = 0
        var stack = [self]
        while let value = stack.popLast() {
            count += 1
            switch value {
            case .array(let items): stack.append(contentsOf: items)
            case .object(let members): stack.append(contentsOf: members.lazy.map(\.value))
            default: break
            }
        }
        return count
    }

    /// The number, exactly as written.
    var decimal: ExactDecimal? {
        guard case .number(let text) = self else { return nil }
        return ExactDecimal(text, allowsExponent: true)
    }

    /// JSON equality: numbers by value (`1` equals `1.0`), objects whatever their members' order. Objects
    /// are compared by their ``canonicalText``, whose members are sorted: time stays `n log n` in the
    /// members where a member-by-member search would be quadratic.
    func jsonEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left.isSameText(as: right)
        case (.number, .number): decimal == other.decimal
        case (.array(let left), .array(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.jsonEquals($1) }
        case (.object(let left), .object(let right)):
            left.count == right.count && canonicalText.isSameText(as: other.canonicalText)
        default: false
        }
    }

    /// A text that two values share exactly when they are JSON-equal: members sorted by the code points
    /// of their names (the order of UTF-8 bytes; Swift's `<` would tie names that differ only in
    /// normalisation), numbers by their digits and exponent. What `uniqueItems` hashes, so that it is
    /// linear in the items; compare two texts by code points (`isSameText(as:)`).
    var canonicalText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .string(let text): JSONText.quoted(text)
        case .number:
            decimal.map { "\($0.isNegative ? "-" : "")\($0.digits.map(String.init).joined())e\($0.exponent)" } ?? "NaN"
        case .array(let items): "[" + items.map(\.canonicalText).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map {
                    JSONText.quoted($0.key) + ":" + $0.value.canonicalText
                }
                .joined(separator: ",") + "}"
        }
    }
}

extension ExactDecimal {
    /// Whether this number is a whole multiple of `divisor`, exactly; `nil` when the divisor has more than
    /// 18 significant digits or the number's scale is 100,000 digits past the divisor's (not decided
    /// rather than rounded).
    func isMultiple(of divisor: ExactDecimal) -> Bool? {
        if digits.isEmpty { return true }
        // Digits carry no trailing zeros: a divisor whose last significant digit is at a higher power of
        // ten than the number's cannot divide it.
        if divisor.exponent > exponent { return false }
        let zeros = exponent - divisor.exponent
        guard divisor.digits.count <= 18, zeros <= 100_000 else { return nil }
        let modulus = divisor.digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
        var remainder: UInt64 = 0
        for digit in digits { remainder = (remainder * 10 + UInt64(digit)) % modulus }
        for _ in 0..<zeros { remainder = remainder * 10 % modulus }
        return remainder == 0
    }
}

extension String {
    /// Whether the two are the same code points. JSON compares strings so; Swift's `==` compares them
    /// as canonically equivalent, and `"é"` written with a combining accent is a different JSON string.
    func isSameText(as other: String) -> Bool {
        // Lengths first (constant time for native strings), then the bytes at once: this is the test of
        // every member name against every name a schema lists.
        guard utf8.count == other.utf8.count else { return false }
        var (left, right) = (self, other)
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.count == 0 || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
    }
}

extension [JSONValue.Member] {
    /// Whether a member is called `name`, by code points; by index, so that no member is copied.
    func hasMember(named name: String) -> Bool {
        indices.contains { self[$0].key.isSameText(as: name) }
    }
}

/// JSON Pointer tokens (RFC 6901).
enum JSONPointer {
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
