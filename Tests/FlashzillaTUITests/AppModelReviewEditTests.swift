import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Review's `e` (issue 33): the card editor opens on the card on show, and leaving it goes
/// back to Review on the same card, its new text shown, the queue and schedule as they were.
@Suite struct AppModelReviewEditTests {
    let date = ReviewFixtures.date

    /// Review on the capitals deck, the due review card (card 3) on show, its answer revealed.
    func reviewing() -> AppModel {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: ReviewFixtures.states,
                                      introducedToday: 1, reviewedToday: 0), in: .at(.zero, date: date))
        _ = app.handle(.key(.character(" ")), in: .at(.zero, date: date))
        return app
    }

    /// `e`, and the deck read for it as the run loop answers.
    func editing() -> AppModel {
        var app = reviewing()
        let effects = app.handle(.key(.character("e")), in: .at(.seconds(1), date: date))
        #expect(effects == [.loadDeck(fileName: "capitals.json", purpose: .editCardInReview(ReviewFixtures.id(3)))])
        let loaded = app.receive(.deckLoaded(ReviewFixtures.deck(), fileName: "capitals.json", revision: nil, isReadOnly: false,
                                             purpose: .editCardInReview(ReviewFixtures.id(3)), seed: 1), in: .at(.seconds(1), date: date))
        #expect(loaded.contains(.loadCardMarks(deckID: ReviewFixtures.deck().id)))
        return app
    }

    @Test func eOpensTheEditorOnTheCardOnShowInTheForm() throws {
        let app = editing()
        let editor = try #require(app.route.cardEditor)
        let card = ReviewFixtures.deck().cards[2]
        #expect(app.route.place == .cardEditor("capitals.json"))
        #expect(editor.editingID == card.id && editor.prompt.text == card.prompt && editor.answer.text == card.answer)
        #expect(editor.focus == .prompt && editor.reviewCardID == card.id)
        #expect(editor.status?.text.contains("from Review") == true)
    }

    @Test func savingTheEditGoesBackToTheSameCardWithItsNewText() throws {
        var app = editing()
        let before = try #require(app.reviewAside?.screen)
        // Tab to Answer, add to it, Enter saves: written at once, and Review is back.
        _ = app.handle(.key(.tab), in: .at(.seconds(2), date: date))
        _ = app.handle(.paste(" (capital)"), in: .at(.seconds(2), date: date))
        let effects = app.handle(.key(.enter), in: .at(.seconds(3), date: date))
        guard case .saveDeck(let saved, "capitals.json", _)? = effects.first, effects.count == 1 else {
            Issue.record("expected one saveDeck, got \(effects)")
            return
        }
        let review = try #require(app.route.review)
        let card = try #require(review.session.currentCard)
        #expect(card.id == ReviewFixtures.id(3) && card.answer.hasSuffix(" (capital)"))
        #expect(saved.cards[2].answer == card.answer)
        // Same place in the queue, same schedule, answer side still shown; nothing recorded.
        #expect(review.session.queue == before.session.queue && review.session.states == before.session.states)
        #expect(review.isRevealed && review.editNote?.hasPrefix("Edited “") == true)
        #expect(app.reviewAside == nil)
        #expect(review.describe(in: .at(.seconds(3), date: date)).first?.hasPrefix("Edited “") == true, "said first by voice")
        // The next key clears the note; a rating then answers the edited card.
        let answered = app.handle(.key(.character("3")), in: .at(.seconds(4), date: date))
        guard case .recordReview(let answer)? = answered.first else {
            Issue.record("expected a recordReview, got \(answered)")
            return
        }
        // Shown at 0 s, edited from 1 s to 3 s, answered at 4 s: 2 s on the card.
        #expect(answer.cardID == ReviewFixtures.id(3) && answer.milliseconds == 2_000)
    }

    @Test func escapeGoesBackWithTheCardUnchanged() throws {
        var app = editing()
        #expect(app.handle(.key(.escape), in: .at(.seconds(2), date: date)) == [])
        let review = try #require(app.route.review)
        #expect(review.session.currentCard == ReviewFixtures.deck().cards[2])
        #expect(review.editNote == "Card unchanged")
    }

    @Test func tabStaysInTheFormOpenedFromReview() throws {
        var app = editing()
        var seen: [CardEditFocus] = []
        for _ in 0..<7 {
            _ = app.handle(.key(.tab), in: .at(.seconds(2), date: date))
            seen.append(try #require(app.route.cardEditor).focus)
        }
        #expect(!seen.contains(.list) && seen.contains(.tags) && seen.contains(.cancel))
    }

    @Test func aCardDeletedMeanwhileOrAnUnreadableFileKeepsReviewGoing() throws {
        var app = reviewing()
        _ = app.handle(.key(.character("e")), in: .at(.seconds(1), date: date))
        var other = ReviewFixtures.deck()
        other.cards.remove(at: 2)
        _ = app.receive(.deckLoaded(other, fileName: "capitals.json", revision: nil, isReadOnly: false,
                                    purpose: .editCardInReview(ReviewFixtures.id(3)), seed: 1), in: .at(.seconds(1), date: date))
        #expect(app.route.place == .review("capitals.json"))
        #expect(app.route.review?.editNote?.contains("no longer in the deck") == true)

        var unreadable = reviewing()
        _ = unreadable.handle(.key(.character("e")), in: .at(.seconds(1), date: date))
        _ = unreadable.receive(.deckUnreadable(fileName: "capitals.json", reason: "permission denied"), in: .at(.seconds(1), date: date))
        #expect(unreadable.route.place == .review("capitals.json"))
        #expect(unreadable.route.review?.editNote == "Cannot edit the card: permission denied")
    }

    @Test func eOnTheQuestionSideAndTheHelpSayIt() {
        var screen = ReviewFixtures.screen()
        #expect(screen.handle(.key(.character("e")), now: .zero, size: ReviewFixtures.standard) == [.editCard(ReviewFixtures.id(3))])
        #expect(ReviewScreen.keymap.spokenHelp.contains { $0.contains("edit card") })
        var finished = ReviewFixtures.finished()
        #expect(finished.handle(.key(.character("e")), now: .zero, size: ReviewFixtures.standard) == [], "no card: nothing to edit")
    }
}
