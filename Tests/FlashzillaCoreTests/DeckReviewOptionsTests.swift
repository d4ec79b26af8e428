import Foundation
import Testing
@testable import FlashzillaCore

/// Each deck option changes what Review does (the deck editor's Review section, Anki's deck options).
@Suite("Deck Review options in the queue and the scheduler")
struct DeckReviewOptionsTests {
    typealias F = ReviewFixture
    let id = ReviewFixture.id

    func session(_ deck: Deck, states: CardStates = [:], marks: DeckMarks = DeckMarks(), extended: ReviewCounts = ReviewCounts()) -> ReviewSession {
        let scheduler = FSRSScheduler(F.scheduler.configuration.applying(deck.settings.review))
        return ReviewSession(deck: deck, states: states, marks: marks, introducedToday: 0, reviewedToday: 0, extended: extended,
                             now: F.now, scheduler: scheduler)
    }

    /// A deck whose card 2 is the reverse of card 1 (its sides swapped).
    func deckWithReverse(count: Int) throws -> Deck {
        var deck = F.deck(count: count)
        deck.cards[1] = try Card(id: id(2), prompt: "answer 1", answer: "prompt 1", createdAt: Date(timeIntervalSince1970: 0))
        return deck
    }

    @Test("new cards per day caps the new cards; custom study's extension raises the cap for the session")
    func newCardsPerDay() {
        var deck = F.deck(count: 10)
        deck.settings.newCardsPerDay = 3
        #expect(session(deck).counts.new == 3)
        #expect(session(deck, extended: ReviewCounts(new: 4)).counts.new == 7)
    }

    @Test("maximum reviews per day caps the due reviews, most overdue first")
    func reviewsPerDay() {
        var deck = F.deck(count: 4)
        deck.settings.reviewsPerDay = 2
        let states: CardStates = [id(1): F.state(.review, due: F.days(-1)), id(2): F.state(.review, due: F.days(-3)),
                                  id(3): F.state(.review, due: F.days(-2))]
        #expect(session(deck, states: states).counts.due == 2)
        #expect(session(deck, states: states).queue.current?.cardID == id(2))
        #expect(session(deck, states: states, extended: ReviewCounts(due: 1)).counts.due == 3)
    }

    @Test("learning steps: Again on a new card waits the deck's first step, not the settings' 1m")
    func learningSteps() {
        var deck = F.deck(count: 1)
        deck.settings.review.learningSteps = [300, 3600]
        var review = session(deck)
        let answer = review.answered(.again, at: F.now, milliseconds: 100)
        #expect(answer.after?.due == F.minutes(5))
        var plain = session(F.deck(count: 1))
        #expect(plain.answered(.again, at: F.now, milliseconds: 100).after?.due == F.minutes(1))
    }

    @Test("relearning steps: Again on a review card waits the deck's relearning step")
    func relearningSteps() {
        var deck = F.deck(count: 1)
        deck.settings.review.relearningSteps = [1800]
        var review = session(deck, states: [id(1): F.state(.review, due: F.now)])
        #expect(review.answered(.again, at: F.now, milliseconds: 100).after?.due == F.minutes(30))
    }

    @Test("desired retention: a higher retention gives a shorter interval for Good")
    func desiredRetention() throws {
        let states: CardStates = [id(1): F.state(.review, due: F.now)]
        var low = F.deck(count: 1), high = F.deck(count: 1)
        low.settings.review.desiredRetention = 0.8
        high.settings.review.desiredRetention = 0.97
        var lowSession = session(low, states: states), highSession = session(high, states: states)
        let lowDue = try #require(lowSession.answered(.good, at: F.now, milliseconds: 1).after?.due)
        let highDue = try #require(highSession.answered(.good, at: F.now, milliseconds: 1).after?.due)
        #expect(highDue < lowDue)
    }

    @Test("maximum interval caps Easy")
    func maximumInterval() {
        var deck = F.deck(count: 1)
        deck.settings.review.maximumInterval = 3
        var review = session(deck, states: [id(1): FSRSCardState(phase: .review, stability: 200, difficulty: 5, due: F.now,
                                                                 lastReview: F.days(-200), reviewCount: 9)])
        #expect(review.answered(.easy, at: F.now, milliseconds: 1).after?.due == F.days(3))
    }

