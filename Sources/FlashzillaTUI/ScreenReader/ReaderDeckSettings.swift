import FlashzillaCore

/// A deck's settings as the screen reader reads and changes them: the deck editor's fields
/// in its order, each change checked by `DeckDraft` as the editor's form checks it.
enum ReaderDeckSettings {
    static let fields = DeckEditorScreen.fields

    /// What a typed value did: the deck changed, or why not (a sentence).
    enum Change: Equatable {
        case changed(Deck)
        case refused(String)
    }

    static func label(_ field: DeckDraft.Field) -> String {
        switch field {
        case .name: "Name"
        case .color: "Colour"
        case .timeLimit: "Time limit"
        case .sessionSize: "Cards per session"
        case .shuffle: "Shuffle"
        case .requeueWrong: "Wrong cards back"
        }
    }

    /// Switched by choosing them; the others take a typed value.
    static func isSwitch(_ field: DeckDraft.Field) -> Bool { field == .shuffle || field == .requeueWrong }

    /// The value as said, safe to print.
    static func spoken(_ field: DeckDraft.Field, of deck: Deck) -> String {
        switch field {
        case .name: SpokenPhrases.text(deck.name)
        case .color: deck.color.rawValue
        case .timeLimit: SpokenPhrases.timeLimit(deck.settings)
        case .sessionSize: deck.settings.sessionSize.map(SpokenPhrases.cards) ?? "all cards"
        case .shuffle: deck.settings.shuffle ? "on" : "off"
        case .requeueWrong: deck.settings.requeueWrong ? "on" : "off"
        }
    }

    /// What may be typed for a value field.
    static func hint(_ field: DeckDraft.Field, cardCount: Int) -> String {
        switch field {
        case .name: "a name no other deck has"
        case .color: "one of " + DeckColor.allCases.map(\.rawValue).joined(separator: ", ")
        case .timeLimit: "seconds from 0 to \(DeckSettings.maximumTimeLimit), 0 for no time limit"
        case .sessionSize: cardCount > 0 ? "a number from 1 to \(cardCount), or all" : "all, until the deck has cards"
        case .shuffle, .requeueWrong: "on or off"
        }
    }

    /// `deck` with `typed` as the field's value (a switch is flipped, `typed` unused).
    /// `otherNames`: every other deck's name, checked only when the name changes.
    static func applying(_ typed: String, to field: DeckDraft.Field, of deck: Deck, otherNames: [String] = []) -> Change {
        var draft = DeckDraft(deck: deck)
        switch field {
        case .name: draft.name = typed
        case .color:
            guard let color = DeckColor(rawValue: typed.lowercased()) else {
                return .refused("There is no colour \(SpokenPhrases.quoted(typed)). Type \(hint(.color, cardCount: 0)).")
            }
            draft.color = color
        case .timeLimit: draft.timeLimit = typed
        case .sessionSize: draft.sessionSize = typed
        case .shuffle: draft.shuffle.toggle()
        case .requeueWrong: draft.requeueWrong.toggle()
        }
        let problems = draft.problems(cardCount: deck.cards.count, otherNames: otherNames)
        if let problem = problems[field] { return .refused(sentence(problem, field, cardCount: deck.cards.count)) }
        guard let changed = draft.applied(to: deck, otherNames: otherNames) else {
            // Another field was already invalid (cards per session above the cards left):
            // the editor would not save either, so say which one to fix first.
            let other = fields.first { problems[$0] != nil } ?? field
            return .refused("\(label(other)) must be changed first: \(sentence(problems[other] ?? "", other, cardCount: deck.cards.count))")
        }
        return .changed(changed)
    }

    /// The editor's explanation, safe to print; for cards per session it says "leave
    /// empty", but here Enter keeps the value, so the hint is said instead.
    private static func sentence(_ problem: String, _ field: DeckDraft.Field, cardCount: Int) -> String {
        field == .sessionSize ? "Type \(hint(.sessionSize, cardCount: cardCount))." : SpokenPhrases.text(problem)
    }
}
