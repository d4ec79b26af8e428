import FlashzillaCore

extension MatchScreen {
    /// Applies one message at `now`. Returns `.finished` once, with the move
    /// that found the last pair.
    public mutating func update(_ message: MatchMessage, in context: ScreenContext) -> [MatchEffect] {
        update(message, now: context.moment, size: context.size)
    }

    @discardableResult
    mutating func update(_ message: MatchMessage, now: Moment, size: Size) -> [MatchEffect] {
        clearFinishedMotion(at: now)
        switch message {
        case .focusMoved(let direction):
            isHelpVisible = false
            moveFocus(direction, columns: layout(for: size).grid?.columns)
        case .turnRequested:
            isHelpVisible = false
            return turn(focus, at: now)
        case .newGameRequested:
            newGame(at: now)
        case .helpToggled:
            isHelpVisible.toggle()
        case .leaveRequested:
            isHelpVisible = false
            if game.pause(at: now) { pauseReason = .leaving }
            return [.leave]
        case .returned:
            resume(ifPausedFor: .leaving, at: now)
        case .suspendRequested:
            return [.suspend]
        case .suspended:
            if game.pause(at: now) { pauseReason = .suspended }
        case .resumedFromSuspend:
            resume(ifPausedFor: .suspended, at: now)
        case .mouse(let event):
            return mouse(event, at: now, size: size)
        case .focusLost, .focusGained, .ticked, .resized:
            // The focus is a place, not a cell, so it survives a resize as it is.
            break
        }
        return []
    }

    /// Turns the card at `place`. A player who chooses a card is back, so a clock
    /// paused on their behalf (say, no `.returned` arrived) counts again first.
    mutating func turn(_ place: Int, at now: Moment) -> [MatchEffect] {
        if game.isPaused, game.resume(at: now) { pauseReason = nil }
        let result = game.choose(place, at: now)
        guard options.animations else { return finishedEffects() }
        switch result {
        case .turnedUp(let turnedDown):
            flips[place] = FlipAnimation(start: now, toRevealed: true)
            for other in turnedDown { flips[other] = FlipAnimation(start: now, toRevealed: false) }
        case .matched(let pair):
            flips[place] = FlipAnimation(start: now, toRevealed: true)
            for other in game.places(ofPair: pair) { fades[other] = MatchFade(start: now) }
        case .mismatched:
            flips[place] = FlipAnimation(start: now, toRevealed: true)
        case .ignored:
            break
        }
        return finishedEffects()
    }

    /// `.finished` the first time the game is seen finished, after keeping the
    /// result in this screen's copy of the deck (the run loop saves the real one).
    private mutating func finishedEffects() -> [MatchEffect] {
        guard recordChange == nil, let result = game.result else { return [] }
        recordChange = deck.recordMatch(result)
        return [.finished(result)]
    }

    mutating func newGame(at now: Moment) {
        game = MatchGame(deck: deck, seed: Self.newGameSeed(after: game.seed))
        focus = 0
        isHelpVisible = false
        recordChange = nil
        pauseReason = nil
        flips = [:]
        fades = [:]
        startDeal(at: now)
    }

    /// Resumes only a pause this screen made for `reason`.
    mutating func resume(ifPausedFor reason: MatchPauseReason, at now: Moment) {
        guard pauseReason == reason else { return }
        game.resume(at: now)
        pauseReason = nil
    }

    mutating func clearFinishedMotion(at now: Moment) {
        if deal?.isFinished(at: now) == true { deal = nil }
        flips = flips.filter { !$0.value.isFinished(at: now) }
        fades = fades.filter { !$0.value.isFinished(at: now) }
    }
}
