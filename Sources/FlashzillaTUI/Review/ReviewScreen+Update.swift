import Foundation
import FlashzillaCore

extension ReviewScreen {
    /// What an event means here now; nil for what it ignores. Where the card cannot be
    /// drawn, it can be neither turned nor rated blind.
    public func message(for event: InputEvent, in context: ScreenContext) -> ReviewMessage? {
        guard let message = message(for: event) else { return nil }
        if layout(for: context.size).isTooSmall, message.needsTheCard { return nil }
        return message
    }

    /// What an event means whatever the size. With help open any key closes it (but
    /// Ctrl-Z, which belongs to the terminal's job control).
    func message(for event: InputEvent) -> ReviewMessage? {
        if let typing = typingMessage(for: event) { return typing }
        switch event {
        case .key(let key):
            if isChoosingFlag, !isHelpVisible {
                // f then a digit: the flag of that number; any other key lets it go.
                if case .character(let c) = key, let n = c.wholeNumberValue, let flag = CardFlag(rawValue: n) { return .marked(.flag(flag)) }
                return .flagKeyPressed
            }
            var bound = activeKeymap.action(for: key)
            if key == .backTab, bound != nil { bound = .buttonFocusMoved(forward: false) }
            if key == .up || key == .character("k"), bound != nil { bound = .answerScrolled(by: -1) }
            // Help that does not fit scrolls with the same keys; any other key closes it.
            if isHelpVisible, case .answerScrolled = bound { return bound }
            if isHelpVisible, bound != .suspendRequested { return .helpToggled }
            return bound
        case .resize: return .resized
        case .tick: return .ticked
        case .mouse, .focusGained, .focusLost, .paste: return nil
        }
    }

