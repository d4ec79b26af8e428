import FlashzillaCore
import Foundation

/// One study session told in sentences. Wraps `StudySession` with what only speech
/// needs: which time announcements have been made, and how to word each step.
struct ReaderStudy: Equatable, Sendable {
    /// Seconds left at which the time is said out loud (besides start, pause and time-up).
    static let announcedSeconds = [60, 30, 10]

    private(set) var session: StudySession
    /// Whether "back" leads to a deck menu (else this mode only studies one deck).
    let canGoBack: Bool
    /// The fewest seconds left already said; thresholds at or above it are not said again.
    private var lastAnnounced: Int
    /// The session's active time when the card on show was first said: an answer's
    /// `milliseconds` count from here, as on the full screen.
    private var cardShownSince: Duration = .zero
    /// The answer (or undo) just made, for the Quiz log; the conversation takes it.
    private(set) var logged: QuizLogEvent?

    /// What goes into the Quiz log.
    enum QuizLogEvent: Equatable, Sendable {
        case answered(cardID: UUID, outcome: Outcome, milliseconds: Int)
        case undone(cardID: UUID)
    }

    /// The event to log, once.
    mutating func takeLogged() -> QuizLogEvent? {
        defer { logged = nil }
        return logged
    }

    /// A session of `deck` started at `now`, with its opening sentences; nil when the
    /// deal has no cards.
    static func begin(_ deck: Deck, seed: UInt64, canGoBack: Bool, now: Moment, timeLimits: TimeLimits) -> (ReaderStudy, [String])? {
        var session = StudySession(deck: deck, seed: seed, timeLimits: timeLimits)
        guard session.apply(.start(at: now)) == .applied else { return nil }
        // The time this session has, which the learner's setting may lengthen or turn off.
        var shown = deck
        shown.settings.timeLimit = timeLimits.applied(to: deck.settings.timeLimit)
        let study = ReaderStudy(session: session, canGoBack: canGoBack, lastAnnounced: shown.settings.timeLimit)
        return (study, [SpokenPhrases.deckSummary(shown, cardCount: session.totalCards)] + study.currentCard(hint: true))
    }

    /// Lets the session notice the clock: says a threshold when one was crossed, or
    /// finishes as time-up. Runs before every line, so nothing is said out of order.
    mutating func catchUp(now: Moment) -> [String] {
        guard session.phase == .running else { return [] }
        if session.apply(.tick(at: now)) == .expired { return finished() }
        guard let shown = session.displayedSeconds(at: now) else { return [] }
        // After a long gap several thresholds may have passed: say the time once.
        guard let crossed = Self.announcedSeconds.filter({ shown <= $0 && $0 < lastAnnounced }).min() else { return [] }
        lastAnnounced = crossed
        return ["\(SpokenPhrases.seconds(shown)) left."]
    }

    /// How long until something must be said without input: the next threshold or the
    /// deadline; nil while nothing is counting down.
    func nextWakeUp(now: Moment) -> Duration? {
        guard session.phase == .running, let remaining = session.remaining(at: now) else { return nil }
        // Shown seconds round up, so "60" is shown from exactly 60 s left.
        let waits = Self.announcedSeconds.filter { $0 < lastAnnounced }.map { remaining - .seconds($0) } + [remaining]
        return max(.zero, waits.min() ?? remaining)
    }

    enum Reply: Equatable {
        case stay([String])
        /// Back to the deck menu, after these sentences.
        case back([String])
        case quit([String])
    }

    /// Handles a line already caught up with the clock. `justFinished`: the catch-up
    /// before this line ended the session, so an answer typed a moment too late is
    /// dropped rather than followed by "the session is over" right after "time is up".
    mutating func handle(_ command: ReaderStudyCommand, now: Moment, justFinished: Bool) -> Reply {
        // Time-up was just said, with what to do next: do not say it twice.
        let over = justFinished ? [] : overSentences()
        switch command {
        case .reveal, .correct, .wrong:
            if session.phase.isFinished { return .stay(over) }
            if session.phase == .paused { return .stay([pausedSentence(now: now)]) }
            if command == .reveal { return .stay(reveal()) }
            return .stay(answer(command == .correct ? .correct : .wrong, now: now))
        case .undo: return .stay(undo(now: now))
        case .pause:
            if session.phase == .paused { return .stay(resume(now: now)) }
            if session.phase.isFinished { return .stay(over) }
            session.apply(.pause(at: now))
            return .stay([pausedSentence(now: now)])
        case .resume:
            if session.phase == .paused { return .stay(resume(now: now)) }
            return .stay(session.phase.isFinished ? over : ["The session is not paused."])
        case .time: return .stay([timeSentence(now: now)])
        case .again:
            if session.phase.isFinished { return .stay(over) }
            if session.phase == .paused { return .stay([pausedSentence(now: now)]) }
            return .stay(currentCard(hint: !session.isRevealed) + (session.isRevealed ? [answerSentence()] : []))
        case .restart:
            let seed = StudyScreen.restartSeed(after: session.seed)
            guard let (fresh, opening) = Self.begin(session.deck, seed: seed, canGoBack: canGoBack, now: now, timeLimits: session.timeLimits) else {
                return .stay(over)
            }
            self = fresh
            return .stay(opening)
        case .back:
            guard canGoBack else { return .stay(["There is no deck menu in this mode. Type q to quit."]) }
            return .back(stoppedSentence())
        case .help: return .stay([helpSentence()])
        case .quit: return .quit(stoppedSentence())
        }
    }

