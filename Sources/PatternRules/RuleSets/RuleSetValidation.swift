import Foundation
import PatternRulesSupport

/// The outcome of one record.
public struct RuleSetValidation: Sendable {
    public struct FieldResult: Sendable {
        public let name: String
        public let validation: Validation
        /// The field's own texts for failure codes (its `messages`).
        let messages: MessageOverrides

        init(name: String, validation: Validation, messages: MessageOverrides = MessageOverrides()) {
            (self.name, self.validation, self.messages) = (name, validation, messages)
        }
    }

    /// Every field, in rule-set order.
    public let fields: [FieldResult]
    /// Fields of the record the set does not name, when it does not allow them.
    public let unknownFields: [String]

    /// The verdict of all fields (an unknown field makes it invalid).
    public var verdict: Verdict { RuleSetFailures.verdict(of: fields, unknownFields: unknownFields) }

    public var isValid: Bool { verdict == .valid }

    /// One failure of one field of the record.
    public struct Failure: Sendable, Hashable {
        /// The field's name.
        public let field: String
        /// What is wrong with it, in the locale asked for.
        public let message: String
        /// The failure's stable code, `nil` for an app's own error type.
        public let code: FailureCode?
        /// The values the message names.
        public let parameters: [String: FailureParameter]
    }

    /// Every failure, in field order, then the unknown fields, with English messages: the data
    /// ``messages`` writes as text.
    public var failures: [Failure] { failures(in: .english) }

    /// Every failure with its message in `locale` (a field's own `messages` first).
    ///
    /// - Parameter locale: The language of the messages.
    /// - Returns: The failures, in field order, then the unknown fields.
    public func failures(in locale: MessageLocale) -> [Failure] {
        var messages = FailureMessages(locale: locale)
        var failures: [Failure] = []
        forEachFailure(messages: &messages) { field, failure in
            failures.append(
                Failure(field: field, message: failure.message, code: failure.code, parameters: failure.parameters))
        }
        return failures
    }

    /// Calls `body` with the field and the spelled failure of each failure, in the order of
    /// ``failures``, with messages taken from `messages` once spelled there, without collecting them: a
    /// bulk run writes them straight out for every failing record.
    package func forEachFailure(
        messages: inout FailureMessages, _ body: (_ field: String, _ failure: SpelledFailure) -> Void
    ) {
        RuleSetFailures.forEachFailure(of: fields, unknownFields: unknownFields, messages: &messages, body)
    }

    /// `field: message` for every failure, in field order, then the unknown fields.
    public var messages: [String] {
        failures.map { "\($0.field): \($0.message)" }
    }
}

/// A failure as output writes it: its message in the locale asked for, its code and parameters, and
/// its members as JSON, written once so that a bulk run copies them for every failing record.
package struct SpelledFailure: Sendable {
    package let message: String
    package let code: FailureCode?
    package let parameters: [String: FailureParameter]
    /// `"code": "too_short", "params": {"minimum": 8}, "message": "…"` (no code for an app's own error
    /// type), parameters sorted by name.
    package let jsonMembers: [UInt8]

    init(message: String, code: FailureCode?, parameters: [String: FailureParameter]) {
        (self.message, self.code, self.parameters) = (message, code, parameters)
        var json: [UInt8] = []
        if let code {
            json += Array("\"code\": ".utf8)
            JSONText.appendQuoted(code.rawValue, to: &json)
            json += Array(", ".utf8)
        }
        json += Array("\"params\": {".utf8)
        for (index, (name, value)) in parameters.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { json += Array(", ".utf8) }
            JSONText.appendQuoted(name, to: &json)
            json += Array(": ".utf8)
            switch value {
            case .count(let count): json += Array(String(count).utf8)
            case .text(let text): JSONText.appendQuoted(text, to: &json)
            case .list(let items):
                json += Array("[".utf8)
                for (position, item) in items.enumerated() {
                    if position > 0 { json += Array(", ".utf8) }
                    JSONText.appendQuoted(item, to: &json)
                }
                json += Array("]".utf8)
            }
        }
        json += Array("}, \"message\": ".utf8)
        JSONText.appendQuoted(message, to: &json)
        jsonMembers = json
    }
}

