import Foundation
@testable import FlashzillaCore

/// A fixed clock and a scheduler without fuzz, so every due time can be written down.
enum ReviewFixture {
    static let now = ISO8601Timestamp.date(from: "2026-03-10T09:00:00Z")!
    static let scheduler = FSRSScheduler(try! SchedulerConfiguration(fuzz: false))

    static func minutes(_ m: Double) -> Date { now.addingTimeInterval(m * 60) }
    static func days(_ d: Double) -> Date { now.addingTimeInterval(d * 86_400) }
    static func id(_ n: Int) -> UUID { makeCard(n).id }

    static func deck(count: Int, newPerDay: Int = 20, reviewsPerDay: Int = 200) -> Deck {
        var deck = makeDeck(count: count)
        deck.settings.newCardsPerDay = newPerDay
        deck.settings.reviewsPerDay = reviewsPerDay
        return deck
    }

    /// A stored state in `phase`, due at `due`.
    static func state(_ phase: FSRSPhase, due: Date) -> FSRSCardState {
        FSRSCardState(phase: phase, stability: 3, difficulty: 5, due: due, lastReview: days(-3), reviewCount: 2)
    }

    static func session(_ deck: Deck, states: CardStates = [:], introduced: Int = 0, reviewed: Int = 0,
                        at time: Date = now, scheduler: FSRSScheduler = scheduler) -> ReviewSession {
        ReviewSession(deck: deck, states: states, introducedToday: introduced, reviewedToday: reviewed, now: time, scheduler: scheduler)
    }
}

extension ReviewSession {
    /// Answers the card on show, which a fixture requires there to be.
    @discardableResult
    mutating func answered(_ rating: FSRSRating, at time: Date, milliseconds: Int) -> ReviewAnswer {
        guard let answer = answer(rating, at: time, milliseconds: milliseconds) else { preconditionFailure("no card on show") }
        return answer
    }
}
