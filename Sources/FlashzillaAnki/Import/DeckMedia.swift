import FlashzillaCore
import FlashzillaImport
import Foundation

/// Which unpacked media files each planned deck gets: those its cards show (`[image: x]`,
/// `[sound: x]`) that one of the imported packages holds.
public struct DeckMedia: Sendable, Equatable {
    public var deckID: UUID
    /// File name → the unpacked file.
    public var files: [String: URL]

    /// One entry for each deck of `plan` (in its order), possibly with no files.
    public static func plan(_ plan: ImportPlan, packages: [AnkiPackageImport]) -> [DeckMedia] {
        plan.decks.map { item in
            var files: [String: URL] = [:]
            // No package with media (the usual large one): no need to read every card's text.
            guard packages.contains(where: { !$0.media.isEmpty }) else { return DeckMedia(deckID: item.deck.id, files: files) }
            for card in item.deck.cards {
                for name in MediaReferences.names(in: card.prompt) + MediaReferences.names(in: card.answer) where files[name] == nil {
                    if let url = packages.lazy.compactMap({ $0.media[name] }).first { files[name] = url }
                }
            }
            return DeckMedia(deckID: item.deck.id, files: files)
        }
    }
}
