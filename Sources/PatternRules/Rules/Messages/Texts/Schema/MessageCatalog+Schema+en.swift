extension MessageCatalog {
    /// The JSON Schema keywords' messages in English (`en`).
    static let englishSchema: [String: String] = [
        "false_schema": "No value is allowed here.",
        "wrong_type": "Must be of type {expected}, not {found}.",
        "not_in_enum": "Must be one of the allowed values.",
        "not_const": "Must be the required value.",
        "format": "Must be a valid {format}.",
        "not_above_minimum": "Must be greater than {minimum}.",
        "not_below_maximum": "Must be less than {maximum}.",
        "not_multiple_of": "Must be a multiple of {divisor}.",
        "missing_property": "The required property “{property}” is missing.",
        "missing_dependency": "“{property}” requires the property “{dependency}”.",
        "property_not_allowed": "The property “{property}” is not allowed.",
        "too_few_properties": "Must have at least {minimum, plural, one {# property} other {# properties}}.",
        "too_many_properties": "Must have at most {maximum, plural, one {# property} other {# properties}}.",
        "too_few_items": "Must have at least {minimum, plural, one {# item} other {# items}}.",
        "too_many_items": "Must have at most {maximum, plural, one {# item} other {# items}}.",
        "duplicate_item": "Item {index} repeats an earlier item.",
        "too_few_contained": "At least {minimum, plural, one {# item} other {# items}} must match the contains schema.",
        "too_many_contained": "At most {maximum, plural, one {# item} other {# items}} may match the contains schema.",
        "several_alternatives": "Matches {count} of the accepted forms, not exactly one.",
        "not_decided": "Could not be decided: {reason}",
        "too_many_failures":
            "More than {maximum, plural, one {# failure} other {# failures}}: the rest are not listed.",
    ]
}
