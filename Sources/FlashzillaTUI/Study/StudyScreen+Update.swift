import FlashzillaCore

extension StudyScreen {
    /// How long the summary must have been up before Enter/Space start
    /// again, so a key meant for the last card cannot throw the summary away
    /// unseen. `r` is deliberate and always restarts.
    static let summaryGrace: Duration = .milliseconds(600)

    /// What `+` adds to the countdown.
    static let moreTime: Duration = .seconds(60)

    /// Applies one message at `now`. The session's deadline is checked
    /// first, so a key pressed after time ran out finds the session over
    /// (cards stop responding) even if no tick arrived in between; that key
    /// is used up showing the summary and does nothing else.
    ///
    /// While the card cannot be seen (the terminal is too small, or help covers it) the
    /// session is paused, and at "too small" keys that act on the card do nothing: an
    /// answer given blind must not count.
    public mutating func update(_ message: StudyMessage, in context: ScreenContext) -> [StudyEffect] {
        update(message, now: context.moment, size: context.size)
    }

    @discardableResult
    mutating func update(_ message: StudyMessage, now: Moment, size: Size) -> [StudyEffect] {
        defer { noteFinish(at: now) }
        if noticeDeadline(at: now), message.actsOnCards { return [] }
        var effects: [StudyEffect] = []
        if message.actsOnCards { undoneCard = nil }
        if !(layout(for: size).isTooSmall && message.needsTheCard) {
            effects = apply(message, now: now, size: size)
        }
        followCardVisibility(size: size, now: now)
        return effects
    }

    /// Pauses while the card is hidden; resumes when it shows again (only that pause).
    mutating func followCardVisibility(size: Size, now: Moment) {
        if isHelpVisible || layout(for: size).isTooSmall {
            if session.phase == .running { pause(.cardHidden, at: now) }
        } else {
            resume(ifPausedFor: .cardHidden, at: now)
        }
    }

    private mutating func apply(_ message: StudyMessage, now: Moment, size: Size) -> [StudyEffect] {
        switch message {
        case .answerTyped(let event):
            typeAnswer(event)
        case .revealToggled:
            isHelpVisible = false
            if session.phase.isFinished {
                // Enter activates the summary's "Start again".
                if let finishedAt, now - finishedAt >= Self.summaryGrace { restart(at: now) }
            } else if options.answerButtons, let focused = buttonFocus, session.phase == .running, session.isRevealed {
                // Enter (or Space) presses the focused answer button, but only once the answer
                // shows: a button never answers a card that was not seen (it reveals it first).
                return answer(focused, at: now, fromOffset: 0)
            } else {
                reveal(at: now)
            }
        case .swiped(let outcome):
            isHelpVisible = false
            return answer(outcome, at: now, fromOffset: 0)
        case .answerScrolled(let delta) where isHelpVisible:
            helpScroll = min(max(0, helpScroll + delta), shownKeymap.bindings.count)
        case .answerScrolled(let delta):
            guard session.phase == .running, session.isRevealed, let top = session.topCard else { return [] }
            // Clamped to the rows there are, so ↑ after many ↓ moves at once.
            let face = CardFace(prompt: top.prompt, answer: top.answer, revealed: true, card: layout(for: size).card,
                                answerScroll: answerScrollRows(for: top) + delta)
            answerScroll = AnswerScroll(card: top.id, rows: face.answerHiddenAbove)
        case .buttonFocusMoved(let forward):
            guard options.answerButtons, session.phase == .running else { return [] }
            buttonFocus = switch buttonFocus {
            case nil: forward ? .wrong : .correct
            case .wrong?: forward ? .correct : nil
            case .correct?: forward ? nil : .wrong
            }
        case .undoRequested:
            isHelpVisible = false
            if session.apply(.undo(at: now)) == .applied, let card = session.topCard {
                stopMotion()  // the card is back on top, at rest
                undoneCard = card
                cardShownSince = session.activeTime(at: now)
                return [.answerUndone(cardID: card.id)]
            }
        case .pauseToggled:
            isHelpVisible = false
            if session.phase == .running {
                pause(.user, at: now)
            } else {
                resume(at: now)  // p resumes whatever paused the session
            }
        case .moreTimeRequested:
            isHelpVisible = false
            session.apply(.extendTime(by: Self.moreTime, at: now))
        case .restartRequested:
            isHelpVisible = false
            restart(at: now)
        case .soundReplayRequested:
            return shownMedia?.replaySounds.isEmpty == false ? [.replaySounds] : []
        case .imageOpenRequested:
            return shownMedia?.images.isEmpty == false ? [.openImages] : []
        case .helpToggled:
            isHelpVisible.toggle()
            helpScroll = 0
            drag = nil
        case .leaveRequested:
            isHelpVisible = false
            if session.phase == .running {
                pause(.leaving, at: now)
            } else if let reason = pauseReason, reason.isAutomatic {
                pauseReason = .leaving  // coming back should resume it
            }
            return [.leave]
        case .returned:
            resume(ifPausedFor: .leaving, at: now)
        case .suspendRequested:
            return [.suspend]
        case .suspended:
            if session.phase == .running { pause(.suspended, at: now) }
        case .resumedFromSuspend:
            resume(ifPausedFor: .suspended, at: now)
        case .focusLost:
            if session.phase == .running { pause(.focusLost, at: now) }
        case .focusGained:
            resume(ifPausedFor: .focusLost, at: now)
        case .ticked:
            clearFinishedMotion(at: now)
        case .mouse(let event):
            return mouse(event, at: now, size: size)
        case .resized:
            // Pointer columns from before the resize mean nothing now.
            drag = nil
            springBack = nil
        }
        return []
    }

