import Foundation

/// The outcome of one record.
public struct RuleSetValidation: Sendable {
    public struct FieldResult: Sendable {
        public let name: String
        public let validation: Validation
    }

    /// Every field, in rule-set order.
    public let fields: [FieldResult]
    /// Fields of the record the set does not name, when it does not allow them.
    public let unknownFields: [String]

    /// The verdict of all fields (an unknown field makes it invalid).
    public var verdict: Verdict { RuleSetFailures.verdict(of: fields, unknownFields: unknownFields) }

    public var isValid: Bool { verdict == .valid }

    /// One message about one field of the record.
    public struct Failure: Sendable, Hashable {
        /// The field's name.
        public let field: String
        /// What is wrong with it.
        public let message: String
    }

    /// Every failure, in field order, then the unknown fields: the data ``messages`` writes as text.
    public var failures: [Failure] {
        var messages = FailureMessages()
        return failures(messages: &messages)
    }

    /// ``failures``, with messages taken from `messages` as ``forEachFailure(messages:_:)`` does.
    package func failures(messages: inout FailureMessages) -> [Failure] {
        var failures: [Failure] = []
        forEachFailure(messages: &messages) { failures.append(Failure(field: $0, message: $1)) }
        return failures
    }

    /// Calls `body` with the field and message of each failure, in the order of ``failures``, without
    /// collecting them: a bulk run writes them straight out for every failing record.
    package func forEachFailure(_ body: (_ field: String, _ message: String) -> Void) {
        var messages = FailureMessages()
        forEachFailure(messages: &messages, body)
    }

    /// ``forEachFailure(_:)``, with the messages of the built-in rules' errors taken from `messages`
    /// once spelled there.
    package func forEachFailure(messages: inout FailureMessages, _ body: (_ field: String, _ message: String) -> Void) {
        RuleSetFailures.forEachFailure(of: fields, unknownFields: unknownFields, messages: &messages, body)
    }

    /// `field: message` for every failure, in field order, then the unknown fields.
    public var messages: [String] {
        failures.map { "\($0.field): \($0.message)" }
    }
}

/// The messages of failures, each spelled once: a bulk run reports the same few errors (`Must be at most
/// 8 characters long.`) for millions of records, and spelling one costs more than finding it.
package struct FailureMessages {
    /// Past this many distinct errors, messages are spelled each time (a pattern rule's errors can name
    /// many patterns; memory stays bounded).
    static let limit = 1_024
    private var spelled: [RuleError: String] = [:]

    package init() {}

    /// The message of `error`, as ``RuleSetValidation/failures`` gives it.
    package mutating func message(for error: any Error) -> String {
        guard let ruleError = error as? RuleError else { return error.validationMessage }
        if let message = spelled[ruleError] { return message }
        let message = ruleError.message
        if spelled.count < Self.limit { spelled[ruleError] = message }
        return message
    }
}

/// What fails in one record, for a bulk reader that writes nothing about a field that passes: the
/// failing fields in rule-set order, then the fields the set does not name. Filled by
/// ``RuleSet/validate(members:failures:)``, which empties it first and keeps its storage, so one value
/// serves every record of a batch without an allocation per record.
package struct RuleSetFailures {
    /// The message of a field the rule set does not name.
    static let unknownFieldMessage = "not a field of this rule set"

    /// The failing fields, in rule-set order.
    package private(set) var fields: [RuleSetValidation.FieldResult] = []
    /// Fields of the record the set does not name, when it does not allow them.
    package internal(set) var unknownFields: [String] = []

    package init() {}

    /// The record's verdict, as ``RuleSetValidation/verdict`` gives it.
    package var verdict: Verdict { Self.verdict(of: fields, unknownFields: unknownFields) }

    mutating func removeAll() {
        fields.removeAll(keepingCapacity: true)
        unknownFields = []
    }

    mutating func add(field: RuleSet.Field, _ validation: Validation) {
        if validation.verdict != .valid { fields.append(.init(name: field.name, validation: validation)) }
    }

    /// ``RuleSetValidation/forEachFailure(messages:_:)`` of the same record.
    package func forEachFailure(messages: inout FailureMessages, _ body: (_ field: String, _ message: String) -> Void) {
        Self.forEachFailure(of: fields, unknownFields: unknownFields, messages: &messages, body)
    }

    /// The verdict of all `fields` (an unknown field makes it invalid).
    static func verdict(of fields: [RuleSetValidation.FieldResult], unknownFields: [String]) -> Verdict {
        unknownFields.isEmpty ? Verdict.all(fields.lazy.map(\.validation.verdict)) : .invalid
    }

    /// Each error of each field that has one, in field order, then each unknown field.
    static func forEachFailure(
        of fields: [RuleSetValidation.FieldResult], unknownFields: [String], messages: inout FailureMessages,
        _ body: (_ field: String, _ message: String) -> Void
    ) {
        for field in fields where !field.validation.errors.isEmpty {
            for error in field.validation.errors { body(field.name, messages.message(for: error)) }
        }
        for name in unknownFields { body(name, unknownFieldMessage) }
    }
}
