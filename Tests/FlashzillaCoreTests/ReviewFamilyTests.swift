import Foundation
import Testing
@testable import FlashzillaCore

/// Review on a parent deck: its children's cards in one queue, each deck under its own
/// limits and its ancestors' (Anki's v3), answers and marks going to each card's own deck.
@Suite("Review of a parent and its children")
struct ReviewFamilyTests {
    typealias F = ReviewFixture

    /// A deck named `name` of `count` cards whose ids differ from every other deck's.
    func deck(_ name: String, count: Int, newPerDay: Int = 20, reviewsPerDay: Int = 200) -> Deck {
        var deck = F.deck(count: count, newPerDay: newPerDay, reviewsPerDay: reviewsPerDay)
        deck.name = name
        deck.id = UUID()
        for i in deck.cards.indices { deck.cards[i].id = UUID() }
        return deck
    }

    @Test("the shares follow each deck's limits and the parent's, and add up to the chooser's counts of the tree")
    func quotasAddUpToTheTreeCounts() {
        // Spanish (new 10 a day, 2 done today) with its own 4 new; Vocab (new 5 a day) with 9; Grammar with 9.
        let inputs: [String: DeckDueInputs] = [
            "Spanish": DeckDueInputs(newAvailable: 4, learning: 0, reviewDue: 3, introducedToday: 2, newCardsPerDay: 10, reviewsPerDay: 4),
            "Spanish::Vocab": DeckDueInputs(newAvailable: 9, learning: 1, reviewDue: 2, newCardsPerDay: 5),
            "Spanish::Grammar": DeckDueInputs(newAvailable: 9, learning: 0, reviewDue: 5),
        ]
        let roots = DeckTree.build(["Spanish", "Spanish::Vocab", "Spanish::Grammar"]) { $0 }
        let shares = DeckTreeQuotas.quotas(of: roots[0]) { inputs[$0]! }
        #expect(roots[0].allItems == ["Spanish", "Spanish::Vocab", "Spanish::Grammar"])
        // 8 new left in Spanish: 4 of its own, then Vocab's 4 (its own 5 would allow one more), Grammar none.
        #expect(shares == [ReviewCounts(new: 4, due: 3), ReviewCounts(new: 4, due: 1), ReviewCounts(new: 0, due: 0)])
        let counts = DeckTreeCounts.due(of: roots) { inputs[$0] }
        #expect(shares.map(\.new).reduce(0, +) == counts["spanish"]?.new && shares.map(\.due).reduce(0, +) == counts["spanish"]?.review)
    }

    @Test("a virtual parent has the default limits; a child's own limit holds within it")
    func virtualParent() {
        let inputs: [String: DeckDueInputs] = [
            "Lang::A": DeckDueInputs(newAvailable: 30, learning: 0, reviewDue: 0, newCardsPerDay: 3),
            "Lang::B": DeckDueInputs(newAvailable: 30, learning: 0, reviewDue: 0),
        ]
        let roots = DeckTree.build(["Lang::A", "Lang::B"]) { $0 }
        let shares = DeckTreeQuotas.quotas(of: roots[0]) { inputs[$0]! }
        #expect(shares.map(\.new) == [3, DeckSettings.defaultNewCardsPerDay - 3])
        #expect(shares.map(\.new).reduce(0, +) == DeckTreeCounts.due(of: roots) { inputs[$0] }["lang"]?.new)
    }

    @Test("one queue: learning by due, then every deck's reviews by due date, then new cards deck by deck; each answer names its card's deck")
    func oneQueueOverTheDecks() throws {
        let parent = deck("Spanish", count: 3), child = deck("Spanish::Vocab", count: 3)
        let parentStates: CardStates = [parent.cards[0].id: F.state(.review, due: F.days(-1))]
        let childStates: CardStates = [child.cards[0].id: F.state(.review, due: F.days(-3)),
                                       child.cards[1].id: F.state(.learning(step: 0), due: F.minutes(-2))]
        var review = ReviewSession(family: [
            ReviewFamilyMember(deck: parent, states: parentStates, quota: ReviewCounts(new: 1, due: 5), scheduler: F.scheduler),
            ReviewFamilyMember(deck: child, states: childStates, quota: ReviewCounts(new: 1, due: 5), scheduler: F.scheduler),
        ], now: F.now)
        #expect(review.counts == ReviewCounts(new: 2, learning: 1, due: 2))
        #expect(review.heldBack == ReviewCounts(new: 1, due: 0), "the parent's second new card")
        let order = [child.cards[1].id, child.cards[0].id, parent.cards[0].id, parent.cards[1].id, child.cards[2].id]
        var answers: [ReviewAnswer] = []
        for expected in order {
            #expect(review.currentCard?.id == expected)
            answers.append(review.answered(.easy, at: F.now, milliseconds: 1))
        }
        #expect(review.isFinished)
        #expect(answers.map(\.deckID) == [child.id, child.id, parent.id, parent.id, child.id])
        // Undo goes back one card at a time, each to its own deck.
        let undoMade = review.undo()
        let undo = try #require(undoMade)
        #expect(undo.deckID == child.id && undo.cardID == child.cards[2].id && review.currentCard?.id == child.cards[2].id)
        let before = review.undo()
        #expect(before?.deckID == parent.id && before?.cardID == parent.cards[1].id)
    }

