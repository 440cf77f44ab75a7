/// The JSON of a rule set, read strictly: an unknown key or a value of the wrong type is an error naming
/// its path (`fields[1].minLength: expected a whole number, found 3.5`), not ignored.
import PatternRulesSupport

struct RuleSetDocument {
    var name: String?
    var fields: [FieldSpec]
    var allowOtherFields: Bool?

    struct FieldSpec: Equatable, Sendable {
        var name: String
        var required: Bool?
        var minLength: Int?
        var maxLength: Int?
        var pattern: String?
        /// How `pattern` is read: `pcre2` (the default), `javascript` or `html` (docs/DIALECTS.md).
        var dialect: String?
        var flags: [String]?
        var catalogue: String?
        var rule: String?
        var oneOf: [String]?
        var integer: Bounds<ExactDecimal>?
        var number: Bounds<ExactDecimal>?
        var equals: String?
        var password: PasswordSpec?
        var message: String?
        /// The field's own texts by locale, then by failure code (`{"de": {"too_short": "…"}}`).
        var messages: [String: [String: String]]?

        static let keys = [
            "name", "required", "minLength", "maxLength", "pattern", "dialect", "flags", "catalogue", "rule", "oneOf",
            "integer",
            "number", "equals", "password", "message", "messages",
        ]

        init(_ value: JSONValue, path: String) throws(RuleSetError) {
            let object = try JSONObjectReader(value, path: path, allowed: Self.keys)
            name = try object.requiredString("name")
            required = try object.bool("required")
            minLength = try object.integer("minLength")
            maxLength = try object.integer("maxLength")
            pattern = try object.string("pattern")
            dialect = try object.string("dialect")
            flags = try object.strings("flags")
            catalogue = try object.string("catalogue")
            rule = try object.string("rule")
            oneOf = try object.strings("oneOf")
            integer = try object.value("integer").map { value throws(RuleSetError) in
                try Bounds(value, path: "\(path).integer") { reader, key throws(RuleSetError) in
                    try reader.decimal(key, whole: true)
                }
            }
            number = try object.value("number").map { value throws(RuleSetError) in
                try Bounds(value, path: "\(path).number") { reader, key throws(RuleSetError) in try reader.decimal(key)
                }
            }
            equals = try object.string("equals")
            password = try object.value("password").map { value throws(RuleSetError) in
                try PasswordSpec(value, path: "\(path).password")
            }
            message = try object.string("message")
            messages = try object.value("messages").map { value throws(RuleSetError) in
                try Self.messages(value, path: "\(path).messages")
            }
        }

        /// `{"LOCALE": {"CODE": "text"}}`, every locale a shipped one, every code one the library reports,
        /// every template checked against the code's parameters and the locale's plural categories.
        private static func messages(_ value: JSONValue, path: String) throws(RuleSetError) -> [String: [String:
            String]]
        {
            guard case .object(let locales) = value else {
                throw RuleSetError(path: path, message: "expected an object of locales, found \(value.kind)")
            }
            var result: [String: [String: String]] = [:]
            for locale in locales {
                guard case .object(let texts) = locale.value else {
                    throw RuleSetError(
                        path: "\(path).\(locale.key)",
                        message: "expected an object of codes, found \(locale.value.kind)")
                }
                for text in texts {
                    let place = "\(path).\(locale.key).\(text.key)"
                    guard case .string(let template) = text.value else {
                        if FailureCode.all.contains(FailureCode(rawValue: text.key)) {
                            throw RuleSetError(path: place, message: "expected a string, found \(text.value.kind)")
                        }
                        throw RuleSetError(path: place, message: "unknown failure code (see docs/MESSAGES.md)")
                    }
                    if let problem = MessageOverrides.problem(tag: locale.key, code: text.key, template: template) {
                        throw RuleSetError(path: place, message: problem)
                    }
                    result[locale.key, default: [:]][text.key] = template
                }
            }
            return result
        }
    }

