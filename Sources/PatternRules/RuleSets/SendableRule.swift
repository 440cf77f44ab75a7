/// The built-in and catalogue rules are existentials; they hold only Sendable values (patterns, errors,
/// tables), so the box is safe to share.
struct SendableRule: ValidationRule, @unchecked Sendable {
    let rule: any ValidationRule<String>
    func validate(_ value: String) -> Validation { rule.validate(value) }
    func verdict(for value: String) -> Verdict { rule.verdict(for: value) }
}