    // MARK: - Steps

    /// Lets a running session see `now`: at the deadline it finishes as
    /// time-up, and anything in motion stops. Returns whether it just ended.
    @discardableResult
    mutating func noticeDeadline(at now: Moment) -> Bool {
        guard session.phase == .running, session.apply(.tick(at: now)) == .expired else { return false }
        stopMotion()
        return true
    }

    /// Remembers when the summary appeared (for `summaryGrace`).
    mutating func noteFinish(at now: Moment) {
        if !session.phase.isFinished {
            finishedAt = nil
        } else if finishedAt == nil {
            finishedAt = now
        }
    }

    mutating func reveal(at now: Moment) {
        guard session.apply(.reveal) == .applied else { return }
        flip = options.animations ? FlipAnimation(start: now, toRevealed: session.isRevealed) : nil
    }

    /// Judges the top card; the card leaves at once and, with animations,
    /// slides off from `fromOffset` (where a drag left it). Returns the answer to log.
    mutating func answer(_ outcome: Outcome, at now: Moment, fromOffset: Int) -> [StudyEffect] {
        guard let card = session.topCard else { return [] }
        let wasRevealed = session.isRevealed
        guard session.apply(.answer(outcome, at: now)) == .applied else { return [] }
        let shownFor = session.activeTime(at: now) - cardShownSince
        cardShownSince = session.activeTime(at: now)  // the next card appears now
        stopMotion()
        if options.animations {
            swipe = SwipeAnimation(card: card, wasRevealed: wasRevealed, outcome: outcome, start: now, startOffset: fromOffset)
        } else {
            verdict = StudyVerdict(outcome: outcome, start: now)
        }
        let milliseconds = max(0, Int(Motion.seconds(shownFor) * 1000))
        return [.answered(cardID: card.id, outcome: outcome, milliseconds: milliseconds)]
    }

    mutating func restart(at now: Moment) {
        let seed = Self.restartSeed(after: session.seed)
        guard session.apply(.restart(at: now, seed: seed)) == .applied else { return }
        stopMotion()
        isHelpVisible = false
        pauseReason = nil
        cardShownSince = .zero
    }

    /// Pauses a running session; nothing moves while paused (the cards are hidden).
    mutating func pause(_ reason: StudyPauseReason, at now: Moment) {
        guard session.apply(.pause(at: now)) == .applied else { return }
        pauseReason = reason
        stopMotion()
    }

    mutating func resume(at now: Moment) {
        guard session.apply(.resume(at: now)) == .applied else { return }
        pauseReason = nil
    }

    /// Resumes only a pause this screen made for `reason`: a session the
    /// user paused stays paused until they say otherwise.
    mutating func resume(ifPausedFor reason: StudyPauseReason, at now: Moment) {
        guard session.phase == .paused, pauseReason == reason else { return }
        resume(at: now)
    }

    mutating func stopMotion() {
        swipe = nil
        flip = nil
        springBack = nil
        drag = nil
        verdict = nil
    }

    mutating func clearFinishedMotion(at now: Moment) {
        if swipe?.isFinished(at: now) == true { swipe = nil }
        if flip?.isFinished(at: now) == true { flip = nil }
        if springBack?.isFinished(at: now) == true { springBack = nil }
        if verdict?.isFinished(at: now) == true { verdict = nil }
    }
}
