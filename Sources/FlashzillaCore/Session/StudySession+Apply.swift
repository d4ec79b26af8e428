/// The transitions. Each handler checks everything first and mutates only once the action
/// is accepted, so an ignored action leaves the session untouched.
///
/// While running, every action carrying a moment first checks the deadline: at or past it,
/// the session finishes as time-up and the action is not performed (`.expired`), whatever
/// the action was. `restart` is the exception: it throws the session away, so there is
/// nothing to protect.
extension StudySession {
    @discardableResult
    public mutating func apply(_ action: StudyAction) -> StudyActionResult {
        if action.checksDeadline, let now = action.moment, finishIfExpired(at: now) {
            return .expired
        }
        return switch action {
        case .start(let now): start(at: now)
        case .reveal: reveal()
        case .answer(let outcome, let now): answer(outcome, at: now)
        case .pause(let now): pause(at: now)
        case .resume(let now): resume(at: now)
        case .tick(let now): tick(at: now)
        case .undo(let now): undo(at: now)
        case .extendTime(let extra, let now): extendTime(by: extra, at: now)
        case .restart(let now, let seed): restart(at: now, seed: seed)
        }
    }

    private mutating func start(at now: Moment) -> StudyActionResult {
        switch phase {
        case .ready:
            guard !order.isEmpty else { return .ignored(.noCards) }
            clock.start(at: now)
            phase = .running
            return .applied
        case .running, .paused: return .ignored(.alreadyStarted)
        case .finished: return .ignored(.alreadyFinished)
        }
    }

    /// Only while running: the paused overlay and the ready screen keep cards hidden.
    private mutating func reveal() -> StudyActionResult {
        if let refusal = refusalUnlessRunning() { return .ignored(refusal) }
        isRevealed.toggle()
        return .applied
    }

    private mutating func answer(_ outcome: Outcome, at now: Moment) -> StudyActionResult {
        if let refusal = refusalUnlessRunning() { return .ignored(refusal) }
        clock.observe(now)
        let position = order.removeFirst()
        let requeued = outcome == .wrong && settings.requeueWrong
        if requeued { order.append(position) }
        switch outcome {
        case .correct: correctCount += 1
        case .wrong: wrongCount += 1
        }
        outcomes[deck.cards[position].id, default: []].append(outcome)
        history.append(AnsweredCard(position: position, outcome: outcome, requeued: requeued))
        isRevealed = false
        if order.isEmpty {
            // Freeze the clock (pausing it) so remaining and active time stop where they are,
            // and `undo` from the summary can resume it.
            clock.pause(at: now)
            phase = .finished(.allAnswered)
        }
        return .applied
    }

    private mutating func pause(at now: Moment) -> StudyActionResult {
        if let refusal = refusalUnlessRunning() { return .ignored(refusal) }
        clock.pause(at: now)
        phase = .paused
        return .applied
    }

    private mutating func resume(at now: Moment) -> StudyActionResult {
        switch phase {
        case .ready: return .ignored(.notStarted)
        case .running: return .ignored(.notPaused)
        case .finished: return .ignored(.alreadyFinished)
        case .paused:
            clock.resume(at: now)
            phase = .running
            return .applied
        }
    }

    private mutating func tick(at now: Moment) -> StudyActionResult {
        if let refusal = refusalUnlessRunning() { return .ignored(refusal) }
        clock.observe(now)
        return .applied
    }

    /// Allowed while running and after all cards were answered (back to running, the clock
    /// resuming from where it froze: time on the summary screen does not count). Refused
    /// after time-up: the deadline passed, so the result stands.
    private mutating func undo(at now: Moment) -> StudyActionResult {
        switch phase {
        case .ready: return .ignored(.notStarted)
        case .paused: return .ignored(.paused)
        case .finished(.timeUp): return .ignored(.timeUp)
        case .finished(.allAnswered):
            guard !history.isEmpty else { return .ignored(.nothingToUndo) }
            takeBackLastAnswer()
            clock.resume(at: now)
            phase = .running
            return .applied
        case .running:
            guard !history.isEmpty else { return .ignored(.nothingToUndo) }
            takeBackLastAnswer()
            clock.observe(now)
            return .applied
        }
    }

    /// Only while running (the deadline was checked first, so time has not run out) and timed.
    private mutating func extendTime(by extra: Duration, at now: Moment) -> StudyActionResult {
        if let refusal = refusalUnlessRunning() { return .ignored(refusal) }
        guard isTimed else { return .ignored(.untimed) }
        clock.observe(now)
        return clock.extend(by: extra) ? .applied : .ignored(.untimed)
    }

    /// Allowed from every phase; the result equals a new session with `seed`, started at `now`.
    private mutating func restart(at now: Moment, seed: UInt64) -> StudyActionResult {
        var fresh = StudySession(deck: deck, seed: seed, timeLimits: timeLimits)
        guard fresh.start(at: now) == .applied else { return .ignored(.noCards) }
        self = fresh
        return .applied
    }

    // MARK: - Helpers

    /// Why an action that needs a running session is refused, or nil when running.
    private func refusalUnlessRunning() -> StudyIgnoredReason? {
        switch phase {
        case .ready: .notStarted
        case .running: nil
        case .paused: .paused
        case .finished: .alreadyFinished
        }
    }

    /// Finishes as time-up when running and the deadline is reached at `now`.
    private mutating func finishIfExpired(at now: Moment) -> Bool {
        guard phase == .running, clock.isExpired(at: now) else { return false }
        clock.pause(at: now)
        phase = .finished(.timeUp)
        return true
    }

    /// Undoes the newest answer. Answers are undone newest first, so a requeued card is
    /// always the one at the bottom of the stack when its answer is taken back.
    private mutating func takeBackLastAnswer() {
        let last = history.removeLast()
        if last.requeued { order.removeLast() }
        order.insertFirst(last.position)
        switch last.outcome {
        case .correct: correctCount -= 1
        case .wrong: wrongCount -= 1
        }
        let id = deck.cards[last.position].id
        var cardOutcomes = outcomes[id] ?? []
        cardOutcomes.removeLast()
        // Drop the entry when empty so the session equals its state before the answer.
        outcomes[id] = cardOutcomes.isEmpty ? nil : cardOutcomes
        isRevealed = false
    }
}
