import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// `!` suspend note and `=` bury note on the Review screen and the card list: every card of
/// the card's note, one `u` for all, and the words say how many went.
@Suite("Note marks on screens")
struct NoteMarksScreenTests {
    /// Cards 1 and 3 are the two cards of one Anki note; the others have none.
    static func withNote(_ deck: Deck) -> Deck {
        var deck = deck
        deck.cards[0].note = NoteLink(guid: "n1", ord: 0)
        deck.cards[2].note = NoteLink(guid: "n1", ord: 1)
        deck.noteTypes = [NoteType(id: "1", name: "Basic (and reversed card)", fields: ["Front", "Back"], templates: [])]
        deck.notes = [Note(guid: "n1", noteType: "1", fields: ["a", "b"])]
        return deck
    }

    func pressing(_ screen: inout ReviewScreen, _ keys: Key...) -> [ReviewEffect] {
        keys.flatMap { screen.handle(.key($0), now: .zero, size: ReviewFixtures.standard) }
    }

    @Test("Review: ! suspends both cards of the note (the review card on show and a new one), u takes both back in one step")
    func reviewSuspendNote() throws {
        let deck = Self.withNote(ReviewFixtures.deck())
        let session = ReviewSession(deck: deck, states: ReviewFixtures.states, introducedToday: 0, reviewedToday: 0,
                                    now: ReviewFixtures.date, scheduler: ReviewFixtures.scheduler)
        var screen = ReviewScreen(deck: deck, session: session, options: StudyOptions(animations: false), now: .zero, date: ReviewFixtures.date)
        let shown = try #require(screen.session.currentCard)
        #expect(shown.id == deck.cards[2].id && screen.session.counts == ReviewCounts(new: 2, learning: 0, due: 1))
        let effects = pressing(&screen, .character("!"))
        let suspended = CardMarks(isSuspended: true)
        #expect(effects == [.setMarks(CardMarkChange(deckID: deck.id, cardID: deck.cards[2].id, marks: suspended)),
                            .setMarks(CardMarkChange(deckID: deck.id, cardID: deck.cards[0].id, marks: suspended))])
        #expect(screen.feedback == "Suspended “\(shown.prompt)” and 1 more card of its note")
        #expect(screen.session.currentCard?.id == deck.cards[1].id && screen.session.counts == ReviewCounts(new: 1, learning: 0, due: 0))
        let context = ScreenContext(moment: .zero, date: ReviewFixtures.date, size: ReviewFixtures.standard)
        #expect(screen.describe(in: context).first == "Suspended “\(shown.prompt)” and 1 more card of its note.")
        let undo = pressing(&screen, .character("u"))
        #expect(undo == [.undo(ReviewUndo(deckID: deck.id, cardID: shown.id, restoring: ReviewFixtures.states[shown.id], undoesAnswer: false,
                                          marks: CardMarks(),
                                          siblingMarks: [CardMarkChange(deckID: deck.id, cardID: deck.cards[0].id, marks: CardMarks())]))])
        #expect(screen.session.currentCard?.id == shown.id && screen.session.marks.isEmpty)
        #expect(screen.feedback == "Undone: mark on “\(shown.prompt)” and the other cards of its note")
        #expect(pressing(&screen, .character("u")).isEmpty)
    }

    @Test("Review: = buries the note's cards; on a card with no note it buries that card alone, as - does")
    func reviewBuryNote() {
        var screen = ReviewFixtures.screen(Self.withNote(ReviewFixtures.deck()), animations: false)
        #expect(pressing(&screen, .character("=")).count == 2 && screen.feedback?.hasSuffix("more card of its note until tomorrow") == true)
        var plain = ReviewFixtures.screen(animations: false)
        #expect(pressing(&plain, .character("=")).count == 1 && plain.feedback == "Buried until tomorrow")
    }

    @Test("the app stores every card's marks put back by one undo of a note's mark")
    func appStoresEveryMark() {
        var app = AppModel(listings: [])
        let deck = UUID(), first = UUID(), second = UUID()
        let undo = ReviewUndo(deckID: deck, cardID: first, restoring: nil, undoesAnswer: false, marks: CardMarks(),
                              siblingMarks: [CardMarkChange(deckID: deck, cardID: second, marks: CardMarks(flag: .red))])
        let effects = app.reviewEffect(.undo(undo), fileName: "x.json", in: ScreenContext(moment: .zero, date: ReviewFixtures.date,
                                                                                         size: ReviewFixtures.standard))
        #expect(effects == [.setCardMarks(CardMarkChange(deckID: deck, cardID: first, marks: CardMarks())),
                            .setCardMarks(CardMarkChange(deckID: deck, cardID: second, marks: CardMarks(flag: .red)))])
    }

    @Test("card list: ! suspends every card of the selected card's note, ! again unsuspends them all, u undoes one step")
    func cardListSuspendNote() {
        var screen = CardEditScreen(deck: Self.withNote(CardEditFixtures.fruits))
        screen.focusList()
        let ids = screen.deck.cards.map(\.id), deckID = screen.deck.id
        let suspend = screen.press(.character("!"))
        #expect(suspend == [.setMarks(CardMarkChange(deckID: deckID, cardID: ids[0], marks: CardMarks(isSuspended: true))),
                            .setMarks(CardMarkChange(deckID: deckID, cardID: ids[2], marks: CardMarks(isSuspended: true)))])
        #expect(screen.marks[ids[0]]?.isSuspended == true && screen.marks[ids[2]]?.isSuspended == true && screen.marks[ids[1]] == nil)
        #expect(screen.status == .info("Suspended “\(screen.deck.cards[0].prompt)” (and 1 more card of its note)"))
        let undo = screen.press(.character("u"))
        #expect(undo == [.setMarks(CardMarkChange(deckID: deckID, cardID: ids[0], marks: CardMarks())),
                         .setMarks(CardMarkChange(deckID: deckID, cardID: ids[2], marks: CardMarks()))])
        #expect(screen.marks.isEmpty)
        // @ stays the card's own.
        #expect(screen.press(.character("@")).count == 1 && screen.marks.count == 1)
    }

    @Test("card list: = buries the note; = again unburies every card of it, whatever each had")
    func cardListBuryNote() {
        var screen = CardEditScreen(deck: Self.withNote(CardEditFixtures.fruits))
        let tomorrow = CardEditFixtures.at(10).addingTimeInterval(3_600)
        screen.marksLoaded(DeckMarks(nextDayStart: tomorrow))
        screen.focusList()
        let ids = screen.deck.cards.map(\.id)
        screen.press(.character("="))
        #expect(screen.marks[ids[0]] == CardMarks(buriedUntil: tomorrow) && screen.marks[ids[2]] == CardMarks(buriedUntil: tomorrow))
        screen.press(.character("="))
        #expect(screen.marks.isEmpty)
    }
}
