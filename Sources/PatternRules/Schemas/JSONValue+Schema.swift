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
        case .number: isWholeNumber ? "integer" : "number"
        case .string: "string"
        }
    }

    func isOfType(_ name: String) -> Bool {
        switch (name, self) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("number", .number),
            ("string", .string):
            true
        case ("integer", .number): isWholeNumber
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

    /// The number, exactly as written; `nil` for a number whose exponent is past
    /// ``ExactDecimal/exponentLimit`` (and for any other value).
    var decimal: ExactDecimal? {
        guard case .number(let text) = self else { return nil }
        return ExactDecimal(text, allowsExponent: true)
    }

    /// Whether the number is below zero: `nil` for a value that is not a number and for one past the
    /// exponent limit. A small integer is told from its spelling, without reading its digits into an
    /// array.
    var isNegativeNumber: Bool? {
        guard case .number(let text) = self else { return nil }
        if let small = ExactDecimal.smallInteger(spelledBy: text) { return small < 0 }
        return decimal?.isNegative
    }

    /// Whether the value is a number without a fraction, at any exponent: one past the limit is whole
    /// exactly when its last significant digit is not below the units (its canonical exponent is not
    /// negative).
    var isWholeNumber: Bool {
        guard case .number(let text) = self else { return false }
        // Written without a fraction or an exponent (most numbers): whole, told from the text alone.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) { return true }
        if let decimal { return decimal.isWhole }
        guard let spelling = ExactDecimal.canonicalSpelling(of: text),
            let marker = spelling.utf8.lastIndex(of: UInt8(ascii: "e"))
        else { return false }
        return spelling.utf8[spelling.utf8.index(after: marker)] != UInt8(ascii: "-")
    }

    /// The number's ``ExactDecimal/canonicalSpelling(of:)``: equal for equal numbers at any exponent.
    private var numberSpelling: String? {
        guard case .number(let text) = self else { return nil }
        return ExactDecimal.canonicalSpelling(of: text)
    }

    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// JSON equality: numbers by value (`1` equals `1.0`), objects whatever their members' order. Objects
    /// are compared by their ``canonicalText``, whose members are sorted: time stays `n log n` in the
    /// members where a member-by-member search would be quadratic.
    func jsonEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left.isSameText(as: right)
        case (.number, .number):
            if let left = decimal, let right = other.decimal {
                left == right
            } else {
                numberSpelling == other.numberSpelling
            }
        case (.array(let left), .array(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.jsonEquals($1) }
        case (.object(let left), .object(let right)):
            left.count == right.count && canonicalBytes == other.canonicalBytes
        default: false
        }
    }

    /// Feeds `hasher` what ``jsonEquals(_:)`` compares, so that JSON-equal values hash alike: strings by
    /// their UTF-8, numbers by their canonical spelling, an object's members in any order. What
    /// `uniqueItems` hashes each item by, without writing its canonical text (which quoted every string
    /// of Swagger's parameter lists).
    func hashJSON(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value ? 1 : 2)
        case .string(var text):
            hasher.combine(3)
            hasher.combine(text.utf8.count)
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .number:
            hasher.combine(4)
            hasher.combine(numberSpelling)
        case .array(let items):
            hasher.combine(5)
            hasher.combine(items.count)
            for item in items { item.hashJSON(into: &hasher) }
        case .object(let members):
            hasher.combine(6)
            hasher.combine(members.count)
            // Each member hashed alone and the hashes added: the sum does not depend on the order.
            var sum = 0
            for member in members {
                var memberHasher = Hasher()
                JSONValue.string(member.key).hashJSON(into: &memberHasher)
                member.value.hashJSON(into: &memberHasher)
                sum &+= memberHasher.finalize()
            }
            hasher.combine(sum)
        }
    }

    /// A text that two values share exactly when they are JSON-equal: members sorted by the code points
    /// of their names (the order of UTF-8 bytes; Swift's `<` would tie names that differ only in
    /// normalisation), numbers by their digits and exponent. What `uniqueItems` hashes, so that it is
    /// linear in the items; compare two texts by code points (`isSameText(as:)`).
    var canonicalText: String { String(decoding: canonicalBytes, as: UTF8.self) }

    /// ``canonicalText``'s UTF-8, written into one buffer: what `uniqueItems` and `jsonEquals` compare.
    var canonicalBytes: [UInt8] {
        var bytes: [UInt8] = []
        appendCanonicalText(to: &bytes)
        return bytes
    }

    private func appendCanonicalText(to output: inout [UInt8]) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .string(let text): JSONText.appendQuoted(text, to: &output)
        case .number: output += (numberSpelling ?? "NaN").utf8
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.appendCanonicalText(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONText.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.appendCanonicalText(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

extension ExactDecimal {
    /// Why the number `text`, whose exponent is past ``exponentLimit``, is not compared: in a schema's
    /// bound, the error; in an instance, the reason it is not decided (the number cut to 40 characters).
    static func notComparedReason(_ text: String) -> String {
        "\(text.prefix(40))\(text.count > 40 ? "…" : "") has an exponent past 10^18 in magnitude, beyond which numbers are not compared"
    }

    /// Whether this number is a whole multiple of `divisor`, exactly, at any exponent; `nil` when the
    /// divisor has more than 18 significant digits (not decided rather than rounded).
    func isMultiple(of divisor: ExactDecimal) -> Bool? {
        if digits.isEmpty { return true }
        // Digits carry no trailing zeros: a divisor whose last significant digit is at a higher power of
        // ten than the number's cannot divide it.
        if divisor.exponent > exponent { return false }
        guard divisor.digits.count <= 18 else { return nil }
        let modulus = divisor.digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
        var remainder: UInt64 = 0
        for digit in digits { remainder = (remainder * 10 + UInt64(digit)) % modulus }
        // The zeros between the two last digits multiply the remainder by 10^zeros, by squaring.
        var (power, base, zeros) = (UInt64(1) % modulus, UInt64(10) % modulus, exponent - divisor.exponent)
        while zeros > 0 {
            if zeros & 1 == 1 { power = Self.product(power, base, modulo: modulus) }
            base = Self.product(base, base, modulo: modulus)
            zeros >>= 1
        }
        return Self.product(remainder, power, modulo: modulus) == 0
    }

    /// `left × right mod modulus` without overflow (both below `modulus`, which is below 10^18).
    private static func product(_ left: UInt64, _ right: UInt64, modulo modulus: UInt64) -> UInt64 {
        let wide = left.multipliedFullWidth(by: right)
        return modulus.dividingFullWidth((wide.high, wide.low)).remainder
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
        // Byte by byte: both are ASCII, so no other character is touched. Foundation's replacements
        // took a tenth of validating an OpenAPI document, whose paths all hold `/`.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(token.utf8.count + 8)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): escaped += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): escaped += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
