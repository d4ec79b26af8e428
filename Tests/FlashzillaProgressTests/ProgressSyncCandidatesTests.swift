import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaProgress

/// What a normal sync reads of the progress file to stay as small as what changed: the
/// cards answered since its last read, the marked cards, one card's row.
@Suite("Progress sync candidates")
struct ProgressSyncCandidatesTests {
    typealias F = ProgressFixtures

    @Test("cards answered since a time or after a review id, marked cards, and one card's state and marks")
    func candidates() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            #expect(try store.lastReviewID() == 0, "an empty log")
            let later = F.start.addingTimeInterval(3_600)
            try store.record(F.answer(F.card(1), at: F.start, after: F.review(at: F.start, due: later)))
            let mark = try store.lastReviewID()
            #expect(mark > 0)
            try store.record(F.answer(F.card(2), at: later, after: F.review(at: later, due: later)))
            // An import's answer of an old time, recorded after the mark.
            try store.record(F.answer(F.card(3), deck: F.otherDeck, at: F.start.addingTimeInterval(-86_400),
                                      after: F.review(at: F.start.addingTimeInterval(-86_400), due: later)))
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(4), marks: CardMarks(flag: .red)), at: F.start)

            let answered = try store.cardsAnswered(since: later, orAfterReview: mark)
            #expect(answered == [F.deck: [F.card(2)], F.otherDeck: [F.card(3)]])
            #expect(try store.cardsAnswered(since: F.start, orAfterReview: .max) == [F.deck: [F.card(1), F.card(2)]])
            #expect(try store.markedCards() == [F.deck: [F.card(4)]])

            let row = try #require(try store.stateAndMarks(deckID: F.deck, cardID: F.card(1), now: F.start))
            #expect(row.state?.lastReview == F.start && row.marks == CardMarks())
            let marked = try #require(try store.stateAndMarks(deckID: F.deck, cardID: F.card(4), now: F.start))
            #expect(marked.state == nil && marked.marks == CardMarks(flag: .red), "a new card with a mark: its row, no schedule")
            #expect(try store.stateAndMarks(deckID: F.deck, cardID: F.card(9), now: F.start) == nil, "no row")

            // Every kind of mark, read with the schedule, as a deck's marks are read.
            let kinds = [CardMarks(isSuspended: true), CardMarks(buriedUntil: later), CardMarks(buriedUntil: F.start.addingTimeInterval(-60)),
                         CardMarks(flag: .purple, isLeech: true), CardMarks(isSuspended: true, buriedUntil: later, flag: .green, isLeech: true)]
            for (index, marks) in kinds.enumerated() {
                try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(20 + index), marks: marks), at: F.start.addingTimeInterval(-120))
            }
            try store.record(F.answer(F.card(24), at: F.start, after: F.review(at: F.start, due: later)))
            let every = try store.marksOfEveryRow(deckID: F.deck, now: F.start)
            for index in kinds.indices {
                let read = try #require(try store.stateAndMarks(deckID: F.deck, cardID: F.card(20 + index), now: F.start))
                #expect(read.marks == every[F.card(20 + index)], "\(kinds[index])")
                #expect((read.state != nil) == (index == 4))
            }
            #expect(try store.stateAndMarks(deckID: F.deck, cardID: F.card(21), now: F.start)?.marks.buriedUntil == later)
            #expect(try store.stateAndMarks(deckID: F.deck, cardID: F.card(22), now: F.start)?.marks == CardMarks(), "buried until a time past")
        }
    }

    /// A sync counts the answers recorded since it noted the log's last id (its own imports, or
    /// another program's too), and opens the file through one connection: writing nothing
    /// by opening it, what it records there is in the file for every later opening.
    @Test("answers counted after an id; one connection writes nothing to open and keeps what it records")
    func countsAndOneConnection() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("p.sqlite")
            let later = F.start.addingTimeInterval(3_600)
            do {
                let store = try ProgressStore(fileURL: url)
                try store.record(F.answer(F.card(1), at: F.start, after: F.review(at: F.start, due: later)))
            }
            let bytes = try Data(contentsOf: url)
            let mark: Int64
            do {
                let one = try ProgressStore.openOneConnection(url)
                mark = try one.lastReviewID()
                #expect(try one.reviewCount(after: mark) == 0)
                #expect(try one.cardsAnswered(since: F.start, orAfterReview: mark) == [F.deck: [F.card(1)]])
            }
            #expect(try Data(contentsOf: url) == bytes, "opened, read and closed: the file as it was")
            let wal = FileManager.default.contents(atPath: url.path + "-wal") ?? Data()
            #expect(wal.isEmpty, "nothing written to the log either")
            do {
                let one = try ProgressStore.openOneConnection(url)
                try one.record(F.answer(F.card(2), at: later, after: F.review(at: later, due: later)))
                try one.record(F.answer(F.card(3), at: later, after: F.review(at: later, due: later)))
                #expect(try one.reviewCount(after: mark) == 2)
            }
            let again = try ProgressStore(fileURL: url)
            #expect(try again.reviewCount(after: mark) == 2)
            #expect(try again.reviewCount(after: 0) == 3)
            #expect(try again.cardsAnswered(since: later, orAfterReview: .max) == [F.deck: [F.card(2), F.card(3)]])
            // No file yet, or an empty one: made as the pool makes it.
            let new = folder.appendingPathComponent("new.sqlite")
            #expect(FileManager.default.createFile(atPath: new.path, contents: Data()))
            #expect(try ProgressStore.openOneConnection(new).lastReviewID() == 0)
            #expect(try ProgressStore.openOneConnection(folder.appendingPathComponent("none.sqlite")).lastReviewID() == 0)
        }
    }

    /// Why the cards answered since a time are still read by their times, not by row ids
    /// alone: an undone answer's row id is taken again by the next answer, which is found all
    /// the same; a card whose answer was undone no longer is.
    @Test("an answer taking an undone answer's row id is still a card answered since")
    func answeredAfterAnUndo() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let later = F.start.addingTimeInterval(3_600)
            try store.record(F.answer(F.card(1), at: F.start, after: F.review(at: F.start, due: later)))
            let mark = try store.lastReviewID()
            #expect(try store.undoLastReview(deckID: F.deck, cardID: F.card(1), restoring: nil))
            try store.record(F.answer(F.card(2), at: later, after: F.review(at: later, due: later)))
            #expect(try store.lastReviewID() == mark, "the undone answer's id, taken again")
            #expect(try store.cardsAnswered(since: later, orAfterReview: mark) == [F.deck: [F.card(2)]])
            #expect(try store.cardsAnswered(since: F.start, orAfterReview: .max) == [F.deck: [F.card(2)]], "card 1's answer undone")
        }
    }

    /// More cards than one read takes (500): each read part gives each card its own row and
    /// answers, as the card's own reads do.
    @Test("rows and answers of more cards than one read takes are each card's own")
    func rowsAndReviewsOfManyCards() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            var answers: [ReviewAnswer] = []
            for number in 0..<620 {
                let time = F.start.addingTimeInterval(Double(number))
                for repeat_ in 0..<(number % 3) {
                    let at = time.addingTimeInterval(Double(repeat_) * 86_400)
                    answers.append(F.answer(F.card(number), at: at, rating: repeat_ == 1 ? .hard : .good, after: F.review(at: at, due: at.addingTimeInterval(86_400))))
                }
            }
            try store.record(all: answers)
            for number in stride(from: 0, to: 620, by: 7) {
                try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(number), marks: CardMarks(flag: .blue)), at: F.start)
            }
            let asked: [UUID: Set<UUID>] = [F.deck: Set((0..<640).map(F.card))]
            let rows = try store.rowsAndReviews(of: asked, now: F.start)
            let withRows = (0..<620).filter { number in number % 3 != 0 || number % 7 == 0 }.count
            #expect(rows[F.deck]?.count == withRows, "cards with a row; those without are left out")
            for number in 0..<640 {
                let one = try store.stateAndMarks(deckID: F.deck, cardID: F.card(number), now: F.start)
                let many = rows[F.deck]?[F.card(number)]
                #expect(one?.state == many?.state && one?.marks == many?.marks, "\(number)")
                #expect(try store.reviews(deckID: F.deck, cardID: F.card(number)) == many?.reviews ?? [], "\(number)")
            }
        }
    }

    /// A sync reads the rows and answers of every card answered since the last in one read:
    /// each card's are its own (another card's would send its answers for the wrong card),
    /// the same card id in another deck is another card, and a card without a row is left out.
    @Test("rows and answers of many cards at once are each card's own, as read one by one")
    func rowsAndReviewsAtOnce() throws {
        try withProgressFolder { folder in
            let store = try ProgressStore(fileURL: folder.appendingPathComponent("p.sqlite"))
            let later = F.start.addingTimeInterval(3_600)
            try store.record(F.answer(F.card(1), at: F.start, after: F.review(at: F.start, due: later)))
            try store.record(F.answer(F.card(1), at: later, after: F.review(at: later, due: later.addingTimeInterval(86_400))))
            try store.record(F.answer(F.card(2), at: later, rating: .again, after: F.review(at: later, due: later)))
            try store.record(F.answer(F.card(1), deck: F.otherDeck, at: later, rating: .hard, after: F.review(at: later, due: later)))
            try store.setMarks(CardMarkChange(deckID: F.deck, cardID: F.card(4), marks: CardMarks(flag: .red)), at: F.start)

            let asked: [UUID: Set<UUID>] = [F.deck: [F.card(1), F.card(2), F.card(4), F.card(9)], F.otherDeck: [F.card(1)]]
            let rows = try store.rowsAndReviews(of: asked, now: F.start)
            for (deck, cards) in asked {
                for card in cards {
                    let one = try store.stateAndMarks(deckID: deck, cardID: card, now: F.start)
                    let many = rows[deck]?[card]
                    #expect(one?.state == many?.state && one?.marks == many?.marks, "\(deck) \(card)")
                    #expect(try store.reviews(deckID: deck, cardID: card) == many?.reviews ?? [], "\(deck) \(card)")
                }
            }
            #expect(rows[F.deck]?[F.card(1)]?.reviews.count == 2 && rows[F.otherDeck]?[F.card(1)]?.reviews.map(\.rating) == [.hard])
            #expect(rows[F.deck]?[F.card(2)]?.reviews.map(\.rating) == [.again])
            #expect(rows[F.deck]?[F.card(9)] == nil, "no row, left out")
            #expect(try store.rowsAndReviews(of: asked, now: F.start, withReviews: false)[F.deck]?[F.card(1)]?.reviews == [])
        }
    }
}
