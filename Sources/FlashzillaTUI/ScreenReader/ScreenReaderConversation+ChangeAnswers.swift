import FlashzillaCore

/// The run loop's answers to the card and deck-setting changes of a deck's menu. A failed
/// save is left to `effectAnswered`, which reads the decks afresh.
extension ScreenReaderConversation {
    /// What to say for `answer`; nil when it is not one of these changes' answers.
    mutating func changeAnswered(_ pending: Pending, _ answer: ReaderInput) -> [ReaderOutput]? {
        switch (pending, answer) {
        case (.cardChanged(let done), .saved(let deck)):
            place = .deckMenu(deck)
            return say(done)
        case (.definition(let deck, let index), .defined), (.definition(let deck, let index), .failed):
            return definitionAnswered(answer, deck: deck, index: index)
        case (.deckSettingSaved(let field, let inSettings), .saved(let deck)):
            let value = ReaderDeckSettings.spoken(field, of: deck.deck)
            let label = ReaderDeckSettings.label(field)
            return leaveDeckSetting(deck, inSettings: inSettings, saying: ReaderDeckSettings.isSwitch(field) ? "\(label) \(value)." : "\(label) is now \(value).")
        case (.renameChecked(let deck, let name, let inSettings), .decksListed(let entries)):
            let otherNames = entries.filter { !$0.isBroken && $0.fileURL != deck.fileURL }.map(\.name)
            return applyDeckSetting(name, to: .name, of: deck, otherNames: otherNames, inSettings: inSettings)
        case (.deckRenamed(let inSettings), .renamed(let deck, let moveProblem)):
            let file = SpokenPhrases.text(deck.fileURL.lastPathComponent)
            let fileSentence = moveProblem.map { "Saved, but the file keeps its name: \(SpokenPhrases.sentence(SpokenPhrases.text($0)))" }
                ?? "Its file is \(file)."
            return leaveDeckSetting(deck, inSettings: inSettings, saying: "Name is now \(SpokenPhrases.text(deck.deck.name)).", fileSentence)
        default:
            return nil
        }
    }
}
