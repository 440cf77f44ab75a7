import Foundation
import PatternRulesSupport

/// A declarative rule set, compiled once into a validator for records (a form submission, a line of a
/// JSON Lines or CSV file): each field's checks become compiled rules, patterns JIT-compiled.
///
/// ```json
/// {
///   "name": "signup",
///   "fields": [
///     {"name": "email", "required": true, "rule": "email", "message": "Enter a valid email address."},
///     {"name": "password", "required": true, "rule": "password"},
///     {"name": "confirm", "required": true, "equals": "password", "message": "Passwords do not match."},
///     {"name": "postcode", "catalogue": "postal-code.gb"},
///     {"name": "age", "integer": {"min": 18, "max": 130}},
///     {"name": "plan", "oneOf": ["free", "pro"]},
///     {"name": "nickname", "minLength": 3, "maxLength": 16, "pattern": "[a-z0-9_]+"}
///   ]
/// }
/// ```
///
/// A field that is not `required` and is missing or empty passes its other checks. Checks run in a fixed
/// order (required, lengths, pattern, catalogue, rule, oneOf, integer, number, equals), and every
/// failure is reported, with the field's `message` when it has one. The schema is documented in
/// docs/RULESETS.md.
public struct RuleSet: Sendable {
    /// One field: its name and compiled checks.
    public struct Field: Sendable {
        public let name: String
        public let isRequired: Bool
        /// What validation reads, behind one reference: a field is copied for every record validated,
        /// and each stored reference would cost that copy a retain and its release an atomic operation
        /// on a count every thread shares.
        private let compiled: Compiled

        var checks: [RuleSetCheck] { compiled.checks }
        var equals: String? { compiled.equals }
        /// A password policy, with the fields whose values the password must not contain.
        var password: (policy: PasswordPolicy, userInputFields: [String])? { compiled.password }
        var message: String? { compiled.message }
        /// The field's own texts for failure codes, by locale.
        var messages: MessageOverrides { compiled.messages }
        /// The field as the JSON gives it: what ``RuleSet/compared(with:examples:)`` and the export read.
        var spec: RuleSetDocument.FieldSpec { compiled.spec }
        /// The field's whole language, when every check is regular (``FieldLanguage``): its verdict is
        /// the field's, exact where checks judged one by one may call a value `incomplete` that no
        /// continuation satisfies them all, and the same as the exported automaton's in a browser.
        var automaton: AutomatonProgram? { compiled.automaton }

        private final class Compiled: Sendable {
            let checks: [RuleSetCheck]
            let equals: String?
            let password: (policy: PasswordPolicy, userInputFields: [String])?
            let message: String?
            let messages: MessageOverrides
            let spec: RuleSetDocument.FieldSpec
            let automaton: AutomatonProgram?

            init(
                checks: [RuleSetCheck], equals: String?, password: (policy: PasswordPolicy, userInputFields: [String])?,
                message: String?, spec: RuleSetDocument.FieldSpec, automaton: AutomatonProgram?
            ) {
                (self.checks, self.equals, self.password) = (checks, equals, password)
                (self.message, self.spec, self.automaton) = (message, spec, automaton)
                messages = MessageOverrides(spec.messages ?? [:])
            }
        }

        init(
            name: String, isRequired: Bool, checks: [RuleSetCheck], equals: String?,
            password: (policy: PasswordPolicy, userInputFields: [String])?, message: String?,
            spec: RuleSetDocument.FieldSpec, automaton: AutomatonProgram?
        ) {
            (self.name, self.isRequired) = (name, isRequired)
            compiled = Compiled(
                checks: checks, equals: equals, password: password, message: message, spec: spec, automaton: automaton)
        }
    }

    public let name: String?
    /// The fields, in the order the JSON lists them.
    public let fields: [Field]
    /// Whether a record may carry fields the set does not name.
    public let allowsOtherFields: Bool
    /// The fields' names, built once: every record's keys are looked up in it.
    private let fieldNames: Set<String>
    /// The fields' names as a record's keys are matched, by their bytes: built once for every reader.
    let fieldKeys: JSONKeys

    /// Compiles a rule set from its JSON text.
    ///
    /// - Throws: ``RuleSetError`` with the path of the first problem: invalid JSON, an unknown key, a
    ///   wrong type, a pattern that does not compile, an unknown rule or catalogue id, an `equals` that
    ///   names no field.
    public init(json: Data, engine: Engine? = nil) throws(RuleSetError) {
        self = try RuleSetCompiler(engine: engine).compile(json)
    }

    /// Compiles the rule set in the file at `url`.
    public init(contentsOf url: URL, engine: Engine? = nil) throws(RuleSetError) {
        try self.init(json: try Self.document(at: url), engine: engine)
    }

