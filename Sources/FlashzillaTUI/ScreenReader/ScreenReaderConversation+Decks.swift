import FlashzillaCore

/// The deck list, one deck's menu, and the answers to effects.
extension ScreenReaderConversation {
    mutating func chooserLine(_ line: String, entries: [DeckSummary]) -> [ReaderOutput] {
        switch ReaderChooserCommand.table.command(for: line) {
        case .list: return relist()
        case .new:
            place = .naming(existing: entries)
            return say("Type the name of the new deck, or cancel to stop.")
        case .importFile:
            place = .choosingImportFile(existing: entries)
            return say("Type the path of the file to import (an Anki package, Anki's notes in plain text, a Quizlet export, CSV or TSV), or cancel to stop.")
        case .settings: return openSettings()
        case .statistics:
            place = .waiting(.statistics(deck: nil, entries: entries))
            return [.statistics(deckID: nil)]
        case .help: return say(ReaderChooserCommand.table.helpSentence())
        case .quit: return goodbye()
        case nil: break
        }
        switch ReaderDeckChoice(line, entries: entries) {
        case .entry(let index):
            let entry = entries[index]
            if let error = entry.fileError {
                return say("\(SpokenPhrases.text(entry.fileName)) cannot be read: \(SpokenPhrases.problem(error)) Choose another deck.")
            }
            // The list holds summaries only: the chosen deck is read now, and only it.
            place = .waiting(.deckOpened)
            return [.openDeck(entry.fileURL)]
        case .ambiguous(let indices):
            let names = indices.map { "\($0 + 1). \(SpokenPhrases.text(entries[$0].name))." }
            return say(["\(SpokenPhrases.quoted(line)) could be \(SpokenPhrases.count(indices.count, "deck")):"] + names
                       + ["Type the number of the one you mean."])
        case .numberOutOfRange:
            return say("There is no deck number \(ReaderLine.trimmed(line)). Type a number from 1 to \(entries.count).")
        case .none:
            return say("There is no deck or command \(SpokenPhrases.quoted(line)). Type help to hear the commands.")
        }
    }

    mutating func deckMenuLine(_ line: String, deck: LoadedDeck, now: Moment) -> [ReaderOutput] {
        let name = SpokenPhrases.text(deck.deck.name)
        guard let (command, argument) = ReaderDeckCommand.table.commandAndArgument(for: line) else {
            return say(SpokenPhrases.unknown(line))
        }
        switch command {
        case .study:
            guard let (study, opening) = ReaderStudy.begin(deck.deck, seed: takeSeed(), canGoBack: true, now: now, timeLimits: readerTimeLimits) else {
                return say("\(name) has no cards to study. Type a to add one.")
            }
            place = .studying(study, deck: deck)
            return say(opening)
        case .match: return startMatch(deck, now: now)
        case .list:
            let cards = deck.deck.cards
            let heading = cards.isEmpty ? "\(name) has no cards." : "\(name) has \(SpokenPhrases.cards(cards.count))."
            return say([heading] + cards.enumerated().map { SpokenPhrases.cardListItem($0.offset + 1, $0.element) })
        case .find: return findCards(argument, in: deck)
        case .add: return startAdding(to: deck)
        case .edit: return chooseCard(for: .edit, argument: argument, in: deck)
        case .wordType: return chooseCard(for: .wordType, argument: argument, in: deck)
        case .define: return chooseCard(for: .define, argument: argument, in: deck)
        case .delete: return chooseCard(for: .delete, argument: argument, in: deck)
        case .undo: return undoLastChange(in: deck, now: now)
        case .settings: return openDeckSettings(deck)
        case .rename: return askDeckSetting(.name, of: deck, inSettings: false)
        case .trash:
            place = .confirmingTrash(deck)
            return say("Move \(name) and its \(SpokenPhrases.cards(deck.deck.cards.count)) to the trash? Type y to move it, or n to keep it.")
        case .statistics:
            place = .waiting(.statistics(deck: deck, entries: []))
            return [.statistics(deckID: deck.deck.id)]
        case .menu: return say(Self.deckChoices)
        case .back: return relist()
        case .help: return say(ReaderDeckCommand.table.helpSentence())
        case .quit: return goodbye()
        }
    }

    /// Reads the decks again from disk, then lists them.
    mutating func relist() -> [ReaderOutput] {
        // Leaving the deck: its changes can no longer be undone here.
        undoStack = []
        place = .waiting(.deckList)
        return [.listDecks]
    }

