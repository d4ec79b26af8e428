import FlashzillaCore

/// Lines typed while studying.
extension ScreenReaderConversation {
    mutating func studyLine(_ line: String, study: ReaderStudy, deck: LoadedDeck?, now: Moment) -> [ReaderOutput] {
        var study = study
        let wasFinished = study.session.phase.isFinished
        // The clock first, so "10 seconds left" or "time is up" comes before the reply.
        let caughtUp = study.catchUp(now: now)
        place = .studying(study, deck: deck)
        guard let command = ReaderStudyCommand.table.command(for: line) else {
            return say(caughtUp + [SpokenPhrases.unknown(line)])
        }
        let justFinished = !wasFinished && study.session.phase.isFinished
        switch study.handle(command, now: now, justFinished: justFinished) {
        case .stay(let said):
            place = .studying(study, deck: deck)
            // An answer (or undo) goes into the Quiz log, as the full screen's does.
            guard let event = study.takeLogged() else { return say(caughtUp + said) }
            place = .waiting(.quizLogged(study, deck: deck))
            let deckID = study.session.deck.id
            switch event {
            case .answered(let cardID, let outcome, let milliseconds):
                return say(caughtUp + said) + [.recordReview(.quiz(deckID: deckID, cardID: cardID, outcome: outcome,
                                                                    at: date(at: now), milliseconds: milliseconds))]
            case .undone(let cardID):
                return say(caughtUp + said) + [.undoQuizAnswer(deckID: deckID, cardID: cardID)]
            }
        case .back(let said):
            guard let deck else { return say(caughtUp + said) + goodbye() }
            return say(caughtUp + said + backToDeckMenu(deck))
        case .quit(let said):
            return say(caughtUp + said) + goodbye()
        }
    }

    /// The log's answer: the session goes on; a problem is said (the run loop reports
    /// only the first, then stops logging for the run).
    mutating func quizLogAnswered(_ answer: ReaderInput) -> [ReaderOutput] {
        guard case .waiting(.quizLogged(let study, let deck)) = place else { return [] }
        place = .studying(study, deck: deck)
        guard case .failed(let reason) = answer else { return [] }
        return say("Quiz answers not logged: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))")
    }

    var isLoggingQuiz: Bool {
        if case .waiting(.quizLogged) = place { return true }
        return false
    }
}
