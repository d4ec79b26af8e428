import FlashzillaCore
import Foundation
import Synchronization

/// Every parsed file's cards sorted into their decks and applied to them, before anything
/// is written: the command writes all of `decks` or, when a file is bad, none.
public struct ImportPlan: Sendable {
    public var decks: [DeckImport]
    /// Rows that gave no card, in file and line order.
    public var skipped: [SkippedRow]

    /// `deckName` (`--deck`) puts every card in one deck; otherwise a card goes to its Anki
    /// deck column's deck or to the deck named after its file. `existing` finds a deck on
    /// disk by name (nil: the import creates it). `newDeckIDs`: the id a deck the import
    /// creates gets, by its name lowercased (chosen before the plan, so that an Anki
    /// package's history can be written while its cards are still being rendered); a new
    /// random one for a name not there.
    public init(files: [ParsedFile], deckName: String?, now: Date, newDeckIDs: [String: UUID] = [:],
                existing: (String) throws -> LoadedDeck?) throws {
        var order: [String] = []
        var names: [String: String] = [:]
        var cards: [String: [DeckImport.Batch]] = [:]
        for file in files {
            for group in file.groups {
                let name = deckName ?? group.deck ?? Self.deckName(forFile: file.file)
                let key = name.lowercased()
                if names[key] == nil { names[key] = name; order.append(key) }
                cards[key, default: []].append(DeckImport.Batch(file: file.file, cards: group.cards, noteTypes: group.noteTypes, notes: group.notes))
            }
        }
        // The decks on disk first (that reads files), then each deck's cards applied on all
        // cores: a package's 20 decks of 4,000 cards each are independent.
        let targets = try order.map { key in (key: key, existing: try existing(names[key]!)) }
        let made = Mutex([DeckImport?](repeating: nil, count: targets.count))
        let (batches, finalNames) = (cards, names)
        DispatchQueue.concurrentPerform(iterations: targets.count) { i in
            let target = targets[i]
            let deck = DeckImport(into: target.existing, newDeckNamed: finalNames[target.key]!, newDeckID: newDeckIDs[target.key] ?? UUID(),
                                  batches: batches[target.key]!, now: now)
            made.withLock { $0[i] = deck }
        }
        decks = made.withLock { $0.map { $0! } }
        skipped = files.flatMap(\.skipped) + decks.flatMap(\.duplicates)
    }

    /// `words.csv` → `words`.
    public static func deckName(forFile path: String) -> String {
        let base = (path as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        return stem.isEmpty ? base : stem
    }

    public var added: Int { decks.reduce(0) { $0 + $1.added } }
    public var updated: Int { decks.reduce(0) { $0 + $1.updated } }
    public var unchanged: Int { decks.reduce(0) { $0 + $1.unchanged } }

    /// `12 added, 3 updated, 410 unchanged, 2 skipped (empty front, line 17 and 40)`;
    /// lines carry their file's name when several files were imported.
    public func summary(severalFiles: Bool) -> String {
        var text = "\(added) added, \(updated) updated, \(unchanged) unchanged, \(skipped.count) skipped"
        guard !skipped.isEmpty else { return text }
        var reasons: [String] = []
        var rows: [String: [SkippedRow]] = [:]
        for row in skipped {
            if rows[row.reason] == nil { reasons.append(row.reason) }
            rows[row.reason, default: []].append(row)
        }
        let parts = reasons.map { reason -> String in
            let byFile = Dictionary(grouping: rows[reason]!, by: \.file)
            let files = rows[reason]!.map(\.file).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let places = files.map { file in
                let rows = byFile[file]!
                let lines = Self.list(rows.map { String($0.line) })
                return (severalFiles ? "\((file as NSString).lastPathComponent) " : "") + "\(rows[0].unit.rawValue) \(lines)"
            }
            return "\(reason), " + places.joined(separator: "; ")
        }
        text += " (" + parts.joined(separator: "; ") + ")"
        return text
    }

    /// `17`, `17 and 40`, `3, 17 and 40`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