/// The failures of records, each spelled once in one locale: a bulk run reports the same few errors
/// (`Must be at most 8 characters long.`) for millions of records, and spelling one costs more than
/// finding it.
package struct FailureMessages {
    /// Past this many distinct errors, failures are spelled each time (a pattern rule's errors can name
    /// many patterns; memory stays bounded).
    static let limit = 1_024
    package let locale: MessageLocale
    private var spelled: [RuleError: SpelledFailure] = [:]
    private var spelledOthers: [AnyHashable: SpelledFailure] = [:]
    /// A schema keyword's failures, by their own type: every failing record of a bulk run spells some.
    private var spelledValues: [CodedFailureValue: SpelledFailure] = [:]

    package init(locale: MessageLocale = .english) {
        self.locale = locale
        unknownField = SpelledFailure(
            message: MessageCatalog.message(.unknownField, parameters: [:], in: locale), code: .unknownField,
            parameters: [:])
    }

    /// The failure of a record's field that the rule set does not name, spelled once.
    package let unknownField: SpelledFailure

    /// `error` spelled in the locale, a field's own `overrides` first.
    package mutating func spell(_ error: any Error, overrides: MessageOverrides) -> SpelledFailure {
        guard overrides.isEmpty else { return Self.spell(error, locale, overrides) }
        // The generic rules' errors by their own type (the common case, and a cheaper key); the built-in
        // rules' through `AnyHashable`.
        if let ruleError = error as? RuleError {
            if let known = spelled[ruleError] { return known }
            let failure = Self.spell(ruleError, locale, overrides)
            if spelled.count < Self.limit { spelled[ruleError] = failure }
            return failure
        }
        if let value = error as? CodedFailureValue { return spell(value) }
        let builtin: AnyHashable? =
            (error as? BuiltinRuleError).map(AnyHashable.init)
            ?? (error as? UnmetPasswordRequirement).map(AnyHashable.init)
        guard let key = builtin else { return Self.spell(error, locale, overrides) }
        if let known = spelledOthers[key] { return known }
        let failure = Self.spell(error, locale, overrides)
        if spelledOthers.count < Self.limit { spelledOthers[key] = failure }
        return failure
    }

    /// A schema keyword's failure spelled in the locale: called with its own type, it is neither boxed as
    /// an error nor cast back, once per failure of a bulk run.
    mutating func spell(_ value: CodedFailureValue) -> SpelledFailure {
        if let known = spelledValues[value] { return known }
        let failure = Self.spell(value, locale, MessageOverrides())
        if spelledValues.count < Self.limit { spelledValues[value] = failure }
        return failure
    }

    private static func spell(_ error: any Error, _ locale: MessageLocale, _ overrides: MessageOverrides)
        -> SpelledFailure
    {
        if let replaced = error as? ValidationMessage {
            return SpelledFailure(
                message: replaced.message, code: replaced.underlyingCode, parameters: replaced.underlyingParameters)
        }
        let coded = error as? any CodedFailure
        return SpelledFailure(
            message: error.failureMessage(in: locale, overrides: overrides), code: coded?.code,
            parameters: coded?.parameters ?? [:])
    }

}

/// What fails in one record, for a bulk reader that writes nothing about a field that passes: the
/// failing fields in rule-set order, then the fields the set does not name. Filled by
/// ``RuleSet/validate(members:failures:)``, which empties it first and keeps its storage, so one value
/// serves every record of a batch without an allocation per record.
package struct RuleSetFailures {
    /// The failing fields, in rule-set order.
    package private(set) var fields: [RuleSetValidation.FieldResult] = []
    /// Fields of the record the set does not name, when it does not allow them.
    package internal(set) var unknownFields: [String] = []

    package init() {}

    /// The record's verdict, as ``RuleSetValidation/verdict`` gives it.
    package var verdict: Verdict { Self.verdict(of: fields, unknownFields: unknownFields) }

    /// Whether every field was decided: `false` when a match limit stopped a field's pattern
    /// (``RegexRule`` answers `incomplete` with the ``MatchError``: nothing is known).
    package var isDecided: Bool {
        !fields.contains { field in field.validation.errors.contains { $0 is MatchError } }
    }

    mutating func removeAll() {
        fields.removeAll(keepingCapacity: true)
        unknownFields = []
    }

    mutating func add(field: RuleSet.Field, _ validation: Validation) {
        if validation.verdict != .valid {
            fields.append(.init(name: field.name, validation: validation, messages: field.messages))
        }
    }

    /// ``RuleSetValidation/forEachFailure(messages:_:)`` of the same record.
    package func forEachFailure(
        messages: inout FailureMessages, _ body: (_ field: String, _ failure: SpelledFailure) -> Void
    ) {
        Self.forEachFailure(of: fields, unknownFields: unknownFields, messages: &messages, body)
    }

    /// The verdict of all `fields` (an unknown field makes it invalid).
    static func verdict(of fields: [RuleSetValidation.FieldResult], unknownFields: [String]) -> Verdict {
        unknownFields.isEmpty ? Verdict.all(fields.lazy.map(\.validation.verdict)) : .invalid
    }

    /// Each error of each field that has one, in field order, then each unknown field.
    static func forEachFailure(
        of fields: [RuleSetValidation.FieldResult], unknownFields: [String], messages: inout FailureMessages,
        _ body: (_ field: String, _ failure: SpelledFailure) -> Void
    ) {
        for field in fields where !field.validation.errors.isEmpty {
            for error in field.validation.errors { body(field.name, messages.spell(error, overrides: field.messages)) }
        }
        for name in unknownFields { body(name, messages.unknownField) }
    }
}
