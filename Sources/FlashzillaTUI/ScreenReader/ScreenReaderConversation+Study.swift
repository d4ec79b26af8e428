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
            return say(caughtUp + [ReaderPhrases.unknown(line)])
        }
        let justFinished = !wasFinished && study.session.phase.isFinished
        switch study.handle(command, now: now, justFinished: justFinished) {
        case .stay(let said):
            place = .studying(study, deck: deck)
            return say(caughtUp + said)
        case .back(let said):
            guard let deck else { return say(caughtUp + said) + goodbye() }
            place = .deckMenu(deck)
            return say(caughtUp + said + deckIntroduction(deck))
        case .quit(let said):
            return say(caughtUp + said) + goodbye()
        }
    }
}
