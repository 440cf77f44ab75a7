/// Requires a password that satisfies a ``PasswordPolicy``; each unmet requirement is reported as an
/// ``UnmetPasswordRequirement`` error (in checklist order) unless one error is given.
///
/// ```swift
/// let rule = PasswordRule()
/// rule.verdict(for: "Ab1!")                  // .incomplete: too short, but typing more can fix it
/// rule.validate("Ab1!").messages             // ["At least 8 characters"]
/// rule.verdict(for: "Ab1!efgh")              // .valid
/// ```
public struct PasswordRule: ValidationRule, Sendable {
    public let policy: PasswordPolicy
    /// Reported instead of the unmet requirements when given.
    public let error: (any Error)?
    /// Reads the user's own inputs (name, email) at validation time, so the rule follows the form. For
    /// inputs held by a form's fields, which are not `Sendable`, use ``readingUserInputs(_:)``.
    let userInputs: @Sendable () -> [String]

    public init(
        _ policy: PasswordPolicy = .default, error: (any Error)? = nil,
        userInputs: @escaping @Sendable () -> [String] = { [] }
    ) {
        self.policy = policy
        self.error = error
        self.userInputs = userInputs
    }

    public func report(for value: String) -> PasswordReport {
        policy.report(for: value, userInputs: userInputs())
    }

    public func verdict(for value: String) -> Verdict {
        report(for: value).verdict
    }

    public func validate(_ value: String) -> Validation {
        validation(of: report(for: value))
    }

    /// The validation a report amounts to: each unmet requirement as an error, or the rule's error.
    func validation(of report: PasswordReport) -> Validation {
        if report.verdict == .valid { return .valid }
        if let error { return .failure(report.verdict, error) }
        return Validation(
            combining: report.unmet.map { .failure(report.verdict, UnmetPasswordRequirement(requirement: $0)) })
    }
}