    mutating func effectAnswered(_ answer: ReaderInput) -> [ReaderOutput] {
        guard case .waiting(let pending) = place else { return [] }
        if let said = changeAnswered(pending, answer) { return said }
        switch (pending, answer) {
        case (.deckList, .decksListed(let entries)):
            place = .choosingDeck(entries)
            return say(deckList(entries))
        case (.deckOpened, .deckOpened(let deck)):
            undoStack = []
            place = .deckMenu(deck)
            return say(deckIntroduction(deck))
        case (.deckOpened, .failed(let reason)):
            // Changed or removed since it was listed: list again.
            return say("The deck could not be read: \(SpokenPhrases.sentence(SpokenPhrases.text(reason))) Back to the deck list.") + relist()
        case (.cardAdded, .saved(let deck)):
            place = .deckMenu(deck)
            return say("Added. \(SpokenPhrases.text(deck.deck.name)) now has \(SpokenPhrases.cards(deck.deck.cards.count)).")
        case (.cardDeleted, .saved(let deck)):
            place = .deckMenu(deck)
            return say("Deleted. \(SpokenPhrases.text(deck.deck.name)) now has \(SpokenPhrases.cards(deck.deck.cards.count)). Type undo to put it back.")
        case (.deckCreated, .saved(let deck)):
            place = .deckMenu(deck)
            return say(["Created \(SpokenPhrases.text(deck.deck.name))."] + deckIntroduction(deck))
        case (.matchRecorded(let match, _), .saved(let deck)):
            place = .matching(match, deck: deck)
            return say(match.nextStep)
        case (.matchRecorded(let match, let deck), .failed(let reason)):
            // Nothing was written; the game stays, and a later change will meet the
            // same refusal rather than overwrite what is on disk.
            place = .matching(match, deck: deck)
            return say("The result was not saved: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))", match.nextStep)
        case (.fileImported, .imported(let sentences)):
            return say(sentences.map { SpokenPhrases.sentence(SpokenPhrases.text($0)) }) + relist()
        case (.fileImported(let existing), .failed(let reason)):
            place = .choosingDeck(existing)
            return say("Nothing was imported: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))", Self.chooserChoices)
        case (.deckTrashed(let name), .trashed):
            return say("Moved \(SpokenPhrases.text(name)) to the trash.") + relist()
        case (.statistics(let deck, let entries), .statisticsReady(let report)):
            place = deck.map { .deckMenu($0) } ?? .choosingDeck(entries)
            let lines = StatisticsText.lines(report, deckName: deck?.deck.name).map { SpokenPhrases.text($0) }
            return say(deck == nil ? lines + [Self.chooserChoices] : lines)
        case (.statistics(let deck, let entries), .failed(let reason)):
            place = deck.map { .deckMenu($0) } ?? .choosingDeck(entries)
            let said = "The statistics could not be read: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))"
            return say(deck == nil ? [said, Self.chooserChoices] : [said])
        case (.deckList, .failed(let reason)):
            // Listing again could fail again: offer an empty list instead of a loop.
            place = .choosingDeck([])
            return say("The decks could not be read: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))", deckList([])[0])
        case (_, .failed(let reason)):
            // The file on disk may not be what we hold (a conflict): read it afresh.
            let what = pending == .deckCreated ? "The deck was not created" : "Nothing was changed"
            return say("\(what): \(SpokenPhrases.sentence(SpokenPhrases.text(reason))) Back to the deck list.") + relist()
        default:
            return []
        }
    }

    // MARK: - Sentences

    static let chooserChoices = "Type a deck's number or name to choose it, or help to hear the commands."

    /// Said on arriving at a deck and on `menu`, not after every command.
    static let deckChoices = ReaderDeckCommand.table.menuSentence()

    /// On choosing or creating a deck: what it is, and what can be typed.
    func deckIntroduction(_ deck: LoadedDeck) -> [String] {
        let readOnly = deck.isReadOnly ? [Self.readOnlySentence(deck)] : []
        return [SpokenPhrases.deckSummary(deck.deck)] + readOnly + [Self.deckChoices]
    }

    /// Back at the deck's menu from studying or Match: where we are, without the menu again.
    mutating func backToDeckMenu(_ deck: LoadedDeck) -> [String] {
        place = .deckMenu(deck)
        return [SpokenPhrases.deckSummary(deck.deck)]
    }

    static func readOnlySentence(_ deck: LoadedDeck) -> String {
        "\(SpokenPhrases.text(deck.deck.name)) is read-only: a newer Flashzilla wrote it, so it cannot be changed here."
    }

    /// "There are 5 decks." "1. World Capitals, 20 cards." … and what to type.
    func deckList(_ entries: [DeckSummary]) -> [String] {
        guard !entries.isEmpty else { return ["There are no decks. Type new to create one, or q to quit."] }
        let heading = entries.count == 1 ? "There is 1 deck." : "There are \(entries.count) decks."
        let items = entries.enumerated().map { offset, entry in
            if let error = entry.fileError {
                "\(offset + 1). \(SpokenPhrases.text(entry.fileName)) is broken: \(SpokenPhrases.problem(error))"
            } else {
                "\(offset + 1). \(SpokenPhrases.text(entry.name)), \(SpokenPhrases.cards(entry.cardCount))."
            }
        }
        return [heading] + items + ["Type a deck's number or name to choose it, new to create a deck, or q to quit."]
    }
}
