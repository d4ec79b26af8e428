import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Answers given here since the last sync, written into the kept collection as Anki's own
/// client writes its answers (a review log row each, the card's new schedule, usn -1), so
/// the normal sync that follows sends them. A card is found again from its note's GUID and
/// number, as the import made its id, in the deck of its Anki deck's name first.
enum SyncOutgoing {
    /// Writes what is new here; returns how many answers.
    static func write(into kept: SyncedCollection, app: AppContext, settings: Settings) throws -> Int {
        guard FileManager.default.fileExists(atPath: app.progressURL.path) else { return 0 }
        let progress = try ProgressStore(fileURL: app.progressURL)
        let (creation, rollover, west) = try kept.days()
        let days = AnkiCollectionDays(creation: creation, rolloverHour: rollover, creationMinutesWest: west, now: app.now)
        let decks = app.store.summaries(now: app.now).filter { $0.problem == nil }
        var states: [UUID: CardStates] = [:]
        func statesOf(_ deck: UUID) throws -> CardStates {
            if let known = states[deck] { return known }
            let read = try progress.states(deckID: deck)
            states[deck] = read
            return read
        }
        var revlog: [[Any]] = [], cards: [SyncedCollection.PendingCard] = []
        // Today's answers per Anki deck: Anki's deck list counts them against the day's limits.
        let today = days.day(of: app.now)
        var todayByDeck: [String: (new: Int, reviews: Int)] = [:]
        for link in try kept.cardLinks() {
            let candidates = decks.filter { $0.name == link.deckName } + decks.filter { $0.name != link.deckName }
            for deck in candidates {
                let id = ImportedCardID.id(deck: deck.deckID, ankiGUID: link.guid, ordinal: UInt32(link.ordinal))
                guard let state = try statesOf(deck.deckID)[id] else { continue }
                let answers = try progress.reviews(deckID: deck.deckID, cardID: id).filter {
                    $0.mode == .review && !link.answerSeconds.contains(Int64($0.time.timeIntervalSince1970.rounded(.down)))
                }
                guard !answers.isEmpty else { break }
                for (index, answer) in answers.enumerated() {
                    // Only the last answer's outcome is still known (the card's state now).
                    let columns = AnkiRevlogColumns(time: answer.time, rating: answer.rating, milliseconds: answer.milliseconds,
                                                    phaseBefore: answer.phaseBefore, difficulty: answer.difficulty,
                                                    dueAfter: index == answers.count - 1 ? state.due : nil, lastInterval: 0)
                    revlog.append(columns.row(card: link.id))
                    if days.day(of: answer.time) == today {
                        var counts = todayByDeck[link.deckID] ?? (0, 0)
                        if answer.phaseBefore == 0 { counts.new += 1 } else if answer.phaseBefore == 2 { counts.reviews += 1 }
                        todayByDeck[link.deckID] = counts
                    }
                }
                let schedule = AnkiScheduleColumns(state: state, days: days, configuration: settings.scheduler)
                cards.append(SyncedCollection.PendingCard(
                    id: link.id, type: schedule.type, queue: schedule.queue, due: schedule.due, interval: schedule.interval,
                    left: schedule.left, reps: schedule.reps,
                    data: AnkiScheduleColumns.data(existing: link.data, state: state, desiredRetention: settings.scheduler.desiredRetention)))
                break
            }
        }
        try kept.writePending(revlog: revlog, cards: cards, todayByDeck: todayByDeck, today: today, now: app.now)
        return revlog.count
    }
}
