import FlashzillaAnki
import Foundation
import GRDB

/// Deck options that came from the server: each Anki deck whose options (or whose choice of
/// options) the server changed since `usn`, by name, as they apply to it (its preset's,
/// with its own limits and retention over them).
extension SyncedCollection {
    public func deckOptions(changedFromUSN usn: Int) throws(SyncError) -> [(deckID: Int64, name: String, options: AnkiDeckOptionValues)] {
        do {
            return try queue.read { db in
                let decks = try Self.legacy(.decks, in: db), options = try Self.legacy(.dconf, in: db)
                var changed: [(deckID: Int64, name: String, options: AnkiDeckOptionValues)] = []
                for case let (_, deck as [String: Any]) in decks {
                    guard SyncJSON.integer(deck["dyn"]) ?? 0 == 0, let id = SyncJSON.integer(deck["id"]), let name = deck["name"] as? String,
                          let confID = SyncJSON.integer(deck["conf"]), let conf = options[String(confID)] as? [String: Any] else { continue }
                    // A server change has the server's usn, at or above ours before the sync.
                    let arrived = [deck["usn"], conf["usn"]].contains { (SyncJSON.integer($0) ?? -1) >= Int64(usn) }
                    guard arrived else { continue }
                    changed.append((id, name, AnkiDeckOptionValues(legacyConf: conf, deck: deck)))
                }
                return changed.sorted { $0.name < $1.name }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}
