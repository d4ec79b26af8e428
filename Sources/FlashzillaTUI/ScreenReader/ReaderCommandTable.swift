import Foundation

/// The words that say one command, and how help reads it out.
struct ReaderCommandWords<Command: Sendable>: Sendable {
    let command: Command
    /// Lower-case; "" is Enter (an empty line).
    let words: [String]
    /// A phrase for the help sentence, e.g. "y or correct if you knew it".
    let help: String
    /// A shorter phrase for the menu said on arrival ("s to study"); nil: only in help.
    let menu: String?
    /// Whether the rest of the line after the word is this command's argument
    /// ("find paris", "edit 3"); other commands must be the whole line.
    let takesArgument: Bool

    init(_ command: Command, _ words: [String], help: String, menu: String? = nil, takesArgument: Bool = false) {
        self.command = command
        self.words = words
        self.help = help
        self.menu = menu
        self.takesArgument = takesArgument
    }
}

/// One place's commands as data: parsing, the help sentence and the menu all read it,
/// so they cannot disagree (as the study screen's keymap does for keys and footer).
struct ReaderCommandTable<Command: Sendable>: Sendable {
    let entries: [ReaderCommandWords<Command>]

    init(_ entries: [ReaderCommandWords<Command>]) { self.entries = entries }

    /// The command a line says: any case, surrounding spaces ignored.
    func command(for line: String) -> Command? {
        let word = ReaderLine.word(line)
        return entries.first { $0.words.contains(word) }?.command
    }

    /// The command a line says and what follows its first word ("" when nothing does);
    /// nil when the line is no command, or has words after one that takes none.
    func commandAndArgument(for line: String) -> (command: Command, argument: String)? {
        if let command = command(for: line) { return (command, "") }
        let trimmed = ReaderLine.trimmed(line)
        guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return nil }
        let word = trimmed[..<space].lowercased()
        guard let entry = entries.first(where: { $0.takesArgument && $0.words.contains(word) }) else { return nil }
        return (entry.command, ReaderLine.trimmed(String(trimmed[space...])))
    }

    /// "Commands: …; …." — those `included` lets through, in table order.
    func helpSentence(including included: (Command) -> Bool = { _ in true }) -> String {
        "Commands: " + entries.filter { included($0.command) }.map(\.help).joined(separator: "; ") + "."
    }

    /// "Type s to study, …, or q to quit." — the entries with a menu phrase, in table order.
    func menuSentence() -> String {
        let phrases = entries.compactMap(\.menu)
        guard let last = phrases.last else { return "" }
        let list = phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + ", or " + last
        return "Type \(list)."
    }
}

/// A typed line, tidied for reading.
enum ReaderLine {
    /// Without surrounding spaces, and without a stray carriage return (lines typed over
    /// some SSH clients end in CR LF).
    static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// As a command word: trimmed, lower case.
    static func word(_ line: String) -> String { trimmed(line).lowercased() }
}