    /// The JSON text of the rule set file at `url`, for a caller that compiles it more than once.
    package static func document(at url: URL) throws(RuleSetError) -> Data {
        if let problem = FileKind.fileProblem(url.path) {
            throw RuleSetError(path: "", message: "cannot read the rule set \(url.path): \(problem)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw RuleSetError(path: "", message: "cannot read the rule set \(url.path): \(error.localizedDescription)")
        }
    }

    init(name: String?, fields: [Field], allowsOtherFields: Bool) {
        self.name = name
        self.fields = fields
        self.allowsOtherFields = allowsOtherFields
        fieldNames = Set(fields.map(\.name))
        fieldKeys = JSONKeys(fields.map(\.name))
    }

    /// Validates one record; a missing field is the empty string.
    public func validate(_ record: [String: String]) -> RuleSetValidation {
        validation { validateFields(of: record, $0) }
    }

    /// Validates one record given as its members in the order they were read (a parsed line), without
    /// a dictionary. The same answer as ``validate(_:)`` of the same pairs; the readers give distinct
    /// names, and should a name repeat, its first value counts, whatever the record's width.
    package func validate(members: [(name: String, value: String)]) -> RuleSetValidation {
        validation { validateFields(ofMembers: members, $0) }
    }

    /// ``validate(members:)`` for a bulk reader that writes only what fails: the failing fields and
    /// the unknown ones go into `failures` (emptied first, its storage kept), and no result is made for
    /// a field that passes. The same verdict and failures, in the same order, as ``validate(members:)``.
    package func validate(members: [(name: String, value: String)], failures: inout RuleSetFailures) {
        failures.removeAll()
        failures.unknownFields = validateFields(ofMembers: members) { failures.add(field: $0, $1) }
    }

    /// The validation of every field, in rule-set order, that `validateEach` hands over, with the unknown
    /// fields it returns.
    private func validation(
        _ validateEach: (_ result: (Field, Validation) -> Void) -> [String]
    ) -> RuleSetValidation {
        var results: [RuleSetValidation.FieldResult] = []
        results.reserveCapacity(fields.count)
        let unknown = validateEach { results.append(.init(name: $0.name, validation: $1, messages: $0.messages)) }
        return RuleSetValidation(fields: results, unknownFields: unknown)
    }

    /// ``validateFields(of:_:)`` of members as read: found by a scan while the record is narrow, through
    /// a dictionary past ``RuleSetMembers/scanLimit`` (a scan per field would cost the square of the
    /// record's width), the first value of a repeated name counting.
    private func validateFields(
        ofMembers members: [(name: String, value: String)], _ result: (Field, Validation) -> Void
    ) -> [String] {
        guard members.count <= RuleSetMembers.scanLimit else {
            let record = Dictionary(members.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            return validateFields(of: record, result)
        }
        return validateFields(of: RuleSetMembers(members: members), result)
    }

    /// Validates each field of `record` in rule-set order, handing `result` the field and its validation,
    /// and returns the record's fields the set does not name when it does not allow them (sorted).
    private func validateFields(of record: some RuleSetRecord, _ result: (Field, Validation) -> Void) -> [String] {
        var present = 0
        // Borrowed in place: a loop over `fields` would copy each field, a retain per stored reference.
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                let found = record.value(of: fields[index].name, expectedAt: index)
                if found != nil { present += 1 }
                result(fields[index], fields[index].validate(found ?? "", in: record))
            }
        }
        // Field names are distinct, so a record with as many keys as fields found has no other key.
        guard !allowsOtherFields && present < record.fieldCount else { return [] }
        var unknown = record.fieldNames.filter { !fieldNames.contains($0) }
        if unknown.count > 1 { unknown.sort() }
        return unknown
    }
}

extension RuleSet.Field {
    func validate(_ value: String, in record: some RuleSetRecord) -> Validation {
        if value.isEmpty { return isRequired ? missingValue() : .valid }
        var exactVerdict: Verdict?
        if let automaton {
            var text = value
            let verdict = text.withUTF8 { automaton.verdict($0) }
            if verdict == .valid { return .valid }
            exactVerdict = verdict
        }
        // Only the checks that fail make a `Validation`; combining the failures alone gives the same
        // verdict and errors as combining every check (`Validation(combining:)` passes over valid ones).
        var failures: [Validation] = []
        for check in checks {
            if let failure = check.failure(of: value) { failures.append(failure) }
        }
        if let equals {
            // The same rule a form uses for a confirmation field, reading the other field of this record.
            failures.append(EqualRule(record.value(of: equals) ?? "").validate(value))
        }
        if let password {
            let inputs = password.userInputFields.compactMap { record.value(of: $0) }.filter { !$0.isEmpty }
            failures.append(PasswordRule(password.policy, userInputs: { inputs }).validate(value))
        }
        var combined = failures.isEmpty ? Validation.valid : Validation(combining: failures)
        if let exactVerdict, combined.verdict != exactVerdict {
            combined = Validation(verdict: exactVerdict, errors: combined.errors)
        }
        guard let message, !combined.isValid else { return combined }
        return .failure(combined.verdict, ValidationMessage(message: message, replacing: combined.errors.first))
    }

    /// A required field with no value (absent, empty or `null`): one failure, "required", whatever the
    /// engine, and `incomplete` (filling it in may still pass) unless no value could pass at all, which
    /// the automaton knows where it reads the field.
    private func missingValue() -> Validation {
        var empty = ""
        let verdict: Verdict = automaton.map { automaton in empty.withUTF8 { automaton.verdict($0) } } ?? .incomplete
        let error: any Error =
            message.map { ValidationMessage(message: $0, replacing: RuleError.required) } ?? RuleError.required
        return .failure(verdict == .invalid ? .invalid : .incomplete, error)
    }
}
