import Foundation

/// What a typed line means to the screen on show, as the keys it would take: the line
/// front end then drives `AppModel` with the same events as the full screen does.
public enum LineReading {
    /// `line` as events. An empty line is Enter. In a text field (`typing`) the line is
    /// its text (replacing the line it held) and Enter, except "cancel" and "back", which leave it (Esc),
    /// and the field's own commands (`fieldCommand`). Elsewhere a
    /// binding's words press its key: "good", "page down"; a number after them picks that
    /// row first ("delete 3"), other words are typed after the key as the text of the field it opens ("find cat"); a number
    /// alone picks that row; one bound key typed alone is pressed ("3", "q"). Nothing the
    /// screen knows: no events.
    public static func events(for line: String, keys: [SpokenKey], typing: Bool) -> [InputEvent] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [.key(.enter)] }
        if typing {
            if ["cancel", "back"].contains(trimmed.lowercased()) { return [.key(.escape)] }
            if let key = fieldCommand(trimmed.lowercased(), keys: keys) { return [.key(key)] }
            // The line replaces what the field held on its line, as a retyped answer would.
            return typed(trimmed)
        }
        let words = trimmed.lowercased().split(separator: " ").map(String.init)
        if let row = Int(trimmed), let picked = pick(row: row, keys: keys) { return picked }
        // A key typed alone does what it does on the full screen ("3" rates Good in Review).
        if trimmed.count == 1, let character = trimmed.first, keys.contains(where: { $0.keys.contains(.character(character)) }) {
            return [.key(.character(character))]
        }
        // A key and a row ("d 3"), as the full screen's user would pick the row and press it.
        if words.count == 2, let key = boundKey(words[0], keys: keys), let row = Int(words[1]),
           let picked = pick(row: row, keys: keys) {
            return picked + [.key(key)]
        }
        // The longest run of leading words that names a binding ("page down" before "page").
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            let named = words.prefix(count).joined(separator: " ")
            guard let key = keys.first(where: { $0.words.contains(named) })?.key else { continue }
            let rest = trimmed.split(separator: " ", omittingEmptySubsequences: true).dropFirst(count).joined(separator: " ")
            if rest.isEmpty { return [.key(key)] }
            if let row = Int(rest), let picked = pick(row: row, keys: keys) { return picked + [.key(key)] }
            // Typed as the field's whole text: a second "find" replaces the first word.
            return [.key(key)] + typed(rest)
        }
        return []
    }

    /// The row (from 1) a line outside a text field picks: a number alone, or after a
    /// binding's words ("delete 3"); nil when it picks none or the screen has no rows.
    /// `hints on` / `hints off` (any case, outside a text field): how often screens say
    /// what can be said there; nil for any other line.
    public static func hintMode(in line: String) -> HintMode? {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "hints on": .always
        case "hints off": .never
        default: nil
        }
    }

    public static func row(in line: String, keys: [SpokenKey]) -> Int? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard key("first", in: keys) != nil, key("next", in: keys) != nil else { return nil }
        if let row = Int(trimmed) { return row }
        let words = trimmed.lowercased().split(separator: " ").map(String.init)
        if words.count == 2, boundKey(words[0], keys: keys) != nil, let row = Int(words[1]) { return row }
        for count in stride(from: min(words.count - 1, 3), through: 1, by: -1) {
            let named = words.prefix(count).joined(separator: " ")
            guard keys.contains(where: { $0.words.contains(named) }) else { continue }
            return words.count == count + 1 ? Int(words[count]) : nil
        }
        return nil
    }

    /// In a text field, a line that is exactly "help" or a binding's words of several
    /// ("previous field", "clear filter") presses that binding, so the user can leave the
    /// field some other way than by cancelling it; only keys that type nothing count.
    static func fieldCommand(_ line: String, keys: [SpokenKey]) -> Key? {
        guard line == "help" || line.contains(" ") else { return nil }
        return keys.first { spoken in
            guard spoken.words.contains(line) else { return false }
            if case .character = spoken.key { return false }
            return true
        }?.key
    }

    /// `text` as a text field's new line, then Enter.
    static func typed(_ text: String) -> [InputEvent] {
        [.key(.end), .key(.ctrl("u")), .paste(text), .key(.enter)]
    }

    /// Row `row` (from 1) chosen with the screen's own "first" and "next" keys; nil where
    /// the screen has no rows to choose.
    static func pick(row: Int, keys: [SpokenKey]) -> [InputEvent]? {
        guard row >= 1, let first = key("first", in: keys), let next = key("next", in: keys) else { return nil }
        return [.key(first)] + Array(repeating: .key(next), count: row - 1)
    }

    /// The key a one-character word presses ("d"), when the screen binds it.
    private static func boundKey(_ word: String, keys: [SpokenKey]) -> Key? {
        guard word.count == 1, let character = word.first else { return nil }
        let key = Key.character(character)
        return keys.contains { $0.keys.contains(key) } ? key : nil
    }

    private static func key(_ word: String, in keys: [SpokenKey]) -> Key? {
        keys.first { $0.words.contains(word) }?.key
    }
}

/// Which lines to say: those of the description that were not in it before, so moving
/// down a list says the new row, not the whole screen again, and a line that only moved
/// (the card, once "Good — next in 4 days." above it is gone) is not said twice.
public struct SpokenChanges: Sendable {
    private var said: [String] = []

    public init() {}

    /// The lines of `lines` to say now; all of them when `repeatAll` (the user asked for
    /// something and nothing changed: they still hear where they are).
    public mutating func lines(_ lines: [String], repeatAll: Bool = false) -> [String] {
        defer { said = lines }
        let before = Set(said)
        let changed = lines.filter { !before.contains($0) }
        return changed.isEmpty && repeatAll ? lines : changed
    }
}

extension AppModel {
    /// `line` as the events the screen on show takes (see `LineReading`).
    public func events(forLine line: String, in context: ScreenContext) -> [InputEvent] {
        LineReading.events(for: line, keys: spokenKeys, typing: isTypingText)
    }

    /// What to say instead of acting when `line` names a row the list does not have
    /// ("edit 99" with 16 cards): picking would stop at the last row and act on it.
    public func missingRow(forLine line: String) -> String? {
        guard !isTypingText, let row = LineReading.row(in: line, keys: spokenKeys), let (count, noun) = spokenRows,
              !(1...max(1, count)).contains(row) || count == 0 else { return nil }
        if count == 0 { return "There are no \(noun)s here." }
        return "There is no \(noun) \(row): \(SpokenPhrases.count(count, noun)) here."
    }

    /// How many rows the list on show has, and what they are, for `missingRow`.
    var spokenRows: (count: Int, noun: String)? {
        switch route {
        case .chooser: (chooser.listings.count, "deck")
        case .cardEditor(let screen, _) where [.list, .filter].contains(screen.focus): (screen.rowCount, "card")
        default: nil
        }
    }
}