    @Test("leech threshold: the deck's number of lapses makes a leech; the leech action suspends it")
    func leechThresholdAndAction() {
        var deck = F.deck(count: 1)
        deck.settings.review.leechThreshold = 2
        deck.settings.leechAction = .suspend
        var review = session(deck, states: [id(1): F.state(.review, due: F.now)], marks: DeckMarks(lapses: [id(1): 1]))
        review.answered(.again, at: F.now, milliseconds: 1)
        #expect(review.leechFound?.marks == CardMarks(isSuspended: true, isLeech: true))
        deck.settings.review.leechThreshold = 8
        deck.settings.leechAction = .tag
        var later = session(deck, states: [id(1): F.state(.review, due: F.now)], marks: DeckMarks(lapses: [id(1): 1]))
        later.answered(.again, at: F.now, milliseconds: 1)
        #expect(later.leechFound == nil)
    }

    @Test("bury new siblings: a new card whose reverse is due waits for another day; off, both come")
    func buryNewSiblings() throws {
        var deck = try deckWithReverse(count: 3)
        let states: CardStates = [id(1): F.state(.review, due: F.days(-1))]
        #expect(Array(session(deck, states: states).queue.upcomingNew) == [id(2), id(3)])
        deck.settings.review.buryNew = true
        #expect(Array(session(deck, states: states).queue.upcomingNew) == [id(3)])
    }

    @Test("bury review siblings: of two due reviews of one fact, only the first comes")
    func buryReviewSiblings() throws {
        var deck = try deckWithReverse(count: 3)
        let states: CardStates = [id(1): F.state(.review, due: F.days(-2)), id(2): F.state(.review, due: F.days(-1)),
                                  id(3): F.state(.review, due: F.days(-1))]
        #expect(session(deck, states: states).counts.due == 3)
        deck.settings.review.buryReviews = true
        let buried = session(deck, states: states)
        #expect(buried.queue.current?.cardID == id(1))
        #expect(Array(buried.queue.upcomingReviews) == [id(3)])
    }

    @Test("bury interday learning siblings: a card in a day-long learning step waits while a sibling is gathered; shorter steps never wait")
    func buryInterdayLearningSiblings() throws {
        var deck = try deckWithReverse(count: 3)
        // Card 1 in a ten-minute step (intraday), its reverse in a three-day one (interday), both due.
        let intraday = FSRSCardState(phase: .learning(step: 0), stability: 1, difficulty: 5, due: F.now.addingTimeInterval(-60),
                                     lastReview: F.now.addingTimeInterval(-660), reviewCount: 1)
        let states: CardStates = [id(1): intraday, id(2): F.state(.learning(step: 0), due: F.now)]
        #expect(session(deck, states: states).counts.learning == 2)
        deck.settings.review.buryInterdayLearning = true
        let buried = session(deck, states: states)
        #expect(buried.counts.learning == 1 && buried.queue.current?.cardID == id(1))
        // Two interday siblings: the first due comes, the other waits; an intraday one never waits.
        let both: CardStates = [id(1): F.state(.learning(step: 0), due: F.now.addingTimeInterval(-60)), id(2): F.state(.learning(step: 0), due: F.now)]
        #expect(session(deck, states: both).counts.learning == 1 && session(deck, states: both).queue.current?.cardID == id(1))
        let swapped: CardStates = [id(1): F.state(.learning(step: 0), due: F.now), id(2): intraday]
        #expect(session(deck, states: swapped).counts.learning == 1 && session(deck, states: swapped).queue.current?.cardID == id(2))
    }

    @Test("burying gathers only what is due today: a sibling learning tomorrow does not hold a review back")
    func siblingsDueLaterDoNotBury() throws {
        var deck = try deckWithReverse(count: 3)
        deck.settings.review.buryReviews = true
        let states: CardStates = [id(1): F.state(.learning(step: 0), due: F.days(1)), id(2): F.state(.review, due: F.days(-1))]
        #expect(session(deck, states: states).queue.current?.cardID == id(2))
    }

    @Test("new-card order: order added, latest first, or a random order that holds all day")
    func newCardOrder() {
        var deck = F.deck(count: 20)
        func order(_ deck: Deck) -> [UUID] {
            let review = session(deck)
            return [review.queue.current!.cardID] + review.queue.upcomingNew
        }
        #expect(order(deck) == (1...20).map(id))
        deck.settings.review.newCardOrder = .latest
        #expect(order(deck) == (1...20).reversed().map(id))
        deck.settings.review.newCardOrder = .random
        let shuffled = order(deck)
        #expect(Set(shuffled) == Set((1...20).map(id)) && shuffled != (1...20).map(id))
        #expect(order(deck) == shuffled)
        // Another day, another order.
        let tomorrow = ReviewSession(deck: deck, states: [:], marks: DeckMarks(nextDayStart: F.days(2)), introducedToday: 0,
                                     reviewedToday: 0, now: F.days(1), scheduler: F.scheduler)
        #expect([tomorrow.queue.current!.cardID] + tomorrow.queue.upcomingNew != shuffled)
    }
}
