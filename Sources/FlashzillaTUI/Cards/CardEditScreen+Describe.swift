import FlashzillaCore

extension CardEditScreen {
    /// The part with focus first: the field being typed in ("Prompt: gato."), the selected
    /// card in the list ("3. gato, noun: cat."), or the filter; then where that is, and what
    /// the last action did (an undo says what it undid).
    public func describe(in context: ScreenContext) -> [String] {
        if isHelpVisible { return Self.keymap(for: focus).spokenHelp }
        let status = status.map { [SpokenPhrases.sentence(SpokenPhrases.text($0.text))] } ?? []
        let deckName = SpokenPhrases.text(deck.name)
        switch focus {
        case .kind, .prompt, .answer, .wordType, .tags, .submit, .cancel:
            let form = isEditing ? "Editing a card of \(deckName)." : "New card for \(deckName)."
            return [spokenField, form] + spokenPreview + status
        case .list:
            // A kept filter is said with the list, so "find cat" says what it found.
            return (filterQuery.isEmpty ? [] : [spokenFilter]) + spokenSelection + status
        case .filter:
            return [spokenFilter] + spokenSelection + status
        }
    }

    private var spokenFilter: String {
        let query = filterQuery.isEmpty ? "empty" : SpokenPhrases.text(filterQuery)
        return "Filter: \(query), \(SpokenPhrases.count(rowCount, "card")) match."
    }

    /// The focused form field with its value.
    private var spokenField: String {
        func value(_ text: String) -> String { text.isEmpty ? "empty" : SpokenPhrases.text(text) }
        switch focus {
        case .kind: return "Kind: \(kind.name)."
        case .prompt: return SpokenPhrases.sentence("\(kind == .cloze ? "Text" : "Prompt"): \(value(prompt.text))")
        case .answer: return SpokenPhrases.sentence("Answer: \(value(answer.text))")
        case .wordType: return "Type: \(wordType?.rawValue ?? "none")."
        case .tags: return SpokenPhrases.sentence("Tags: \(value(tags.text))")
        case .submit: return isEditing ? "Save button." : "Add button."
        case .cancel, .list, .filter: return "Cancel button."
        }
    }

    /// "Cloze, makes 2 cards." then the cards as asked ("Card 1: […] is the capital of
    /// France."), or why there are none yet (a cloze text with no deletion).
    private var spokenPreview: [String] {
        let preview = preview
        let summary = SpokenPhrases.sentence(preview.summary)
        switch preview.outcome {
        case _ where kind == .basic:
            // The usual card: its kind is said on the Kind row, not after every field.
            return []
        case .incomplete:
            return [summary]
        case .refused(let problem):
            return [summary, SpokenPhrases.sentence(SpokenPhrases.text(problem))]
        case .cards(let cards):
            let said = cards.prefix(Self.spokenPreviewCards).enumerated().map { offset, card in
                SpokenPhrases.sentence("Card \(offset + 1): \(SpokenPhrases.text(CardEditPreview.line(for: card)))")
            }
            let more = cards.count - said.count
            return [summary, (said + (more > 0 ? ["And \(more) more."] : [])).joined(separator: " ")]
        }
    }

    /// A screen reader hears the first few cards; the count says the rest.
    static let spokenPreviewCards = 3

    /// "3. gato, noun: cat. Card 3 of 20." — the selected row and where it is.
    private var spokenSelection: [String] {
        guard let index = selectedCardIndex, let row = list.selectedIndex(itemCount: rowCount) else {
            return [deck.cards.isEmpty ? "No cards yet." : "No card matches."]
        }
        let card = deck.cards[index]
        let type = card.wordType.map { ", \($0.rawValue)" } ?? ""
        let line = "\(index + 1). \(SpokenPhrases.text(card.prompt))\(type): \(SpokenPhrases.sentence(SpokenPhrases.text(card.answer)))"
        // Its marks in words: "Suspended, flag red."
        let marked = CardMarksLabel.spoken(marks[card.id] ?? CardMarks()).map { [$0] } ?? []
        return [line] + marked + ["Row \(row + 1) of \(rowCount)."]
    }
}
