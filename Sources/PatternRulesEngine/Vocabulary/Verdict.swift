/// What an input is worth to a rule, at the moment it is checked.
///
/// Per-keystroke validation needs three answers, not two: an email field holding `adriano@` is not valid
/// yet, but it is not wrong either, because typing `mail.com` makes it valid. `adriano@@` is wrong for good.
///
/// ```swift
/// let email = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#)
/// try email.verdict(for: "ab@")        // .incomplete
/// try email.verdict(for: "ab@cd.ef")   // .valid
/// try email.verdict(for: "a b@")       // .invalid
/// ```
///
/// ``invalid`` is sound on every engine: it is never the answer for an input that some continuation
/// (characters appended at the end) would make valid. Where an engine cannot tell, it answers
/// ``incomplete``.
public enum Verdict: String, Sendable, Hashable, CaseIterable, Codable {
    /// The whole input satisfies the rule.
    case valid
    /// The input does not satisfy the rule yet, but appending characters could make it satisfy it.
    case incomplete
    /// No continuation of the input can satisfy the rule.
    case invalid

    /// Whether the verdict is ``valid``.
    public var isValid: Bool { self == .valid }
}

extension Verdict {
    /// The verdict of "every one of these holds": invalid if any is invalid, else incomplete if any is
    /// incomplete, else valid.
    @inlinable
    public static func all(_ verdicts: some Sequence<Verdict>) -> Verdict {
        var result = Verdict.valid
        for verdict in verdicts {
            if verdict == .invalid { return .invalid }
            if verdict == .incomplete { result = .incomplete }
        }
        return result
    }

    /// The verdict of "at least one of these holds": valid if any is valid, else incomplete if any is
    /// incomplete, else invalid.
    @inlinable
    public static func any(_ verdicts: some Sequence<Verdict>) -> Verdict {
        var result = Verdict.invalid
        for verdict in verdicts {
            if verdict == .valid { return .valid }
            if verdict == .incomplete { result = .incomplete }
        }
        return result
    }
}
