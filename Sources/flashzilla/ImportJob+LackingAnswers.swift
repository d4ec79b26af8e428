import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation

extension ImportJob {
    /// What the progress file has of the cards the plan's decks have already, by deck id.
    struct KnownAnswers {
        /// Cards with no answer there: an import killed after its decks were written but
        /// before its history committed leaves its cards so, and importing again gives them
        /// the package's answers (`ImportedHistory`'s `lacking`).
        var lacking: [UUID: Set<UUID>] = [:]
        /// Cards with answers, and when the latest was: a newer export of the same deck adds
        /// only the answers after it, and then its card states (`ImportedHistory`'s `answeredUntil`).
        var latest: [UUID: [UUID: Date]] = [:]
        /// Cards with answers, and the second of each: answers of the package from before the
        /// latest that are not here are added too (`ImportedHistory`'s `answeredAt`).
        var seconds: [UUID: [UUID: Set<Int64>]] = [:]
    }

    /// A card with answers (imported, or the learner's own) never gets those before its
    /// latest again, so no answer is added twice.
    static func knownAnswers(in plan: ImportPlan, progressURL: URL) throws -> KnownAnswers {
        let decks = plan.decks.compactMap { $0.existing?.deck }.filter { !$0.cards.isEmpty }
        guard !decks.isEmpty else { return KnownAnswers() }
        do {
            let progress = FileManager.default.fileExists(atPath: progressURL.path) ? try ProgressStore(fileURL: progressURL) : nil
            var known = KnownAnswers()
            for deck in decks {
                let latest = try progress?.latestAnswers(deckID: deck.id) ?? [:]
                // By index: a map over the cards would copy each one to read its id.
                var ids = Set<UUID>()
                for i in deck.cards.indices where latest[deck.cards[i].id] == nil { ids.insert(deck.cards[i].id) }
                if !ids.isEmpty { known.lacking[deck.id] = ids }
                if !latest.isEmpty {
                    known.latest[deck.id] = latest
                    known.seconds[deck.id] = try progress?.reviewSeconds(deckID: deck.id) ?? [:]
                }
            }
            return known
        } catch {
            throw CommandFailure("\(error) (nothing imported)")
        }
    }
}

extension ImportJob {
    /// The states of cards Anki changed without an answer since they were imported (a newer
    /// export of the same deck), after the history: importing again sets them again.
    static func writeNewerStates(of history: ImportedHistory?, progressURL: URL) throws {
        guard let changes = history?.newerStates, !changes.isEmpty else { return }
        do {
            try ProgressStore(fileURL: progressURL).setStates(changes.map { ($0.deckID, $0.cardID, $0.state) })
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
