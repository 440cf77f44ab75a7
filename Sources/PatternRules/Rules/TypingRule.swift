/// A rule on text whose verdict a typing cursor keeps: a ``FormField`` holds a ``Pattern/Cursor`` on
/// ``typingPattern`` and, on each keystroke, moves it over the new characters only and asks
/// ``verdict(typing:text:)``, instead of reading the whole text again. ``RegexRule``, ``EmailRule`` and
/// ``CallingCodeRule`` are typing rules, and so are the catalogue's entries and a rule set's fields that
/// compile to them.
///
/// A cursor is kept only where the pattern runs on the ``Engine/automaton``; on any other engine the
/// field asks ``ValidationRule/validate(_:)`` as for any rule.
public protocol TypingRule: ValidationRule where Value == String {
    /// The pattern the cursor runs.
    var typingPattern: Pattern { get }

    /// The error a failing value is reported with.
    var error: any Error { get }

    /// The text the cursor reads for `value`: `value` itself unless the rule reads it otherwise (a
    /// full-width `＋` as `+`).
    func typingText(for value: String) -> String

    /// The rule's verdict on `text`, given the cursor that has read ``typingText(for:)`` of it: the same
    /// as ``ValidationRule/verdict(for:)`` of `text`, in constant time on the automaton. By default the
    /// cursor's verdict alone.
    func verdict(typing cursor: Pattern.Cursor, text: String) -> Verdict
}

extension TypingRule {
    public func typingText(for value: String) -> String { value }

    public func verdict(typing cursor: Pattern.Cursor, text: String) -> Verdict {
        // On the automaton, where a cursor is kept, no limit stops a verdict.
        (try? cursor.verdict) ?? .incomplete
    }

    /// The rule's validation of `text`, given the cursor that has read ``typingText(for:)`` of it: the
    /// same as ``ValidationRule/validate(_:)`` of `text`.
    public func validation(typing cursor: Pattern.Cursor, text: String) -> Validation {
        Validation(verdict(typing: cursor, text: text), error: error)
    }
}

extension RegexRule: TypingRule {
    public var typingPattern: Pattern { pattern }
}
