/// The commands of each place in the conversation, by word or letter. Numbers and deck
/// names are read where a table has no match.

enum ReaderStudyCommand: Sendable {
    case reveal, correct, wrong, undo, pause, resume, time, again, restart, back, help, quit

    static let table = ReaderCommandTable<ReaderStudyCommand>([
        .init(.reveal, ["", "answer"], help: "Enter or answer to hear the answer"),
        .init(.correct, ["y", "yes", "correct"], help: "y or correct if you knew it"),
        .init(.wrong, ["n", "no", "wrong"], help: "n or wrong if you did not"),
        .init(.undo, ["u", "undo"], help: "undo to take back the last answer"),
        .init(.pause, ["p", "pause"], help: "pause to stop the clock"),
        .init(.resume, ["resume", "continue"], help: "resume to go on"),
        .init(.time, ["t", "time"], help: "time to hear the time left"),
        .init(.again, ["repeat"], help: "repeat to hear the card again"),
        .init(.restart, ["r", "restart"], help: "r or restart to start again"),
        .init(.back, ["b", "back"], help: "b or back to go back to the deck"),
        .init(.help, ["?", "help"], help: "help to hear this again"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla"),
    ])
}

enum ReaderChooserCommand: Sendable {
    case list, new, importFile, settings, statistics, help, quit

    static let table = ReaderCommandTable<ReaderChooserCommand>([
        .init(.list, ["l", "list"], help: "a deck's number or name to choose it; l or list to hear the decks again"),
        .init(.new, ["new"], help: "new to create a deck"),
        .init(.importFile, ["import"], help: "import to import a file from Anki, Quizlet or a spreadsheet"),
        .init(.statistics, ["stats", "statistics"], help: "stats to hear the statistics of every deck"),
        .init(.settings, ["settings"], help: "settings to hear and switch the settings, the screen reader among them"),
        .init(.help, ["?", "help"], help: "help to hear this again"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla"),
    ])
}

/// A deck's menu. Those with a menu phrase are said on arriving and on `menu`; `help`
/// says them all.
enum ReaderDeckCommand: Sendable {
    case study, match, list, find, add, edit, wordType, define, delete, undo, settings, rename, trash, statistics, menu, back, help, quit

    static let table = ReaderCommandTable<ReaderDeckCommand>([
        .init(.study, ["s", "study"], help: "s or study to study it", menu: "s to study"),
        .init(.match, ["m", "match"], help: "m or match to play Match with its cards", menu: "m to play Match"),
        .init(.list, ["l", "list"], help: "l or list to hear its cards", menu: "l to list the cards"),
        .init(.find, ["f", "find", "search"], help: "find or search and a word to hear the cards with it in the prompt, answer or tags",
              menu: "find and a word to search them", takesArgument: true),
        .init(.add, ["a", "add"], help: "a or add to add a card", menu: "a to add a card"),
        .init(.edit, ["e", "edit"], help: "e or edit and a card's number to change its prompt and answer",
              menu: "e to edit one", takesArgument: true),
        .init(.wordType, ["w", "type"], help: "type and a card's number to set its word type, such as noun or verb", takesArgument: true),
        .init(.define, ["define"], help: "define and a card's number to fill in its answer and word type from the dictionary",
              takesArgument: true),
        .init(.delete, ["d", "delete"], help: "d or delete and a card's number to delete it", menu: "d to delete one", takesArgument: true),
        .init(.undo, ["u", "undo"], help: "u or undo to take back the last deletion or edit of a card"),
        .init(.settings, ["settings"], help: "settings to hear and change its name, colour, time limit, cards per session, shuffle and wrong cards back",
              menu: "settings for the deck's settings"),
        .init(.rename, ["rename"], help: "rename to give it a new name"),
        .init(.trash, ["trash"], help: "trash to move the whole deck to the trash"),
        .init(.statistics, ["stats", "statistics"], help: "stats to hear its statistics"),
        .init(.menu, ["menu"], help: "menu to hear the main choices again"),
        .init(.back, ["b", "back"], help: "b or back to go back to the decks", menu: "b to go back"),
        .init(.help, ["?", "help"], help: "help to hear this again", menu: "help for every command"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla", menu: "q to quit"),
    ])
}

/// A deck's settings list; a setting's number switches it or asks for its new value.
enum ReaderDeckSettingsCommand: Sendable {
    case list, back, help, quit

    static let table = ReaderCommandTable<ReaderDeckSettingsCommand>([
        .init(.list, ["l", "list"], help: "a setting's number to switch or change it; l or list to hear the settings again"),
        .init(.back, ["b", "back"], help: "b or back to go back to the deck"),
        .init(.help, ["?", "help"], help: "help to hear this again"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla"),
    ])
}

/// Playing Match; a card's number turns that card.
enum ReaderMatchCommand: Sendable {
    case list, score, new, help, back, quit

    static let table = ReaderCommandTable<ReaderMatchCommand>([
        .init(.list, ["l", "list"], help: "a card's number to turn it; l or list to hear which cards are matched, face up and face down"),
        .init(.score, ["score"], help: "score to hear the score and time"),
        .init(.new, ["n", "new"], help: "n or new to deal a new game"),
        .init(.help, ["?", "help"], help: "help to hear this again"),
        .init(.back, ["b", "back"], help: "b or back to go back to the deck"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla"),
    ])
}

/// The settings list; a setting's number switches it.
enum ReaderSettingsCommand: Sendable {
    case list, back, help, quit

    static let table = ReaderCommandTable<ReaderSettingsCommand>([
        .init(.list, ["l", "list"], help: "a setting's number to switch it on or off; l or list to hear the settings again"),
        .init(.back, ["b", "back"], help: "b or back to go back to the decks"),
        .init(.help, ["?", "help"], help: "help to hear this again"),
        .init(.quit, ["q", "quit", "exit"], help: "q or quit to leave Flashzilla"),
    ])
}

/// The answer to "are you sure?".
enum ReaderConfirmation: Sendable {
    case yes, no

    static let table = ReaderCommandTable<ReaderConfirmation>([
        .init(.yes, ["y", "yes"], help: "y to go ahead"),
        .init(.no, ["n", "no", "cancel"], help: "n to keep it"),
    ])
}

/// Typing a card's text or a deck's name: the only word is the way out.
enum ReaderTextEntry {
    static let cancelWord = "cancel"

    static func isCancel(_ line: String) -> Bool {
        ReaderLine.word(line) == cancelWord
    }
}
