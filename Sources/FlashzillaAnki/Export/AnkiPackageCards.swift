import FlashzillaCore
import Foundation

/// The half of a deck's rows that needs the learner's study: each card's row (its note and
/// template from `AnkiPackageNotes`, its marks, and with `scheduling` its state) and, with
/// `scheduling`, its answers as Anki's review log. The log's ids are the answers' times; the
/// collection's writer moves apart those that share a millisecond.
struct AnkiPackageCards {
    var cards: [AnkiCardRow] = []
    var revlog: [AnkiRevlogColumns] = []
    /// The card id each revlog row belongs to (in the same order).
    var revlogCards: [Int64] = []

    init(deck: Deck, notes: AnkiPackageNotes, marks: [UUID: CardMarks], scheduling: ApkgScheduling?, now: Date) {
        cards.reserveCapacity(deck.cards.count)
        let scheduler = FSRSScheduler(scheduling?.configuration ?? .default)
        for (index, card) in deck.cards.enumerated() {
            var row = AnkiCardRow(id: notes.cardIDs[index], noteID: notes.noteOfCard[index], ord: notes.ordOfCard[index],
                                  modified: AnkiNote.milliseconds(card.updatedAt) / 1000, position: Int64(index + 1),
                                  marks: marks[card.id], now: now)
            if let scheduling {
                let state = scheduling.states[card.id]
                row.schedule(state, lapses: scheduling.lapses[card.id] ?? 0, scheduling: scheduling)
                appendAnswers(scheduling.answers[card.id] ?? [], card: row.id, cardID: card.id, state: state, scheduler: scheduler)
            }
            cards.append(row)
        }
    }

    /// A card's answers as review log rows. The card's state now says when its last answer
    /// made it due; each earlier answer's interval is the one the scheduler gave it, found by
    /// answering the card again as it was answered (a history that does not start with the
    /// card new, or whose replay does not end in the state now, leaves those at 0, unknown).
    /// Each row's last interval is the row before it's interval, as Anki logs it.
    private mutating func appendAnswers(_ answers: [ApkgScheduling.Answer], card: Int64, cardID: UUID, state: FSRSCardState?,
                                        scheduler: FSRSScheduler) {
        var dues = [Date?](repeating: nil, count: answers.count)
        if let state, !answers.isEmpty {
            dues[answers.count - 1] = state.due
            if answers.count > 1, answers[0].phaseBefore == 0 {
                var replayed: FSRSCardState?
                var replayedDues: [Date] = []
                replayedDues.reserveCapacity(answers.count)
                for answer in answers {
                    replayed = scheduler.review(replayed, of: cardID, as: answer.rating, at: answer.time)
                    replayedDues.append(replayed!.due)
                }
                // Trusted only when the replay lands where the card is (the options unchanged since).
                if replayed?.phase == state.phase, abs(replayedDues[answers.count - 1].timeIntervalSince(state.due)) < 1 {
                    for k in 0..<(answers.count - 1) { dues[k] = replayedDues[k] }
                }
            }
        }
        var lastInterval = 0
        for (k, answer) in answers.enumerated() {
            let row = AnkiRevlogColumns(time: answer.time, rating: answer.rating, milliseconds: answer.milliseconds,
                                        phaseBefore: answer.phaseBefore, difficulty: answer.difficulty,
                                        dueAfter: dues[k], lastInterval: lastInterval)
            revlog.append(row)
            revlogCards.append(card)
            lastInterval = row.interval
        }
    }
}