    /// Applies an event at `now` for a terminal of `size` (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent, now: Moment, size: Size) -> [ReviewEffect] {
        handle(event, in: ScreenContext(moment: now, date: date(at: now), size: size))
    }

    public mutating func update(_ message: ReviewMessage, in context: ScreenContext) -> [ReviewEffect] {
        update(message, now: context.moment, size: context.size)
    }

    @discardableResult
    mutating func update(_ message: ReviewMessage, now: Moment, size: Size) -> [ReviewEffect] {
        if message != .ticked, message != .resized, !message.isAnswer { editNote = nil }
        switch message {
        case .cardEdited(let card):
            cardEdited(card, at: now)
        case .editFailed(let note):
            editStartedAt = nil
            editNote = note
        case .saveFailed(let note):
            problem = note
        case .saveRecovered:
            problem = nil
        case .answerRevealed:
            isHelpVisible = false
            guard !isRevealed, session.currentCard != nil else { return [] }
            isRevealed = true
            flip = options.animations ? FlipAnimation(start: now, toRevealed: true) : nil
        case .answerTyped(let event):
            typeAnswer(event)
        case .rated(let rating):
            isHelpVisible = false
            return rate(rating, at: now)
        case .undone:
            isHelpVisible = false
            guard let undo = session.undo() else { return [] }
            showCard(at: now)
            if let card = session.currentCard, !undo.undoesAnswer {
                let note = undo.siblingMarks.isEmpty ? "" : " and the other cards of its note"
                feedback = "Undone: mark on “\(SafeText.sanitize(card.prompt))”\(note)"
            } else if !options.animations, let card = session.currentCard {
                feedback = "Undone: answer to “\(SafeText.sanitize(card.prompt))”"
            }
            // Custom study that does not reschedule stored no answer: only marks go back.
            if !session.reschedules, undo.undoesAnswer {
                guard undo.marks != nil || !undo.siblingMarks.isEmpty else { return [] }
                return [.undo(ReviewUndo(deckID: undo.deckID, cardID: undo.cardID, restoring: undo.restoring,
                                         undoesAnswer: false, marks: undo.marks, siblingMarks: undo.siblingMarks))]
            }
            return [.undo(undo)]
        case .editRequested:
            isHelpVisible = false
            isChoosingFlag = false
            guard let card = session.currentCard else { return [] }
            editStartedAt = now
            return [.editCard(card.id)]
        case .answerScrolled(let delta) where isHelpVisible:
            helpScroll = min(max(0, helpScroll + delta), helpKeymap.bindings.count)
        case .marked(let action):
            isHelpVisible = false
            isChoosingFlag = false
            return mark(action, at: now)
        case .markedNote(let action):
            isHelpVisible = false
            isChoosingFlag = false
            return markNote(action, at: now)
        case .flagKeyPressed:
            isChoosingFlag.toggle()
            guard session.currentCard != nil else { isChoosingFlag = false; return [] }
            if isChoosingFlag { feedback = "Flag: press 1 red, 2 orange, 3 green, 4 blue, 5 pink, 6 turquoise, 7 purple" }
            else { feedback = nil }
        case .answerScrolled(let delta):
            let layout = layout(for: size)
            guard isRevealed, !layout.isTooSmall, let card = session.currentCard else { return [] }
            // Clamped to the rows there are, so ↑ after many ↓ moves at once.
            let face = CardFace(prompt: card.prompt, answer: card.answer, revealed: true, card: layout.card,
                                answerScroll: answerScrollRows(for: card) + delta)
            answerScroll = AnswerScroll(card: card.id, rows: face.answerHiddenAbove)
        case .buttonFocusMoved(let forward):
            guard options.answerButtons, isRevealed else { return [] }
            buttonFocus = Self.focus(after: buttonFocus, forward: forward)
        case .soundReplayRequested:
            return mediaKeyApplies(message) ? [.replaySounds] : []
        case .imageOpenRequested:
            return mediaKeyApplies(message) ? [.openImages] : []
        case .helpToggled:
            isHelpVisible.toggle()
            helpScroll = 0
        case .leaveRequested:
            isHelpVisible = false
            return [.leave]
        case .suspendRequested:
            return [.suspend]
        case .ticked:
            clearFinishedMotion(at: now)
            if session.wake(at: date(at: now)) { showCard(at: now) }
        case .resized:
            break
        }
        return []
    }

    /// Answers a revealed card; the next one goes on show at once and the answer leaves
    /// to be stored. An unrevealed card cannot be rated.
    private mutating func rate(_ rating: FSRSRating, at now: Moment) -> [ReviewEffect] {
        guard isRevealed, let card = session.currentCard else { return [] }
        let milliseconds = Int(Motion.seconds(now - shownAt) * 1000)
        guard let answer = session.answer(rating, at: date(at: now), milliseconds: milliseconds) else { return [] }
        showCard(at: now)
        problem = nil
        feedback = options.animations ? nil : Self.feedback(rating, after: answer.after, at: date(at: now))
        if let leech = session.leechFound {
            // Said whatever the motion: the card may leave the queue for good.
            let said = "Leech: “\(SafeText.sanitize(card.prompt))”" + (leech.marks.isSuspended ? ", suspended" : "")
            feedback = feedback.map { $0 + ". " + said } ?? said
            if options.animations {
                swipe = SwipeAnimation(card: card, wasRevealed: true, outcome: .wrong, start: now, startOffset: 0)
                swipeRating = rating
            }
            return [.record(answer), .setMarks(leech)]
        }
        if options.animations {
            swipe = SwipeAnimation(card: card, wasRevealed: true, outcome: rating == .again ? .wrong : .correct,
                                   start: now, startOffset: 0)
            swipeRating = rating
        }
        // Custom study that does not reschedule (forgotten cards, a tag, a preview) keeps nothing.
        return session.reschedules ? [.record(answer)] : []
    }

    /// Suspends, buries or flags the card on show; the words say so whatever the motion
    /// (a suspended or buried card leaves without being answered).
    private mutating func mark(_ action: CardMarkAction, at now: Moment) -> [ReviewEffect] {
        guard let card = session.currentCard, let change = session.mark(action, at: date(at: now)) else { return [] }
        let prompt = "“\(SafeText.sanitize(card.prompt))”"
        switch action {
        case .suspend: feedback = "Suspended \(prompt)"
        case .bury: feedback = "Buried until tomorrow"
        case .flag: feedback = change.marks.flag.map { "Flag: \($0.name)" } ?? "Flag cleared"
        }
        if session.currentCard?.id != card.id { showCard(at: now) }
        problem = nil
        return [.setMarks(change)]
    }

    /// Suspends or buries every card of the note of the card on show; the words say how
    /// many cards went with it.
    private mutating func markNote(_ action: CardMarkAction, at now: Moment) -> [ReviewEffect] {
        guard let card = session.currentCard else { return [] }
        let changes = session.markNote(action, at: date(at: now))
        guard !changes.isEmpty else { return [] }
        let prompt = "“\(SafeText.sanitize(card.prompt))”"
        let others = changes.count - 1
        let with = others == 0 ? "" : others == 1 ? " and 1 more card of its note" : " and \(others) more cards of its note"
        switch action {
        case .suspend: feedback = "Suspended \(prompt)\(with)"
        case .bury: feedback = others == 0 ? "Buried until tomorrow" : "Buried \(prompt)\(with) until tomorrow"
        case .flag: feedback = changes[0].marks.flag.map { "Flag: \($0.name)" } ?? "Flag cleared"
        }
        if session.currentCard?.id != card.id { showCard(at: now) }
        problem = nil
        return changes.map { .setMarks($0) }
    }

    /// "Good — next in 4 days": the answer and what it did, for when nothing slides.
    static func feedback(_ rating: FSRSRating, after: FSRSCardState?, at date: Date) -> String {
        guard let due = after?.due else { return ratingName(rating) }
        return "\(ratingName(rating)) — next in \(TimeUntilText.describe(from: date, to: due))"
    }

    /// A (new or returned) card on show: question side, no focus, its timer from `now`.
    private mutating func showCard(at now: Moment) {
        isRevealed = false
        buttonFocus = nil
        flip = nil
        swipe = nil
        swipeRating = nil
        shownAt = now
    }

    private mutating func clearFinishedMotion(at now: Moment) {
        if swipe?.isFinished(at: now) == true {
            swipe = nil
            swipeRating = nil
        }
        if flip?.isFinished(at: now) == true { flip = nil }
    }

    /// Tab order: the card, Again, Hard, Good, Easy, back to the card.
    static func focus(after focus: FSRSRating?, forward: Bool) -> FSRSRating? {
        let order: [FSRSRating?] = [nil] + FSRSRating.allCases.map { $0 }
        let index = order.firstIndex(of: focus) ?? 0
        return order[(index + (forward ? 1 : order.count - 1)) % order.count]
    }

    /// How long the run loop may wait before the screen changes by itself: a frame while
    /// something moves, else until a learning card comes within the learn-ahead limit.
    func nextWakeUp(now: Moment) -> Duration? {
        var waits = [swipe?.end, flip?.end].compactMap { $0 }.map { Motion.nextFrame(now: now, end: $0) }
        if session.isFinished, let learning = session.queue.learning.first {
            let seconds = learning.due.timeIntervalSince(date(at: now)) - ReviewSession.learnAhead
            waits.append(.milliseconds(Int64(max(0, min(seconds, 86_400)) * 1000)))
        }
        return waits.min()
    }
}