    /// A ``PasswordPolicy``; what is not given keeps its default. `userInputs` names the record's fields
    /// the password must not contain (name, email).
    struct PasswordSpec: Equatable, Sendable {
        var minLength: Int?
        var maxLength: Int?
        var minLowercase: Int?
        var minUppercase: Int?
        var minDigits: Int?
        var minSymbols: Int?
        var noWhitespace: Bool?
        var maxRun: Int?
        var minScore: Int?
        var userInputs: [String]?

        static let keys = [
            "minLength", "maxLength", "minLowercase", "minUppercase", "minDigits", "minSymbols", "noWhitespace",
            "maxRun", "minScore", "userInputs",
        ]

        init(_ value: JSONValue, path: String) throws(RuleSetError) {
            let object = try JSONObjectReader(value, path: path, allowed: Self.keys)
            minLength = try object.integer("minLength")
            maxLength = try object.integer("maxLength")
            minLowercase = try object.integer("minLowercase")
            minUppercase = try object.integer("minUppercase")
            minDigits = try object.integer("minDigits")
            minSymbols = try object.integer("minSymbols")
            noWhitespace = try object.bool("noWhitespace")
            maxRun = try object.integer("maxRun")
            minScore = try object.integer("minScore")
            userInputs = try object.strings("userInputs")
        }

        /// The keys given, in a fixed order (`{minLength: 10, userInputs: [name]}`): equal texts, equal
        /// policies.
        var configuration: String {
            let numbers: [(String, Int?)] = [
                ("minLength", minLength), ("maxLength", maxLength), ("minLowercase", minLowercase),
                ("minUppercase", minUppercase), ("minDigits", minDigits), ("minSymbols", minSymbols),
                ("maxRun", maxRun), ("minScore", minScore),
            ]
            var members = numbers.compactMap { key, value in value.map { "\(key): \($0)" } }
            if let noWhitespace { members.append("noWhitespace: \(noWhitespace)") }
            if let userInputs { members.append("userInputs: [\(userInputs.sorted().joined(separator: ", "))]") }
            return "{" + members.joined(separator: ", ") + "}"
        }

        var policy: PasswordPolicy {
            var policy = PasswordPolicy()
            if let minLength { policy.minimumLength = minLength }
            if let maxLength { policy.maximumLength = maxLength }
            if let minLowercase { policy.minimumLowercase = minLowercase }
            if let minUppercase { policy.minimumUppercase = minUppercase }
            if let minDigits { policy.minimumDigits = minDigits }
            if let minSymbols { policy.minimumSymbols = minSymbols }
            if let noWhitespace { policy.forbidsWhitespace = noWhitespace }
            policy.maximumRun = maxRun
            policy.minimumScore = minScore
            return policy
        }
    }

    struct Bounds<Number: Comparable & Sendable>: Equatable, Sendable {
        var min: Number?
        var max: Number?

        init(
            _ value: JSONValue, path: String,
            reading read: (JSONObjectReader, String) throws(RuleSetError) -> Number?
        ) throws(RuleSetError) {
            let object = try JSONObjectReader(value, path: path, allowed: ["min", "max"])
            min = try read(object, "min")
            max = try read(object, "max")
        }
    }

    /// Reads a rule set from its JSON text.
    ///
    /// - Throws: ``RuleSetError`` with the line and column of a syntax error, or the path of a key or
    ///   value that does not belong.
    init(json: some Collection<UInt8>) throws(RuleSetError) {
        let value: JSONValue
        // A UTF-8 byte-order mark (as some editors write) is no part of the JSON text.
        let text = json.starts(with: [0xEF, 0xBB, 0xBF]) ? json.dropFirst(3) : json[...]
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw RuleSetError(path: "", message: "invalid JSON at \(error)")
        }
        let object = try JSONObjectReader(value, path: "", allowed: ["name", "fields", "allowOtherFields"])
        name = try object.string("name")
        guard let list = object.value("fields") else { throw RuleSetError(path: "fields", message: "missing") }
        guard case .array(let elements) = list else {
            throw RuleSetError(path: "fields", message: "expected an array, found \(list.kind)")
        }
        var fields: [FieldSpec] = []
        for (index, element) in elements.enumerated() {
            fields.append(try FieldSpec(element, path: "fields[\(index)]"))
        }
        self.fields = fields
        allowOtherFields = try object.bool("allowOtherFields")
    }
}