    /// Said when leaving early (back, quit, end of input): the score so far.
    func stoppedSentence() -> [String] {
        guard !session.phase.isFinished else { return [] }
        return ["Stopped with \(SpokenPhrases.score(correct: session.correctCount, wrong: session.wrongCount)), \(session.unansweredCount) not answered."]
    }

    func helpSentence() -> String {
        ReaderStudyCommand.table.helpSentence { canGoBack || $0 != .back }
    }

    // MARK: - Steps

    private mutating func reveal() -> [String] {
        if !session.isRevealed { session.apply(.reveal) }
        return [answerSentence()]
    }

    private mutating func answer(_ outcome: Outcome, now: Moment) -> [String] {
        let card = session.topCard
        guard session.apply(.answer(outcome, at: now)) == .applied else { return finished() }
        let active = session.activeTime(at: now)
        if let card {
            let elapsed = active - cardShownSince
            logged = .answered(cardID: card.id, outcome: outcome,
                               milliseconds: Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000))
        }
        cardShownSince = active
        let score = SpokenPhrases.score(correct: session.correctCount, wrong: session.wrongCount)
        // A requeued card is never the last one, so the session cannot have finished.
        let comesBack = outcome == .wrong && session.settings.requeueWrong
        let verdict = outcome == .correct ? "Correct." : comesBack ? "Wrong; this card comes back later." : "Wrong."
        let said = "\(verdict) \(score)."
        return [said] + (session.phase.isFinished ? finished() : currentCard(hint: true))
    }

    private mutating func undo(now: Moment) -> [String] {
        switch session.apply(.undo(at: now)) {
        case .applied:
            if let card = session.topCard { logged = .undone(cardID: card.id) }
            cardShownSince = session.activeTime(at: now)
            return ["Undone. \(SpokenPhrases.score(correct: session.correctCount, wrong: session.wrongCount))."] + currentCard(hint: true)
        case .expired: return finished()
        case .ignored(.nothingToUndo): return ["There is nothing to undo."]
        case .ignored(.timeUp): return ["Time is up, so the answers stand."]
        case .ignored(.paused): return [pausedSentence(now: now)]
        case .ignored: return overSentences()
        }
    }

    private mutating func resume(now: Moment) -> [String] {
        session.apply(.resume(at: now))
        let time = session.displayedSeconds(at: now).map { " with \(SpokenPhrases.seconds($0)) left" } ?? ""
        return ["Resumed\(time)."] + currentCard(hint: !session.isRevealed) + (session.isRevealed ? [answerSentence()] : [])
    }

    // MARK: - Sentences

    /// "Card 1 of 10: What is …? Press Enter to hear the answer."
    private func currentCard(hint: Bool) -> [String] {
        guard let card = session.topCard else { return [] }
        let again = session.outcomes[card.id] == nil ? "" : ", again"
        let prompt = SpokenPhrases.sentence(SpokenPhrases.text(card.prompt))
        return ["Card \(session.answeredCount + 1) of \(session.totalCards)\(again)\(SpokenPhrases.wordType(card)): \(prompt)\(hint ? " Press Enter to hear the answer." : "")"]
    }

    private func answerSentence() -> String {
        let answer = session.topCard.map { SpokenPhrases.sentence(SpokenPhrases.text($0.answer)) } ?? ""
        return "Answer: \(answer) Was your answer correct? Type y for correct, n for wrong."
    }

    private func pausedSentence(now: Moment) -> String {
        let time = session.displayedSeconds(at: now).map { " with \(SpokenPhrases.seconds($0)) left" } ?? ""
        return "Paused\(time). Type resume to go on."
    }

    private func timeSentence(now: Moment) -> String {
        guard let shown = session.displayedSeconds(at: now) else { return "This session has no time limit." }
        switch session.phase {
        case .finished(.timeUp): return "Time is up."
        case .finished(.allAnswered): return "The session is over with \(SpokenPhrases.seconds(shown)) left."
        case .paused: return pausedSentence(now: now)
        case .ready, .running: return "\(SpokenPhrases.seconds(shown)) left."
        }
    }

    /// The summary and what can be done next.
    private func finished() -> [String] {
        guard let summary = session.summary else { return [] }
        let score = SpokenPhrases.score(correct: summary.correct, wrong: summary.wrong)
        let result = switch summary.reason {
        case .allAnswered: "Finished: \(score)."
        case .timeUp: "Time is up: \(score), \(summary.unanswered) not answered."
        }
        return [result, nextStep()]
    }

    private func overSentences() -> [String] { ["The session is over. " + nextStep()] }

    private func nextStep() -> String {
        canGoBack ? "Type r to start again, b to go back to the deck, or q to quit." : "Type r to start again, or q to quit."
    }
}
