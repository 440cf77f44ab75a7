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
        var message: String?

        init(from decoder: any Decoder) throws {
            try StrictKeys.check(decoder, allowed: CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
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
                equals, message
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
