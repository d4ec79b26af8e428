import FlashzillaCore
import FlashzillaImport
import Foundation

/// The marks (suspended, buried, flag) Anki set on the cards of an import's packages, as
/// changes for the progress file: each card found in the plan's deck its group went to,
/// by the id the import gives it.
public enum ImportedMarks {
    /// `deckName`: the import's `--deck`; `dayAfter`: when a card buried at a time comes back
    /// (nil when that has passed).
    public static func changes(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport], dayAfter: (Date) -> Date?) -> [CardMarkChange] {
        guard packages.contains(where: { !$0.marks.isEmpty }) else { return [] }
        var changes: [CardMarkChange] = []
        for placed in plan.placedGroups(of: packages, deckName: deckName, including: { !$0.marks.isEmpty }) {
            let package = packages[placed.package], deckID = plan.decks[placed.deck].deck.id
            for card in package.parsed.groups[placed.group].cards {
                guard let mark = package.marks[card.key] else { continue }
                changes.append(CardMarkChange(deckID: deckID, cardID: ImportedCardID.id(deck: deckID, card: card, occurrence: 0),
                                              marks: mark.marks(buriedUntil: dayAfter)))
            }
        }
        return changes
    }
}
