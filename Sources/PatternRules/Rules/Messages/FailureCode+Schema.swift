/// The failures of JSON Schema keywords that no rule-set check shares (`minLength` is ``tooShort``,
/// `pattern` ``patternMismatch``, `minimum` ``tooSmall``, `anyOf` ``noAlternative``, `not` ``forbidden``):
/// one code per keyword failure, as ajv-i18n localises every keyword of every draft.
extension FailureCode {
    /// `false` as a schema. No parameters.
    public static let falseSchema = FailureCode(rawValue: "false_schema")
    /// `type`. Parameters: `expected` (the type names), `found` (the instance's type name).
    public static let wrongType = FailureCode(rawValue: "wrong_type")
    /// `enum`. No parameters.
    public static let notInEnum = FailureCode(rawValue: "not_in_enum")
    /// `const`. No parameters.
    public static let notConst = FailureCode(rawValue: "not_const")
    /// `format`, when asserted. Parameters: `format` (its name).
    public static let format = FailureCode(rawValue: "format")
    /// `exclusiveMinimum`. Parameters: `minimum` (the bound, as written).
    public static let notAboveMinimum = FailureCode(rawValue: "not_above_minimum")
    /// `exclusiveMaximum`. Parameters: `maximum` (the bound, as written).
    public static let notBelowMaximum = FailureCode(rawValue: "not_below_maximum")
    /// `multipleOf`. Parameters: `divisor` (as written).
    public static let notMultipleOf = FailureCode(rawValue: "not_multiple_of")
    /// `required`. Parameters: `property`.
    public static let missingProperty = FailureCode(rawValue: "missing_property")
    /// `dependentRequired` (`dependencies` before 2019-09). Parameters: `property` (the one present),
    /// `dependency` (the one it requires).
    public static let missingDependency = FailureCode(rawValue: "missing_dependency")
    /// `additionalProperties`, `unevaluatedProperties` or `propertyNames` rejected a member.
    /// Parameters: `property`.
    public static let propertyNotAllowed = FailureCode(rawValue: "property_not_allowed")
    /// `minProperties`. Parameters: `minimum` (members).
    public static let tooFewProperties = FailureCode(rawValue: "too_few_properties")
    /// `maxProperties`. Parameters: `maximum` (members).
    public static let tooManyProperties = FailureCode(rawValue: "too_many_properties")
    /// `minItems`. Parameters: `minimum` (items).
    public static let tooFewItems = FailureCode(rawValue: "too_few_items")
    /// `maxItems`. Parameters: `maximum` (items).
    public static let tooManyItems = FailureCode(rawValue: "too_many_items")
    /// `uniqueItems`. Parameters: `index` (of the first item that repeats one before it, from 0).
    public static let duplicateItem = FailureCode(rawValue: "duplicate_item")
    /// `contains` with `minContains` (at least one by default). Parameters: `minimum` (items).
    public static let tooFewContained = FailureCode(rawValue: "too_few_contained")
    /// `maxContains`. Parameters: `maximum` (items).
    public static let tooManyContained = FailureCode(rawValue: "too_many_contained")
    /// `oneOf` matched by more than one schema. Parameters: `count` (the schemas matched).
    public static let severalAlternatives = FailureCode(rawValue: "several_alternatives")
    /// Validation could not decide the value exactly (a pattern past the engine's limits, schemas nested
    /// past the depth limit): not valid, never a guess. Parameters: `reason` (in English).
    public static let notDecided = FailureCode(rawValue: "not_decided")
    /// More failures than a result lists; the rest are left out. Parameters: `maximum` (failures).
    public static let tooManyFailures = FailureCode(rawValue: "too_many_failures")

    /// Every code of JSON Schema keywords of its own.
    static let schemaKeywords: [FailureCode] = [
        falseSchema, wrongType, notInEnum, notConst, format, notAboveMinimum, notBelowMaximum, notMultipleOf,
        missingProperty, missingDependency, propertyNotAllowed, tooFewProperties, tooManyProperties, tooFewItems,
        tooManyItems, duplicateItem, tooFewContained, tooManyContained, severalAlternatives, notDecided,
        tooManyFailures,
    ]
}
