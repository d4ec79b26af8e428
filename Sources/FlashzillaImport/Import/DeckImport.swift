import FlashzillaCore
import Foundation

/// Imported cards applied to one deck: new cards appended, cards imported before (same
/// derived id) updated when their text or tags changed, the rest left alone.
public struct DeckImport: Sendable {
    /// The deck as it will be written (already merged).
    public var deck: Deck
    /// The deck on disk, or nil when the import creates it.
    public var existing: LoadedDeck?
    public var added = 0, updated = 0, unchanged = 0
    /// Cards a second row gave the same id (an Anki note listed twice): the first one counts.
    public var duplicates: [SkippedRow] = []
    /// The first prompts added, for `--dry-run`.
    public var firstPrompts: [String] = []

    public var isNew: Bool { existing == nil }
    public var hasChanges: Bool { added > 0 || updated > 0 }

    /// `cards` come from `file`s, in order; `now` dates new and changed cards.
    public init(into existing: LoadedDeck?, newDeckNamed name: String, cards: [(file: String, card: ImportedCard)], now: Date) {
        self.existing = existing
        var deck = existing?.deck ?? Deck(name: name)
        var position: [UUID: Int] = [:]
        position.reserveCapacity(deck.cards.count + cards.count)
        for (i, card) in deck.cards.enumerated() { position[card.id] = i }
        var seen: [String: UInt32] = [:]
        var importedIDs = Set<UUID>()
        deck.cards.reserveCapacity(deck.cards.count + cards.count)
        for (file, imported) in cards {
            var occurrence: UInt32 = 0
            if case .content = imported.key {
                occurrence = seen[imported.prompt, default: 0]
                seen[imported.prompt] = occurrence + 1
            }
            let id = ImportedCardID.id(deck: deck.id, card: imported, occurrence: occurrence)
            guard importedIDs.insert(id).inserted else {
                duplicates.append(SkippedRow(file: file, line: imported.line, reason: "same note twice"))
                continue
            }
            if let at = position[id] {
                var card = deck.cards[at]
                if card.prompt == imported.prompt, card.answer == imported.answer, card.tags == imported.tags {
                    unchanged += 1
                    continue
                }
                try? card.edit(prompt: imported.prompt, answer: imported.answer, at: now)
                if card.tags != imported.tags { card.tags = imported.tags; card.updatedAt = now }
                deck.cards[at] = card
                updated += 1
            } else {
                // The readers skip empty sides, so the card is valid.
                guard let card = try? Card(id: id, prompt: imported.prompt, answer: imported.answer, tags: imported.tags, createdAt: now) else { continue }
                position[id] = deck.cards.count
                deck.cards.append(card)
                added += 1
                if firstPrompts.count < 3 { firstPrompts.append(imported.prompt) }
            }
        }
        self.deck = deck
    }
}
