import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation

extension ImportJob {
    /// By deck id, the cards the plan's decks have already that have no schedule in the
    /// progress file: an import killed after its decks were written but before its history
    /// committed leaves its cards so, and importing again gives them the package's answers
    /// (`ImportedHistory`'s `lacking`). A card with a schedule (its answers imported, or the
    /// learner's own) never gets them, so no answer is added twice.
    static func cardsLackingAnswers(in plan: ImportPlan, progressURL: URL) throws -> [UUID: Set<UUID>] {
        let decks = plan.decks.compactMap { $0.existing?.deck }.filter { !$0.cards.isEmpty }
        guard !decks.isEmpty else { return [:] }
        do {
            let progress = FileManager.default.fileExists(atPath: progressURL.path) ? try ProgressStore(fileURL: progressURL) : nil
            var lacking: [UUID: Set<UUID>] = [:]
            for deck in decks {
                let scheduled = try progress?.states(deckID: deck.id) ?? CardStates()
                // By index: a map over the cards would copy each one to read its id.
                var ids = Set<UUID>()
                for i in deck.cards.indices where scheduled[deck.cards[i].id] == nil { ids.insert(deck.cards[i].id) }
                if !ids.isEmpty { lacking[deck.id] = ids }
            }
            return lacking
        } catch {
            throw CommandFailure("\(error) (nothing imported)")
        }
    }
}
