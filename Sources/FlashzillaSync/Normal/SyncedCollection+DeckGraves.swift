import Foundation
import GRDB

/// A deck deleted here: its cards go as card graves (`writeOutgoing`), and the Anki deck they
/// leave empty goes as a deck grave (type 2), as Anki's client records a deleted deck, so the
/// phone's deck list loses it too. Only a deck no deck here has or holds inside it, never
/// Default, never a deck that still holds cards or other decks; a parent emptied so goes too.
extension SyncedCollection {
    static func deleteDecksEmptied(_ emptied: Set<Int64>, notHere: Set<String>, in db: Database) throws {
        guard !emptied.isEmpty, !notHere.isEmpty else { return }
        var decks = try legacy(.decks, in: db)
        func name(_ id: Int64) -> String? { (decks[String(id)] as? [String: Any])?["name"] as? String }
        var candidates = emptied, deleted = false
        while let id = candidates.min() {
            candidates.remove(id)
            guard id != 1, let deckName = name(id), notHere.contains(deckName.lowercased()),
                  try Bool.fetchOne(db, sql: "SELECT 1 FROM cards WHERE did = ? OR odid = ? LIMIT 1", arguments: [id, id]) != true else { continue }
            let prefix = deckName.lowercased() + "::"
            let holdsDecks = decks.values.contains { (($0 as? [String: Any])?["name"] as? String)?.lowercased().hasPrefix(prefix) == true }
            guard !holdsDecks else { continue }
            decks[String(id)] = nil
            try db.execute(sql: "INSERT INTO graves VALUES (-1, ?, 2)", arguments: [id])
            deleted = true
            // Its parent may now be empty too.
            let parts = deckName.components(separatedBy: "::")
            if parts.count > 1 {
                let parent = parts.dropLast().joined(separator: "::").lowercased()
                if let parentID = decks.first(where: { (($0.value as? [String: Any])?["name"] as? String)?.lowercased() == parent }).flatMap({ Int64($0.key) }) {
                    candidates.insert(parentID)
                }
            }
        }
        if deleted { try setLegacy(.decks, decks, in: db) }
    }
}
