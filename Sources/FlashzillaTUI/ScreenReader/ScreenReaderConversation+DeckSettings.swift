import FlashzillaCore

/// `settings` in a deck's menu: the deck editor's fields read out as a numbered list; a
/// number switches a setting or asks for its new value, saved at once. `rename` asks for
/// the name alone. A new name is checked against a fresh list of the decks.
extension ScreenReaderConversation {
    static let deckSettingsChoices = "Type a setting's number to switch or change it, b to go back to the deck, or q to quit."

    mutating func openDeckSettings(_ deck: LoadedDeck) -> [ReaderOutput] {
        place = .deckSettings(deck)
        return say(deckSettingsList(deck.deck))
    }

    func deckSettingsList(_ deck: Deck) -> [String] {
        let items = ReaderDeckSettings.fields.enumerated().map { index, field in
            "\(index + 1). \(ReaderDeckSettings.label(field)), \(ReaderDeckSettings.spoken(field, of: deck))."
        }
        return ["Settings of \(SpokenPhrases.text(deck.name)):"] + items + [Self.deckSettingsChoices]
    }

    mutating func deckSettingsLine(_ line: String, deck: LoadedDeck) -> [ReaderOutput] {
        switch ReaderDeckSettingsCommand.table.command(for: line) {
        case .list: return say(deckSettingsList(deck.deck))
        case .back:
            place = .deckMenu(deck)
            return say(SpokenPhrases.deckSummary(deck.deck))
        case .help: return say(ReaderDeckSettingsCommand.table.helpSentence())
        case .quit: return goodbye()
        case nil: break
        }
        let fields = ReaderDeckSettings.fields
        guard let number = Int(ReaderLine.trimmed(line)), fields.indices.contains(number - 1) else {
            return say("There is no setting \(SpokenPhrases.quoted(line)). Type a number from 1 to \(fields.count), or help to hear the commands.")
        }
        let field = fields[number - 1]
        guard ReaderDeckSettings.isSwitch(field) else { return askDeckSetting(field, of: deck, inSettings: true) }
        guard !deck.isReadOnly else { return say(Self.readOnlySentence(deck)) }
        return applyDeckSetting("", to: field, of: deck, inSettings: true)
    }

    mutating func askDeckSetting(_ field: DeckDraft.Field, of deck: LoadedDeck, inSettings: Bool) -> [ReaderOutput] {
        guard !deck.isReadOnly else { return say(Self.readOnlySentence(deck)) }
        place = .deckSettingValue(deck, field, inSettings: inSettings)
        let hint = ReaderDeckSettings.hint(field, cardCount: deck.deck.cards.count)
        return say("\(ReaderDeckSettings.label(field)) is \(ReaderDeckSettings.spoken(field, of: deck.deck)). Type a new value (\(hint)), or press Enter to keep it.")
    }

    mutating func deckSettingValueLine(_ line: String, deck: LoadedDeck, field: DeckDraft.Field, inSettings: Bool) -> [ReaderOutput] {
        let typed = ReaderLine.trimmed(line)
        guard !typed.isEmpty, !(field == .name && typed == deck.deck.name) else {
            let kept = "\(ReaderDeckSettings.label(field)) stays \(ReaderDeckSettings.spoken(field, of: deck.deck))."
            return leaveDeckSetting(deck, inSettings: inSettings, saying: kept)
        }
        guard field != .name else {
            place = .waiting(.renameChecked(deck, name: typed, inSettings: inSettings))
            return [.listDecks]
        }
        return applyDeckSetting(typed, to: field, of: deck, inSettings: inSettings)
    }

    /// Checks and saves one setting; a refused value is explained and asked again.
    mutating func applyDeckSetting(_ typed: String, to field: DeckDraft.Field, of deck: LoadedDeck, otherNames: [String] = [],
                                   inSettings: Bool) -> [ReaderOutput] {
        switch ReaderDeckSettings.applying(typed, to: field, of: deck.deck, otherNames: otherNames) {
        case .refused(let why):
            guard !ReaderDeckSettings.isSwitch(field) else { return leaveDeckSetting(deck, inSettings: inSettings, saying: "Not changed: \(why)") }
            place = .deckSettingValue(deck, field, inSettings: inSettings)
            return say("Not changed: \(why) Type another value, or press Enter to keep it.")
        case .changed(let changed):
            var loaded = deck
            loaded.deck = changed
            if field == .name {
                place = .waiting(.deckRenamed(inSettings: inSettings))
                return [.saveRenamed(loaded)]
            }
            place = .waiting(.deckSettingSaved(field, inSettings: inSettings))
            return [.save(loaded)]
        }
    }

    /// Back where the setting was chosen: the settings list (with what to type), or the deck menu.
    mutating func leaveDeckSetting(_ deck: LoadedDeck, inSettings: Bool, saying sentences: String...) -> [ReaderOutput] {
        place = inSettings ? .deckSettings(deck) : .deckMenu(deck)
        return say(sentences + (inSettings ? [Self.deckSettingsChoices] : []))
    }
}
