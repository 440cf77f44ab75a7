import PatternRules
import Testing

/// When a field's messages show (``MessageTiming``), and that a value that could still become valid is
/// never an error while the user types in the field.
@MainActor @Suite struct MessageTimingTests {
    enum Problem: Error, Equatable { case short, long }

    func field(_ timing: MessageTiming) -> FormField<String> {
        FormField(
            "", rules: [MinLengthRule(3, error: Problem.short), MaxLengthRule(5, error: Problem.long)],
            messageTiming: timing)
    }

    func shown(_ field: FormField<String>) -> [Problem?] { field.shownErrors.map { $0 as? Problem } }

    @Test func afterLeavingWaitsForTheUserToLeaveTheField() {
        let name = field(.afterLeaving)
        name.focusChanged(to: true)
        name.value = "ab"
        #expect(shown(name).isEmpty)
        name.value = "abcdefg"
        #expect(shown(name).isEmpty, "not touched yet")
        name.value = "ab"
        name.focusChanged(to: false)
        #expect(name.isTouched)
        #expect(shown(name) == [.short], "left too short: now an error")
        name.focusChanged(to: true)
        #expect(shown(name).isEmpty, "back in the field, still typing: too short is not wrong yet")
        name.value = "abcdefg"
        #expect(shown(name) == [.long], "too long is wrong whatever is typed next")
    }

    @Test func leavingWithoutAnEditTouchesNothing() {
        let name = field(.afterLeaving)
        name.focusChanged(to: true)
        name.focusChanged(to: false)
        #expect(!name.isTouched && shown(name).isEmpty)
    }

    @Test func onChangeShowsWhatTypingCannotFix() {
        let name = field(.onChange)
        #expect(shown(name).isEmpty, "nothing typed yet")
        name.focusChanged(to: true)
        name.value = "ab"
        #expect(shown(name).isEmpty, "too short while typing is not shown")
        name.value = "abcdefg"
        #expect(shown(name) == [.long])
        name.value = "ab"
        name.focusChanged(to: false)
        #expect(shown(name) == [.short])
    }

    @Test func onSubmitShowsNothingBeforeASubmit() {
        let name = field(.onSubmit)
        name.focusChanged(to: true)
        name.value = "abcdefg"
        name.focusChanged(to: false)
        #expect(shown(name).isEmpty)
        name.markSubmitAttempted()
        #expect(shown(name) == [.long])
        name.reset()
        #expect(!name.submitAttempted && shown(name).isEmpty, "a reset forgets the submit")
    }

    @Test func shownMessagesAreInTheLocale() {
        let name = FormField("", rules: [MinLengthRule(3)], messageTiming: .onSubmit)
        name.markSubmitAttempted()
        #expect(name.shownMessages(in: .english) == name.messages(in: .english))
        #expect(name.shownMessages(in: .english).count == 1)
    }
}
