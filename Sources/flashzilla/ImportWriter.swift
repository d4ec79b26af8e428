import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import Foundation

/// Carries out an import plan: the packages' media first (into `HOME/media/<deck id>/`),
/// then new decks, then the changed ones (each saved under the folder's lock, merged with
/// any change made meanwhile). If a write fails, the media files and decks this import
/// created are removed again, so a failed import leaves nothing new behind.
enum ImportWriter {
    /// Each planned deck's file (nil for a deck with nothing to write). `media`: each
    /// planned deck's media, in the plan's order (empty for text files).
    static func write(_ plan: ImportPlan, media: [DeckMedia] = [], to store: DeckStore, home: URL, now: Date) throws -> [URL?] {
        var files: [URL?] = plan.decks.map { $0.existing?.fileURL }
        var created: [URL] = []
        var installed: [MediaInstaller.Installed] = []
        do {
            let installer = MediaInstaller(home: home)
            for deck in media { installed.append(try installer.install(deck)) }
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
            for media in installed { media.undo() }
            throw CommandFailure("\(error) (nothing imported)")
        }
        return files
    }
}
