import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// Review-screen fixtures: the study capitals deck, a fixed wall clock, no fuzz.
enum ReviewFixtures {
    static let small = StudyFixtures.small
    static let standard = StudyFixtures.standard
    static let large = StudyFixtures.large
    static let date = Date(timeIntervalSince1970: 1_773_133_200)  // 2026-03-10 09:00 UTC
    static let scheduler = FSRSScheduler(try! SchedulerConfiguration(fuzz: false))

    static func deck(cards: Int = 3) -> Deck {
        var deck = StudyFixtures.deck("Capitals", Array(StudyFixtures.capitalPairs.prefix(cards)))
        deck.settings.newCardsPerDay = 2
        return deck
    }

    static func id(_ n: Int) -> UUID { deck(cards: 10).cards[n - 1].id }

    /// Card 3 is a review card due yesterday; cards 1 and 2 are new (limit 2).
    static var states: CardStates {
        [id(3): FSRSCardState(phase: .review, stability: 4, difficulty: 5, due: date.addingTimeInterval(-86_400),
                              lastReview: date.addingTimeInterval(-5 * 86_400), reviewCount: 3)]
    }

    static func screen(_ deck: Deck = deck(), states: CardStates = states, animations: Bool = true,
                       buttons: Bool = false) -> ReviewScreen {
        let session = ReviewSession(deck: deck, states: states, introducedToday: 0, reviewedToday: 0, now: date, scheduler: scheduler)
        return ReviewScreen(deck: deck, session: session, options: StudyOptions(animations: animations, answerButtons: buttons),
                            now: .zero, date: date)
    }

    /// Every card of four answered Easy (the fourth held back by the new-card limit):
    /// the end screen, its next card due in days.
    static func finished() -> ReviewScreen {
        var screen = screen(deck(cards: 4), animations: false)
        for _ in 0..<3 { screen = screen.afterKeys(.character(" "), .character("4")) }
        return screen
    }
}

extension ReviewScreen {
    /// After key presses (through the keymap), all at `now`.
    func afterKeys(_ keys: Key..., at now: Moment = .zero, size: Size = ReviewFixtures.standard) -> ReviewScreen {
        var copy = self
        for key in keys { copy.handle(.key(key), now: now, size: size) }
        return copy
    }
}
