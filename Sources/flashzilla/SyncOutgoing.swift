import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Answers given here since the last sync, written into the kept collection as Anki's own
/// client writes its answers (a review log row each, the card's new schedule, usn -1), so
/// the normal sync that follows sends them; and cards suspended, buried or flagged here (or
/// no longer), their `queue` and `flags` changed the same way (`SyncedCardFinder` finds them).
enum SyncOutgoing {
    /// Writes what is new here; returns how many answers. `progress`: the sync's own store (nil: no progress file).
    static func write(into kept: SyncedCollection, progress: ProgressStore?, app: AppContext, settings: Settings) throws -> Int {
        guard let progress else { return 0 }
        let (creation, rollover, west) = try kept.days()
        let days = AnkiCollectionDays(creation: creation, rolloverHour: rollover, creationMinutesWest: west, now: app.now)
        let decks = try SyncedDeckList.decks(kept: kept, app: app)
        // Since the last sync's mark, only the cards answered or marked since on either side.
        let candidates = try SyncReadMark.candidates(kept: kept, progress: progress)
        var finder = SyncedCardFinder(progress: progress, decks: decks, now: app.now, only: candidates?.here,
                                      alwaysLookedFor: candidates?.kept ?? [], readsAnswers: true)
        var links = try finder.links(in: kept)
        if candidates != nil {
            let seconds = try kept.answerSeconds(ofCards: links.map(\.id))
            for i in links.indices { links[i].answerSeconds = seconds[links[i].id] ?? [:] }
        }
        var revlog: [[Any]] = [], cards: [SyncedCollection.PendingCard] = [], marks: [SyncedCollection.PendingMarks] = []
        // Today's answers per Anki deck: Anki's deck list counts them against the day's limits.
        let today = days.day(of: app.now)
        var todayByDeck: [String: (new: Int, reviews: Int)] = [:]
        for link in links {
            guard let found = try finder.find(link) else { continue }
            let state = found.state, cardMarks = found.marks
            // Those the kept collection lacks: each of its answers in a second stands for one here.
            var kept = link.answerSeconds
            // Most cards have every answer in the kept log already: only a card with more
            // answers in some second than the log has there reads its answers.
            let lacking = try state != nil && (finder.readsOnlyCandidates || finder.answerSeconds(deckID: found.deckID, cardID: found.cardID)
                .contains { second, count in count > kept[second] ?? 0 })
            let answers = try !lacking ? [] : finder.reviews(found).filter { answer in
                guard answer.mode == .review else { return false }
                let second = Int64(answer.time.timeIntervalSince1970.rounded(.down))
                guard let count = kept[second], count > 0 else { return true }
                kept[second] = count - 1
                return false
            }
            if let state, !answers.isEmpty {
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
                let marked = AnkiMarkColumns(marks: cardMarks ?? CardMarks(), now: app.now, type: schedule.type, queue: schedule.queue,
                                             due: schedule.due, flags: link.flags)
                cards.append(SyncedCollection.PendingCard(
                    id: link.id, type: schedule.type, queue: marked.queue, due: schedule.due, interval: schedule.interval,
                    left: schedule.left, reps: schedule.reps,
                    data: AnkiScheduleColumns.data(existing: link.data, state: state, desiredRetention: settings.scheduler.desiredRetention),
                    flags: marked.flags, modified: answers.last?.time))
            } else if let cardMarks, !AnkiMarkColumns(queue: link.queue, flags: link.flags).agrees(with: cardMarks, now: app.now) {
                // Suspended, buried or flagged here (or no longer) and not answered since.
                let marked = AnkiMarkColumns(marks: cardMarks, now: app.now, type: link.type, queue: link.queue, due: link.due, flags: link.flags)
                marks.append(SyncedCollection.PendingMarks(id: link.id, queue: marked.queue, flags: marked.flags))
            }
        }
        try kept.writePending(revlog: revlog, cards: cards, marks: marks, todayByDeck: todayByDeck, today: today, now: app.now)
        return revlog.count
    }
}
