import FlashzillaCore
import Foundation

/// A card's marks as `show` prints them: one line of words, and the JSON fields.
enum CardMarksText {
    /// "suspended, buried until 2026-11-30 04:00, flag red, leech"; nil for no mark.
    static func line(_ marks: CardMarks) -> String? {
        var words: [String] = []
        if marks.isSuspended { words.append("suspended") }
        if let until = marks.buriedUntil { words.append("buried until \(DueTimeText.iso8601(until, timeZone: .current))") }
        if let flag = marks.flag { words.append("flag \(flag.name)") }
        if marks.isLeech { words.append("leech") }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }

    /// suspended, buried (bool), buriedUntil (ISO 8601 or null), flag (its colour or null), leech.
    static func json(_ marks: CardMarks) -> [String: JSONValue] {
        ["suspended": .bool(marks.isSuspended), "buried": .bool(marks.buriedUntil != nil),
         "buriedUntil": marks.buriedUntil.map { .string(DueTimeText.iso8601($0, timeZone: .current)) } ?? .null,
         "flag": marks.flag.map { .string($0.name) } ?? .null, "leech": .bool(marks.isLeech)]
    }
}