    @Test("each deck's own options: a child that suspends leeches suspends its card, marked in its own deck")
    func eachDeckKeepsItsOptions() throws {
        let parent = deck("P", count: 1)
        var child = deck("P::C", count: 1)
        child.settings.leechAction = .suspend
        let lapsed = F.state(.review, due: F.days(-1))
        var review = ReviewSession(family: [
            ReviewFamilyMember(deck: parent, states: [:], quota: ReviewCounts(new: 0, due: 0), scheduler: F.scheduler),
            ReviewFamilyMember(deck: child, states: [child.cards[0].id: lapsed], marks: DeckMarks(lapses: [child.cards[0].id: 7]),
                               quota: ReviewCounts(new: 0, due: 1), scheduler: F.scheduler),
        ], now: F.now)
        #expect(review.currentCard?.id == child.cards[0].id)
        _ = review.answered(.again, at: F.now, milliseconds: 1)
        #expect(review.leechFound == CardMarkChange(deckID: child.id, cardID: child.cards[0].id, marks: CardMarks(isSuspended: true, isLeech: true)))
        var other = ReviewSession(family: [
            ReviewFamilyMember(deck: parent, states: [:], quota: ReviewCounts(new: 1, due: 0), scheduler: F.scheduler),
            ReviewFamilyMember(deck: child, states: [:], quota: ReviewCounts(new: 1, due: 0), scheduler: F.scheduler),
        ], now: F.now)
        _ = other.answered(.good, at: F.now, milliseconds: 1)
        #expect(other.currentCard?.id == child.cards[0].id)
        let buried = other.mark(.bury, at: F.now)
        #expect(buried?.deckID == child.id && buried?.cardID == child.cards[0].id)
    }
    @Test("a card id two decks hold (a file copied under another name) is shown once, from the first deck, and answered there")
    func aCardIDInTwoDecksIsShownOnceFromTheFirst() {
        let parent = deck("Spanish", count: 2)
        var copy = deck("Spanish::Copy", count: 1)
        copy.cards.insert(parent.cards[0], at: 0)  // the same id as the parent's first card
        let copyStates: CardStates = [parent.cards[0].id: F.state(.review, due: F.days(-2))]
        var review = ReviewSession(family: [
            ReviewFamilyMember(deck: parent, states: [:], quota: ReviewCounts(new: 5, due: 5), scheduler: F.scheduler),
            ReviewFamilyMember(deck: copy, states: copyStates, quota: ReviewCounts(new: 5, due: 5), scheduler: F.scheduler),
        ], now: F.now)
        // The copy's review of that id is left out: its state would overwrite the parent's new card's.
        #expect(review.counts == ReviewCounts(new: 3, due: 0))
        var shown: [UUID] = [], decks: [UUID] = []
        while let card = review.currentCard {
            shown.append(card.id)
            decks.append(review.answered(.easy, at: F.now, milliseconds: 1).deckID)
        }
        #expect(shown == [parent.cards[0].id, parent.cards[1].id, copy.cards[1].id])
        #expect(decks == [parent.id, parent.id, copy.id])
    }

    @Test("the Quiz and Match on a parent: one deck of every deck's cards, each card's own deck kept, a copied id taken once")
    func familyDeckGathersTheCards() {
        let parent = deck("Spanish", count: 2), child = deck("Spanish::Vocab", count: 2)
        var copy = deck("Spanish::Copy", count: 1)
        copy.cards.append(child.cards[1])
        let family = FamilyDeck(name: "Spanish", decks: [parent, child, copy])
        #expect(family.deck.name == "Spanish" && family.deck.id == parent.id)
        #expect(family.deck.cards.map(\.id) == parent.cards.map(\.id) + child.cards.map(\.id) + [copy.cards[0].id])
        #expect(family.deckID(of: parent.cards[1].id) == parent.id)
        #expect(family.deckID(of: child.cards[1].id) == child.id, "the first deck that holds it")
        #expect(family.deckID(of: copy.cards[0].id) == copy.id)
        #expect(family.deck.settings == parent.settings)
    }
}
