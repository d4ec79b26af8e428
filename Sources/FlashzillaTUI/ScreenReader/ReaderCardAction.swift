/// What a deck-menu command does to the card whose number follows it.
enum ReaderCardAction: Equatable, Sendable {
    case edit, wordType, define, delete

    /// Ends "has no cards to …" ("Colours has no cards to edit.").
    var verb: String {
        switch self {
        case .edit: "edit"
        case .wordType: "give a word type"
        case .define: "look up"
        case .delete: "delete"
        }
    }

    /// Ends "Type the number of the card …".
    var purpose: String {
        switch self {
        case .edit: "to edit"
        case .wordType: "whose word type to set"
        case .define: "to look up in the dictionary"
        case .delete: "to delete"
        }
    }

    /// Said when choosing the card is cancelled.
    var cancelledSentence: String {
        self == .delete ? "No card was deleted." : "No card was changed."
    }
}
