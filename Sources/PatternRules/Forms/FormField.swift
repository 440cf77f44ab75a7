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
///
/// A check that needs a server is an ``AsyncValidationRule`` in ``asyncRules``: it runs once the
/// synchronous rules say valid, after a pause in typing (``debounce``), through
/// ``runAsyncChecks(clock:debounced:)``, and ``checkState`` says what it is doing. When messages show
/// is the field's ``messageTiming`` (``shownMessages``).
@Observable
public final class FormField<Value> {
    /// The rules, in the order their errors are reported.
    public var rules: [any ValidationRule<Value>] {
        didSet {
            cursors = nil
            valueChanged()
        }
    }
    /// The rules whose answer must be waited for, run after the synchronous ones say valid; their errors
    /// follow those of ``rules``.
    public var asyncRules: [any AsyncValidationRule<Value>] {
        didSet { valueChanged() }
    }
    /// How long the value must stay unchanged before ``asyncRules`` run: one check per pause in typing.
    public var debounce: Duration
    /// When ``shownMessages`` shows the messages.
    public var messageTiming: MessageTiming

    /// What ``asyncRules`` are doing for the current value.
    public internal(set) var checkState: AsyncCheckState = .notStarted
    /// Whether the user is in the field (``focusChanged(to:)``).
    public internal(set) var isEditing = false
    /// Whether the user left the field after editing it.
    public internal(set) var isTouched = false
    /// Whether a submit of the form was tried (``ValidatableForm/submit()``).
    public internal(set) var submitAttempted = false
    /// Counts the values the field has held: a check's answer lands only on the value it was asked about.
    @ObservationIgnored var edition = 0
    /// Applied to every value assigned, the initial one included (rounding a date, trimming text).
    @ObservationIgnored public let transform: ((Value) -> Value)?

    private var storedValue: Value
    private var initialValue: Value
    @ObservationIgnored private let isEqual: ((Value, Value) -> Bool)?
    var assignedSinceReset = false

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
            valueChanged()
        }
    }

    /// A new value, or new rules: no answer of the asynchronous rules holds any longer.
    private func valueChanged() {
        edition &+= 1
        if case .notStarted = checkState {} else { checkState = .notStarted }
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

    /// A field starting at `initialValue`, with `rules`, and `asyncRules` run after a pause of `debounce`
    /// in typing.
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [],
        asyncRules: [any AsyncValidationRule<Value>] = [], debounce: Duration = .milliseconds(400),
        messageTiming: MessageTiming = .afterLeaving, transform: ((Value) -> Value)? = nil
    ) {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.rules = rules
        self.asyncRules = asyncRules
        self.debounce = debounce
        self.messageTiming = messageTiming
        self.transform = transform
        self.isEqual = nil
    }

    /// A field starting at `initialValue`, with `rules`, and `asyncRules` run after a pause of `debounce`
    /// in typing; ``isDirty`` compares values.
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [],
        asyncRules: [any AsyncValidationRule<Value>] = [], debounce: Duration = .milliseconds(400),
        messageTiming: MessageTiming = .afterLeaving, transform: ((Value) -> Value)? = nil
    ) where Value: Equatable {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.rules = rules
        self.asyncRules = asyncRules
        self.debounce = debounce
        self.messageTiming = messageTiming
        self.transform = transform
        self.isEqual = { $0 == $1 }
    }

    /// Every synchronous rule's verdict on the current value, and every error in rule order.
    public var validation: Validation { rules.validate(value) }

    /// Every current violation, in rule order, each error as the rule was given it: the synchronous
    /// rules', then those the asynchronous rules answered for the current value.
    public var errors: [any Error] {
        guard case .done(let rejections) = checkState else { return validation.errors }
        return validation.errors + rejections
    }

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

    /// Whether every synchronous rule accepts the value (``isChecked`` adds the asynchronous rules).
    public var isValid: Bool { rules.allSatisfy { $0.isValid(value) } }

    /// Whether the value differs from the initial one (for values that are not `Equatable`: whether one
    /// was assigned since the field was created or reset).
    public var isDirty: Bool {
        guard assignedSinceReset else { return false }
        return isEqual.map { !$0(storedValue, initialValue) } ?? true
    }

    /// Back to the initial value, untouched, with no submit tried.
    public func reset() {
        storedValue = initialValue
        if cursors != nil, let text = storedValue as? String { follow(text) }
        assignedSinceReset = false
        (isTouched, submitAttempted) = (false, false)
        valueChanged()
    }
}
