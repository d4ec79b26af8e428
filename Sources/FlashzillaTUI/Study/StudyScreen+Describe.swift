import FlashzillaCore

extension StudyScreen {
    /// The card first ("gato, noun. Card 3 of 10."), its answer once turned, then the score
    /// and the time left; the last answer's verdict before the next card; the summary at
    /// the end.
    public func describe(in context: ScreenContext) -> [String] {
        if isHelpVisible { return shownKeymap.spokenHelp }
        if layout(for: context.size).isTooSmall { return [SpokenPhrases.tooSmall(minimum: StudyLayout.minimumSize, size: context.size)] }
        let deckName = SpokenPhrases.text(session.deck.name)
        guard session.totalCards > 0 else { return ["\(deckName) has no cards to study."] }
        let seconds = session.displayedSeconds(at: context.moment)
        let score = SpokenPhrases.score(correct: session.correctCount, wrong: session.wrongCount)
        switch session.phase {
        case .finished(let reason):
            let start = "Press Enter to start again."
            switch reason {
            case .allAnswered: return ["Finished: \(score).", start]
            case .timeUp: return ["Time is up: \(score), \(session.unansweredCount) not answered.", start]
            }
        case .paused:
            let time = seconds.map { " with \(SpokenPhrases.seconds($0)) left" } ?? ""
            return ["Paused\(time).", "Press p to go on."]
        case .ready, .running:
            guard let card = session.topCard else { return [score + "."] }
            let verdict = verdict.map { [$0.outcome == .correct ? "Correct." : "Wrong."] }
                ?? undoneCard.map { ["Undone: answer to “\(SpokenPhrases.text($0.prompt))”."] } ?? []
            let again = session.outcomes[card.id] == nil ? "" : ", again"
            let heading = "\(SpokenPhrases.cardFirst(card)) Card \(session.answeredCount + 1) of \(session.totalCards)\(again)."
            let answer = session.isRevealed ? [SpokenPhrases.answer(card)] : []
            let time = seconds.map { [timeLeft(seconds: $0, at: context.moment)] } ?? []
            return verdict + [heading] + answer + spokenTypedAnswer() + ["\(score)."] + time
        }
    }

    /// The time left in steps coarse enough that a listener is not told every second (a
    /// line is said again only when it changes); in the warning, how to get more.
    private func timeLeft(seconds: Int, at now: Moment) -> String {
        if isWarning(at: now) { return "Time almost up: say more time for another minute." }
        if seconds <= 60 { return "Under a minute left." }
        return "Under \(SpokenPhrases.count((seconds + 59) / 60, "minute")) left."
    }
}
