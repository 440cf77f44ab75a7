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
        get {
            access(keyPath: rulesPath)
            return storedRules
        }
        set {
            withMutation(keyPath: rulesPath) { storedRules = newValue }
            typing = nil
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
    public internal(set) var checkState: AsyncCheckState = .notStarted {
        didSet { checkHasStarted = !(checkState.isNotStarted) }
    }
    /// Whether ``checkState`` is other than not started, read by a keystroke without asking the
    /// observation registrar (whose key paths a generic class makes at run time, on every access).
    @ObservationIgnored private var checkHasStarted = false
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

    @ObservationIgnored private var storedValue: Value
    @ObservationIgnored private var storedRules: [any ValidationRule<Value>]
    /// The key paths ``value`` and ``rules`` are observed by, made once per field: a key path literal of
    /// a generic class is made at run time on every use, and the registrar asks for one on every read
    /// and write (a keystroke paid microseconds for them).
    @ObservationIgnored private lazy var valuePath: KeyPath<FormField, Value> = \.value
    @ObservationIgnored private lazy var rulesPath: KeyPath<FormField, [any ValidationRule<Value>]> = \.rules
    @ObservationIgnored private let initialValue: Value
    @ObservationIgnored private let isEqual: ((Value, Value) -> Bool)?
    /// Whether a value was assigned since the field was made or reset. Not observed itself: whatever reads
    /// it reads ``value`` too, which changes with it.
    @ObservationIgnored var assignedSinceReset = false

    /// For a text field, a typing cursor per ``TypingRule`` running on the automaton (``TypingCursors``):
    /// a keystroke advances each automaton by the new characters only. Made on first use, dropped when
    /// the rules change.
    @ObservationIgnored private var typing: TypingCursors? = nil

    /// The current value; assigning runs ``transform``.
    public var value: Value {
        get {
            access(keyPath: valuePath)
            return storedValue
        }
        set {
            let assigned = transform?(newValue) ?? newValue
            withMutation(keyPath: valuePath) { storedValue = assigned }
            assignedSinceReset = true
            if typing != nil, let text = assigned as? String { typing?.follow(text) }
            valueChanged()
        }
    }

    /// A new value, or new rules: no answer of the asynchronous rules holds any longer.
    private func valueChanged() {
        edition &+= 1
        if checkHasStarted { checkState = .notStarted }
    }

    /// The typing cursors for `rules`, made on first use over `value`; `nil` for a value that is not text.
    private func currentTyping(rules: [any ValidationRule<Value>], value: Value) -> TypingCursors? {
        if let typing { return typing }
        guard let text = value as? String, let textRules = rules as? [any ValidationRule<String>] else { return nil }
        typing = TypingCursors(rules: textRules, value: text)
        return typing
    }

    /// Each rule's validation of the current value: a typing rule's from its cursor, in constant time on
    /// the automaton; any other rule's by reading the value.
    func ruleValidations() -> [Validation] {
        let (rules, value) = (self.rules, self.value)
        let typing = currentTyping(rules: rules, value: value)
        return rules.indices.map { typing?.validation(ofRule: $0) ?? rules[$0].validate(value) }
    }

    /// A field starting at `initialValue`, with `rules`, and `asyncRules` run after a pause of `debounce`
    /// in typing.
    @_disfavoredOverload
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [],
        asyncRules: [any AsyncValidationRule<Value>] = [], debounce: Duration = .milliseconds(400),
        messageTiming: MessageTiming = .afterLeaving, transform: ((Value) -> Value)? = nil
    ) {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.storedRules = rules
        self.asyncRules = asyncRules
        self.debounce = debounce
        self.messageTiming = messageTiming
        self.transform = transform
        self.isEqual = nil
    }

    /// A field starting at `initialValue`, with `rules`, and `asyncRules` run after a pause of `debounce`
    /// in typing; ``isDirty`` compares values.
    @_disfavoredOverload
    public init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [],
        asyncRules: [any AsyncValidationRule<Value>] = [], debounce: Duration = .milliseconds(400),
        messageTiming: MessageTiming = .afterLeaving, transform: ((Value) -> Value)? = nil
    ) where Value: Equatable {
        let start = transform?(initialValue) ?? initialValue
        self.storedValue = start
        self.initialValue = start
        self.storedRules = rules
        self.asyncRules = asyncRules
        self.debounce = debounce
        self.messageTiming = messageTiming
        self.transform = transform
        self.isEqual = { $0 == $1 }
    }

    /// A field starting at `initialValue`, with `rules` (the initialiser of releases before asynchronous
    /// rules, kept so that a reference to it still compiles; the one above takes the rest).
    public convenience init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [], transform: ((Value) -> Value)? = nil
    ) {
        self.init(initialValue, rules: rules, asyncRules: [], transform: transform)
    }

    /// A field starting at `initialValue`, with `rules`; ``isDirty`` compares values (the initialiser of
    /// releases before asynchronous rules).
    public convenience init(
        _ initialValue: Value, rules: [any ValidationRule<Value>] = [], transform: ((Value) -> Value)? = nil
    ) where Value: Equatable {
        self.init(initialValue, rules: rules, asyncRules: [], transform: transform)
    }

    /// Every synchronous rule's verdict on the current value, and every error in rule order. Typing rules
    /// answer from their cursor, without reading the text again.
    public var validation: Validation { Validation(combining: ruleValidations()) }

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

    /// The verdict of all the rules: incomplete while the value could still become valid. Typing rules
    /// on the automaton answer from their cursor, without re-reading the text.
    public var verdict: Verdict {
        let (rules, value) = (self.rules, self.value)
        let typing = currentTyping(rules: rules, value: value)
        var verdict = Verdict.valid
        for (index, rule) in rules.enumerated() {
            switch typing?.verdict(ofRule: index) ?? rule.verdict(for: value) {
            case .invalid: return .invalid
            case .incomplete: verdict = .incomplete
            case .valid: break
            }
        }
        return verdict
    }

    /// Whether every synchronous rule accepts the value (``isChecked`` adds the asynchronous rules).
    public var isValid: Bool { verdict == .valid }

    /// Whether the value differs from the initial one (for values that are not `Equatable`: whether one
    /// was assigned since the field was created or reset).
    public var isDirty: Bool {
        let current = value
        guard assignedSinceReset else { return false }
        return isEqual.map { !$0(current, initialValue) } ?? true
    }

    /// Back to the initial value, untouched, with no submit tried.
    public func reset() {
        withMutation(keyPath: valuePath) { storedValue = initialValue }
        if typing != nil, let text = storedValue as? String { typing?.follow(text) }
        assignedSinceReset = false
        (isTouched, submitAttempted) = (false, false)
        valueChanged()
    }
}
