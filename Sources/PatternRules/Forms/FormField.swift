import Observation

/// One field of a form: its value, the rules the value must satisfy, and what the user has changed.
///
/// A reference type, observable, so that a form (a class, `@Observable` or not, or a struct) can hold it
/// and ``ValidatableForm`` can find, validate and reset it by reflection. SwiftUI binds to it through the
/// form: `$form.emailField.value`.
///
/// ```swift
/// let email = FormField("", rules: [RequiredRule(), EmailRule()])
/// email.value = "adriano@"
/// email.verdict                    // .incomplete: say nothing yet
/// email.value = "adriano@mail.com"
/// email.isValid                    // true
/// let birth = FormField(Date.now, transform: { $0.zeroSeconds() })
/// ```
@Observable
public final class FormField<Value> {
    /// The rules, in the order their errors are reported.
    public var rules: [any ValidationRule<Value>] {
        didSet { cursors = nil }
    }
    /// Applied to every value assigned, the initial one included (rounding a date, trimming text).
    @ObservationIgnored public let transform: ((Value) -> Value)?

    private var storedValue: Value
    private var initialValue: Value
    @ObservationIgnored private let isEqual: ((Value, Value) -> Bool)?
    private var assignedSinceReset = false

    /// For a text field, a typing cursor per pattern rule running on the automaton, by rule index: a
    /// keystroke advances the automaton by the new characters only (see ``Pattern/Cursor``); finding
    /// which characters are new compares the old and new scalars. Rebuilt when the rules change.
    @ObservationIgnored private var cursors: [Int: Pattern.Cursor]? = nil

    /// The current value; assigning runs ``transform``.
    public var value: Value {
        get { storedValue }
        set {
            storedValue = transform?(newValue) ?? newValue
            assignedSinceReset = true
            if cursors != nil, let text = storedValue as? String { follow(text) }
        }
    }

    /// Moves every cursor to `text` in place (``Pattern/Cursor/update(to:)``): the automaton runs over
    /// the changed characters only, and no cursor's states are copied.
    private func follow(_ text: String) {
        // The keys are copied out first: a live view of them would share the dictionary and force a copy.
        guard let indices = cursors.map({ Array($0.keys) }) else { return }
        for index in indices { cursors?[index]?.update(to: text) }
    }

    /// The cursors for the current rules, made on first use.
    private func currentCursors() -> [Int: Pattern.Cursor] {
        if let cursors { return cursors }
        var byRule: [Int: Pattern.Cursor] = [:]
        if let text = storedValue as? String {
            for (index, rule) in rules.enumerated() {
                guard let regex = rule as? RegexRule, regex.pattern.engine == .automaton else { continue }
                byRule[index] = Pattern.Cursor(regex.pattern, text: text)
            }
        }
        cursors = byRule
        return byRule
    }

    /// A field starting at `initialValue`, with `rules`.
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [], transform: ((Value) -> Value)? = nil
    ) {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.rules = rules
        self.transform = transform
        self.isEqual = nil
    }

    /// A field starting at `initialValue`, with `rules`; ``isDirty`` compares values.
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [], transform: ((Value) -> Value)? = nil
    ) where Value: Equatable {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.rules = rules
        self.transform = transform
        self.isEqual = { $0 == $1 }
    }

    /// Every rule's verdict on the current value, and every error in rule order.
    public var validation: Validation { rules.validate(value) }

    /// Every current violation, in rule order, each error as the rule was given it.
    public var errors: [any Error] { validation.errors }

    /// The messages of ``errors`` in the user's language (``MessageLocale/current``); an app's own
    /// error keeps its own text.
    public var messages: [String] { messages(in: .current) }

    /// The messages of ``errors`` in `locale`; an app's own error keeps its own text.
    ///
    /// - Parameters:
    ///   - locale: The language of the library's messages.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The messages, in rule order.
    public func messages(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> [String] {
        validation.messages(in: locale, overrides: overrides)
    }

    /// The verdict of all the rules: incomplete while the value could still become valid. Pattern rules
    /// on the automaton answer from their typing cursor, without re-reading the text.
    public var verdict: Verdict {
        let cursors = currentCursors()
        var verdicts: [Verdict] = []
        verdicts.reserveCapacity(rules.count)
        for (index, rule) in rules.enumerated() {
            if let cursor = cursors[index], let verdict = try? cursor.verdict {
                verdicts.append(verdict)
            } else {
                verdicts.append(rule.verdict(for: value))
            }
        }
        return Verdict.all(verdicts)
    }

    /// Whether every rule accepts the value.
    public var isValid: Bool { rules.allSatisfy { $0.isValid(value) } }

    /// Whether the value differs from the initial one (for values that are not `Equatable`: whether one
    /// was assigned since the field was created or reset).
    public var isDirty: Bool {
        guard assignedSinceReset else { return false }
        return isEqual.map { !$0(storedValue, initialValue) } ?? true
    }

    /// Back to the initial value.
    public func reset() {
        storedValue = initialValue
        if cursors != nil, let text = storedValue as? String { follow(text) }
        assignedSinceReset = false
    }
}
