extension FormField {
    /// Runs ``asyncRules`` on the current value, once the value has stayed unchanged for ``debounce``,
    /// and sets ``checkState`` with their answer, on the caller's actor.
    ///
    /// Call it on every change, cancelling the call before: SwiftUI's `.task(id:)` does both
    /// (`.task(id: field.value) { await field.runAsyncChecks() }`). An edit during the pause cancels the
    /// call, so `n` edits inside the interval run the rules once; an edit while they run cancels them,
    /// and an answer that still arrives for an older value is dropped. Nothing runs while a
    /// synchronous rule says the value is not valid (the state stays ``AsyncCheckState/notStarted``), nor
    /// when the rules have already answered for this value.
    ///
    /// - Parameters:
    ///   - clock: Where the pause is measured; a test passes a clock it advances by hand.
    ///   - debounced: `false` runs the rules at once (a submit waits for them, ``ValidatableForm/submit()``).
    public nonisolated(nonsending) func runAsyncChecks<C: Clock>(
        clock: C = ContinuousClock(), debounced: Bool = true
    ) async where C.Duration == Duration {
        guard !asyncRules.isEmpty, !checkState.hasAnswered, verdict == .valid else { return }
        let asked = edition
        let value = self.value
        if debounced, debounce > .zero {
            checkState = .waiting
            do {
                try await clock.sleep(for: debounce)
            } catch {
                // Cancelled during the pause: the edit that cancelled it has reset the state already, or
                // the caller went away and nothing was asked.
                if edition == asked { checkState = .notStarted }
                return
            }
            guard edition == asked else { return }
        }
        checkState = .running
        var rejections: [any Error] = []
        for rule in asyncRules {
            let answer: (any Error)?
            do {
                answer = try await rule.check(value)
            } catch {
                guard edition == asked else { return }
                checkState = Task.isCancelled || error is CancellationError ? .notStarted : .failed(error)
                return
            }
            guard edition == asked else { return }
            if Task.isCancelled {
                checkState = .notStarted
                return
            }
            if let answer { rejections.append(answer) }
        }
        checkState = .done(rejections)
    }

    /// Whether every rule, synchronous and asynchronous, accepts the current value: the asynchronous ones
    /// answered for it and found nothing wrong.
    public var isChecked: Bool {
        isValid && (asyncRules.isEmpty || checkState.passed)
    }
}
