/// The JSON of a rule set, decoded strictly: an unknown key is an error, not ignored.
struct RuleSetDocument: Decodable {
    var name: String?
    var fields: [FieldSpec]
    var allowOtherFields: Bool?

    struct FieldSpec: Decodable {
        var name: String
        var required: Bool?
        var minLength: Int?
        var maxLength: Int?
        var pattern: String?
        var flags: [String]?
        var catalogue: String?
        var rule: String?
        var oneOf: [String]?
        var integer: Bounds<Int>?
        var number: Bounds<Double>?
        var equals: String?
        var password: PasswordSpec?
        var message: String?

        init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, allowed: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            password = try container.decodeIfPresent(PasswordSpec.self, forKey: .password)
            required = try container.decodeIfPresent(Bool.self, forKey: .required)
            minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
            maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
            pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
            flags = try container.decodeIfPresent([String].self, forKey: .flags)
            catalogue = try container.decodeIfPresent(String.self, forKey: .catalogue)
            rule = try container.decodeIfPresent(String.self, forKey: .rule)
            oneOf = try container.decodeIfPresent([String].self, forKey: .oneOf)
            integer = try container.decodeIfPresent(Bounds<Int>.self, forKey: .integer)
            number = try container.decodeIfPresent(Bounds<Double>.self, forKey: .number)
            equals = try container.decodeIfPresent(String.self, forKey: .equals)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, required, minLength, maxLength, pattern, flags, catalogue, rule, oneOf, integer, number,
                equals, password, message
        }
    }

    /// A ``PasswordPolicy``; what is not given keeps its default. `userInputs` names the record's fields
    /// the password must not contain (name, email).
    struct PasswordSpec: Decodable {
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

        init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, allowed: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
            maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
            minLowercase = try container.decodeIfPresent(Int.self, forKey: .minLowercase)
            minUppercase = try container.decodeIfPresent(Int.self, forKey: .minUppercase)
            minDigits = try container.decodeIfPresent(Int.self, forKey: .minDigits)
            minSymbols = try container.decodeIfPresent(Int.self, forKey: .minSymbols)
            noWhitespace = try container.decodeIfPresent(Bool.self, forKey: .noWhitespace)
            maxRun = try container.decodeIfPresent(Int.self, forKey: .maxRun)
            minScore = try container.decodeIfPresent(Int.self, forKey: .minScore)
            userInputs = try container.decodeIfPresent([String].self, forKey: .userInputs)
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case minLength, maxLength, minLowercase, minUppercase, minDigits, minSymbols, noWhitespace, maxRun,
                minScore, userInputs
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

    struct Bounds<Number: Decodable & Comparable>: Decodable {
        var min: Number?
        var max: Number?

        init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, allowed: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            min = try container.decodeIfPresent(Number.self, forKey: .min)
            max = try container.decodeIfPresent(Number.self, forKey: .max)
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case min, max }
    }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        fields = try container.decode([FieldSpec].self, forKey: .fields)
        allowOtherFields = try container.decodeIfPresent(Bool.self, forKey: .allowOtherFields)
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, fields, allowOtherFields }
}
