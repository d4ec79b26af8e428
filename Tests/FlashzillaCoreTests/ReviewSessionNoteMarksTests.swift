import Foundation
import Testing
@testable import FlashzillaCore

/// Anki's note keys in a Review session: `!` suspends and `=` buries every card of the note
/// of the card on show, the queue drops them all, and one undo puts them all back.
@Suite("ReviewSession note marks")
struct ReviewSessionNoteMarksTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id
    let tomorrow = ReviewFixture.now.addingTimeInterval(20 * 3600)

    /// Six new cards: 1, 3 and 6 are the three cards of note "n1", 2 and 4 of "n2", 5 has none.
    func deck() -> Deck {
        var deck = F.deck(count: 6)
        let links: [Int: NoteLink] = [1: NoteLink(guid: "n1", ord: 0), 3: NoteLink(guid: "n1", ord: 1), 6: NoteLink(guid: "n1", ord: 2),
                                      2: NoteLink(guid: "n2", ord: 0), 4: NoteLink(guid: "n2", ord: 1)]
        for (n, link) in links { deck.cards[n - 1].note = link }
        deck.noteTypes = [NoteType(id: "1", name: "Basic", fields: ["Front", "Back"], templates: [])]
        deck.notes = [Note(guid: "n1", noteType: "1", fields: ["a", "b"]), Note(guid: "n2", noteType: "1", fields: ["c", "d"])]
        return deck
    }

    func session(_ deck: Deck, states: CardStates = [:]) -> ReviewSession {
        ReviewSession(deck: deck, states: states, marks: DeckMarks(nextDayStart: tomorrow), introducedToday: 0, reviewedToday: 0,
                      now: F.now, scheduler: F.scheduler)
    }

    @Test("! suspends all three cards of the note; the queue drops them, the next card of another note shows")
    func suspendNote() {
        var review = session(deck())
        #expect(review.currentCard?.id == id(1) && review.counts.new == 6)
        let changes = review.markNote(.suspend, at: F.now)
        #expect(changes.map(\.cardID) == [id(1), id(3), id(6)])
        #expect(changes.allSatisfy { $0.marks == CardMarks(isSuspended: true) && $0.deckID == review.deckID })
        #expect(review.currentCard?.id == id(2))
        #expect(review.queue.upcomingNew.elementsEqual([id(4), id(5)]) && review.counts.new == 3)
        #expect([id(1), id(3), id(6)].allSatisfy { review.marks[$0]?.isSuspended == true })
    }

    @Test("one u takes the whole note's mark back: every card unmarked, all queued again, the card on show again")
    func undoNote() throws {
        var review = session(deck())
        let before = review.queue
        _ = review.markNote(.bury, at: F.now)
        #expect(review.marks.count == 3 && review.marks[id(3)] == CardMarks(buriedUntil: tomorrow))
        let undoMade = review.undo()
        let undo = try #require(undoMade)
        #expect(!undo.undoesAnswer && undo.cardID == id(1) && undo.marks == CardMarks())
        #expect(undo.siblingMarks == [CardMarkChange(deckID: review.deckID, cardID: id(3), marks: CardMarks()),
                                      CardMarkChange(deckID: review.deckID, cardID: id(6), marks: CardMarks())])
        #expect(undo.allMarks.map(\.cardID) == [id(1), id(3), id(6)])
        #expect(review.marks.isEmpty && review.queue == before && review.currentCard?.id == id(1))
        #expect(review.undo() == nil)
    }

    @Test("= on a note with a card in learning and one a review due: both leave their queues; another note's cards stay")
    func buryNoteAcrossQueues() {
        let states: CardStates = [id(3): F.state(.learning(step: 0), due: F.minutes(-5)), id(6): F.state(.review, due: F.days(-1)),
                                  id(2): F.state(.review, due: F.days(-2))]
        var review = session(deck(), states: states)
        // Learning first (3), then reviews most overdue first (2, 6), then new (1, 4, 5).
        #expect(review.currentCard?.id == id(3))
        let changes = review.markNote(.bury, at: F.now)
        #expect(Set(changes.map(\.cardID)) == [id(1), id(3), id(6)] && changes.first?.cardID == id(3))
        #expect(review.currentCard?.id == id(2))
        #expect(review.queue.upcomingReviews.isEmpty && review.queue.upcomingNew.elementsEqual([id(4), id(5)]))
        #expect(review.counts == ReviewCounts(new: 2, learning: 0, due: 1))
    }

    @Test("a card with no note is its own note; a flag from the note keys stays the card's own; @ acts on the card alone")
    func cardAloneAndFlags() {
        var review = session(deck())
        _ = review.answered(.easy, at: F.now, milliseconds: 1)   // 1
        _ = review.answered(.easy, at: F.now, milliseconds: 1)   // 2
        _ = review.answered(.easy, at: F.now, milliseconds: 1)   // 3
        _ = review.answered(.easy, at: F.now, milliseconds: 1)   // 4
        #expect(review.currentCard?.id == id(5))
        #expect(review.markNote(.suspend, at: F.now).map(\.cardID) == [id(5)])
        var other = session(deck())
        #expect(other.markNote(.flag(.red), at: F.now).map(\.cardID) == [id(1)])
        #expect(other.currentCard?.id == id(1) && other.marks.count == 1)
        #expect(other.mark(.suspend, at: F.now)?.cardID == id(1))
        #expect(other.marks.count == 1 && other.queue.upcomingNew.contains(id(3)))
    }

    @Test("a deck's notes: each card of a note of several names them all in deck order; others are alone")
    func noteSiblings() {
        let cards = deck().cards
        let all = NoteSiblings(cards)
        #expect(all.cards(ofNoteOf: id(6)) == [id(1), id(3), id(6)])
        #expect(all.cards(ofNoteOf: id(4)) == [id(2), id(4)])
        #expect(all.cards(ofNoteOf: id(5)) == [id(5)])
        let some = NoteSiblings(cards, only: [id(2)])
        #expect(some.cards(ofNoteOf: id(4)) == [id(2), id(4)] && some.cards(ofNoteOf: id(1)) == [id(1)])
        #expect(NoteSiblings(F.deck(count: 3).cards).cards(ofNoteOf: id(2)) == [id(2)])
    }
}
