import FlashzillaCore
import FlashzillaImport
import Foundation

/// Carries out an import plan: new decks first, then the changed ones (each saved under the
/// folder's lock, merged with any change made meanwhile). If a write fails, the decks this
/// import created are removed again, so a failed import leaves no new deck behind.
enum ImportWriter {
    /// Each planned deck's file (nil for a deck with nothing to write).
    static func write(_ plan: ImportPlan, to store: DeckStore, now: Date) throws -> [URL?] {
        var files: [URL?] = plan.decks.map { $0.existing?.fileURL }
        var created: [URL] = []
        do {
            for (i, item) in plan.decks.enumerated() where item.isNew {
                let loaded = try store.createUniquelyNamed(item.deck, now: now)
                created.append(loaded.fileURL)
                files[i] = loaded.fileURL
            }
            for item in plan.decks where item.hasChanges {
                guard var loaded = item.existing else { continue }
                let base = DeckBaseline(loaded.deck)
                loaded.deck = item.deck
                try store.save(&loaded, mergingFrom: base, now: now)
            }
        } catch {
            for url in created { try? FileManager.default.removeItem(at: url) }
            throw CommandFailure("\(error) (nothing imported)")
        }
        return files
    }
}
