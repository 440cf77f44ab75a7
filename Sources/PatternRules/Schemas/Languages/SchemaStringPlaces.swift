import PatternRulesSupport

/// The places of a schema where an automaton holds every check on a string (``JSONSchema/StringLocation``
/// with ``JSONSchema/StringLocation/isExact``), by pointer: what decides whether a failing instance is
/// `incomplete`, as a rule set decides it for a record. A failure is incomplete when it lies at such a
/// place and the string there can still be typed into one the place accepts (`"ab"` against
/// `minLength: 3`), or names a required member whose place accepts some string, or is a number that
/// more digits may bring within its bound (a non-negative one below a `minimum`, a negative one above a
/// `maximum`), judged bound by bound as a rule set's numbers are; an instance is incomplete when every
/// failure is. Any other failure (an `anyOf` around the place, a string no continuation saves, a
/// `multipleOf`) makes it invalid.
final class SchemaStringPlaces: Sendable {
    /// Exact places by pointer, `*` standing for every item of an array.
    private let places: [String: JSONSchema.StringLocation]
    /// Their automata by the same pointers: what a verdict reads, a reference, where a place is a struct
    /// of many, copied at each look-up.
    private let automata: [String: AutomatonProgram]

    init(root: SchemaNode, arena: SchemaArena) {
        let exact = SchemaStringLocations.collect(from: root, arena: arena).locations.filter(\.isExact)
        places = Dictionary(exact.map { ($0.pointer, $0) }, uniquingKeysWith: { first, _ in first })
        automata = places.compactMapValues(\.exactProgram)
    }

    /// The verdict on `instance`, which `result` found not valid.
    func verdict(of result: JSONSchemaResult, on instance: JSONValue) -> Verdict {
        if result.failures.isEmpty { return .invalid }
        return result.failures.allSatisfy { isIncomplete($0, in: instance) } ? .incomplete : .invalid
    }

    private func isIncomplete(_ failure: JSONSchemaResult.Failure, in instance: JSONValue) -> Bool {
        // Most codes are decided without finding the value (a record fails most often on them, and
        // finding it costs a walk).
        guard !Self.isFinal(failure.code, on: nil) else { return false }
        guard let (pointers, value) = Self.resolve(failure.instanceLocation, in: instance) else { return false }
        return isIncomplete(failure.code, parameters: failure.parameters, value: value, pointers: pointers)
    }

    /// Whether a failure of `code` on `value`, found at the first of `pointers` that names a place, may
    /// still be mended by typing on (the record program asks it of a member's failure, whose value and
    /// pointer it holds).
    func isIncomplete(
        _ code: FailureCode, parameters: [String: FailureParameter], value: JSONValue, pointers: [String]
    ) -> Bool {
        guard code == .missingProperty else { return isIncomplete(code, on: value, at: automaton(at: pointers)) }
        guard case .text(let name)? = parameters["property"] else { return false }
        let token = "/" + JSONPointer.escape(name)
        guard let automaton = automaton(at: pointers.map { $0 + token }) else { return false }
        return automaton.verdict(for: "") != .invalid
    }

    /// Whether a failure of `code` on `value` may still be mended by typing on, where `automaton` is
    /// the value's exact place's (``automaton(at:)``), found once by a caller that meets the same place
    /// again. A missing member is judged by its name, above, and never here.
    func isIncomplete(_ code: FailureCode, on value: JSONValue, at automaton: @autoclosure () -> AutomatonProgram?)
        -> Bool
    {
        guard !Self.isFinal(code, on: value) else { return false }
        switch code {
        case .tooSmall, .notAboveMinimum, .tooLarge, .notBelowMaximum: return true
        default:
            guard case .string(let text) = value, let automaton = automaton() else { return false }
            return automaton.verdict(for: text) == .incomplete
        }
    }

    /// Whether a failure of `code` on `value` (`nil` where the value is not at hand) makes the instance
    /// invalid wherever it lies, so that no place is looked up: every code but those a continuation may
    /// mend, a number's bound that more digits cannot bring it within (a negative number below a
    /// `minimum`), and a string check failing a value that is not a string.
    static func isFinal(_ code: FailureCode, on value: JSONValue?) -> Bool {
        guard mayBeIncomplete.contains(code) else { return true }
        guard let value else { return false }
        switch code {
        case .missingProperty: return false
        case .tooSmall, .notAboveMinimum: return !(value.isNegativeNumber.map { !$0 } ?? false)
        case .tooLarge, .notBelowMaximum: return !(value.isNegativeNumber ?? false)
        default:
            if case .string = value { return false }
            return true
        }
    }

    /// The codes of the checks a continuation may still satisfy: a string's lower bound, pattern,
    /// format, `enum` or `const` (decided by the place's automaton), a required member, a number's bound.
    /// A list: ten short codes compare faster than a set hashes one, for every failure a record has.
    private static let mayBeIncomplete: [FailureCode] = [
        .tooShort, .patternMismatch, .format, .notInEnum, .notConst, .missingProperty, .tooSmall, .notAboveMinimum,
        .tooLarge, .notBelowMaximum,
    ]

    /// The exact place at the first of `pointers` that has one.
    func place(at pointers: [String]) -> JSONSchema.StringLocation? {
        for pointer in pointers { if let place = places[pointer] { return place } }
        return nil
    }

    /// The automaton of the exact place at the first of `pointers` that has one.
    func automaton(at pointers: [String]) -> AutomatonProgram? {
        for pointer in pointers { if let automaton = automata[pointer] { return automaton } }
        return nil
    }

    /// The value at `pointer` in `instance`, and the places' pointers that may name it: the pointer
    /// itself, and with every array index written `*`.
    private static func resolve(_ pointer: String, in instance: JSONValue) -> (pointers: [String], value: JSONValue)? {
        var value = instance
        var (exact, general) = ("", "")
        for escaped in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            // Most tokens hold no `~`: they are the key as it is, with no copy made.
            let token =
                escaped.utf8.contains(UInt8(ascii: "~"))
                ? escaped.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                : String(escaped)
            exact += "/" + escaped
            switch value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else { return nil }
                (value, general) = (member.value, general + "/" + escaped)
            case .array(let items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                (value, general) = (items[index], general + "/*")
            default:
                return nil
            }
        }
        return (exact == general ? [exact] : [exact, general], value)
    }
}
