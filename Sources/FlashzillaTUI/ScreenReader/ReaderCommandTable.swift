import Foundation

/// The words that say one command, and how help reads it out.
struct ReaderCommandWords<Command: Sendable>: Sendable {
    let command: Command
    /// Lower-case; "" is Enter (an empty line).
    let words: [String]
    /// A phrase for the help sentence, e.g. "y or correct if you knew it".
    let help: String

    init(_ command: Command, _ words: [String], help: String) {
        self.command = command
        self.words = words
        self.help = help
    }
}

/// One place's commands as data: parsing and the help sentence both read it, so they
/// cannot disagree (as the study screen's keymap does for keys and footer).
struct ReaderCommandTable<Command: Sendable>: Sendable {
    let entries: [ReaderCommandWords<Command>]

    init(_ entries: [ReaderCommandWords<Command>]) { self.entries = entries }

    /// The command a line says: any case, surrounding spaces ignored.
    func command(for line: String) -> Command? {
        let word = ReaderLine.word(line)
        return entries.first { $0.words.contains(word) }?.command
    }

    /// "Commands: …; …." — those `included` lets through, in table order.
    func helpSentence(including included: (Command) -> Bool = { _ in true }) -> String {
        "Commands: " + entries.filter { included($0.command) }.map(\.help).joined(separator: "; ") + "."
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
