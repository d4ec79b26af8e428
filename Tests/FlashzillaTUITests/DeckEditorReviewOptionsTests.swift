import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The deck editor's Review section: Anki's deck options, checked in place, saved into the deck.
@Suite struct DeckEditorReviewOptionsTests {
    let size = Size(width: 80, height: 24)

    func editor(_ deck: Deck = DeckEditorTests.deck()) -> DeckEditorScreen {
        DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: deck, otherNames: [])
    }

    /// Focus on the Review row of `field`.
    func focus(_ field: ReviewOptionsDraft.Field, in screen: inout DeckEditorScreen) {
        let row = DeckEditorScreen.fields.firstIndex(of: .review(field))!
        while screen.form.focus != row { _ = screen.handle(.key(.down), size: size) }
    }

    func retype(_ text: String, in screen: inout DeckEditorScreen) {
        _ = screen.handle(.key(.ctrl("u")), size: size)
        _ = screen.handle(.key(.ctrl("k")), size: size)
        for character in text { _ = screen.handle(.key(.character(character)), size: size) }
    }

    @Test func theReviewSectionFollowsTheQuizRowsWithTheLearnersSettingsWhereTheDeckSetsNone() {
        var screen = editor()
        #expect(screen.reviewDraft.learningSteps == "1m 10m" && screen.reviewDraft.newCardsPerDay == "20")
        focus(.newCardsPerDay, in: &screen)
        expectGolden(screen.view(size: size), named: "deck-editor-review-80x24")
        focus(.newCardOrder, in: &screen)
        expectGolden(screen.view(size: size), named: "deck-editor-review-end-80x24")
    }

    @Test func aBadValueIsExplainedNextToItsFieldAndBlocksTheSave() {
        var screen = editor()
        focus(.desiredRetention, in: &screen)
        retype("0.5", in: &screen)
        #expect(screen.visibleErrors[screen.form.focus] == "Enter a number from 0.70 to 0.99.")
        expectGolden(screen.view(size: size), named: "deck-editor-review-error-80x24")
        #expect(screen.describe(in: .at(.zero)).first == "Desired retention: 0.5.")
        #expect(screen.update(.save) == [])
        #expect(screen.status?.contains("fix the field") == true)
    }

    @Test func savedOptionsGoIntoTheDeckAndUntouchedOnesStayUnset() throws {
        var screen = editor()
        focus(.newCardsPerDay, in: &screen)
        retype("5", in: &screen)
        focus(.learningSteps, in: &screen)
        retype("30s 5m", in: &screen)
        focus(.leechThreshold, in: &screen)
        retype("4", in: &screen)
        focus(.leechAction, in: &screen)
        _ = screen.handle(.key(.right), size: size)
        focus(.buryNew, in: &screen)
        _ = screen.handle(.key(.character(" ")), size: size)
        focus(.buryInterdayLearning, in: &screen)
        _ = screen.handle(.key(.character(" ")), size: size)
        focus(.newCardOrder, in: &screen)
        _ = screen.handle(.key(.right), size: size)
        guard case .save(let deck)? = screen.update(.save).first else {
            Issue.record("no save")
            return
        }
        #expect(deck.settings.newCardsPerDay == 5 && deck.settings.leechAction == .suspend)
        #expect(deck.settings.review == DeckReviewOptions(learningSteps: [30, 300], leechThreshold: 4, buryNew: true,
                                                          buryInterdayLearning: true, newCardOrder: .latest))
    }

    @Test func optionsTheDeckSetsAreShownAsItsOwn() {
        var deck = DeckEditorTests.deck()
        deck.settings.review = DeckReviewOptions(relearningSteps: [1_800], desiredRetention: 0.85, maximumInterval: 90)
        let screen = editor(deck)
        #expect(screen.reviewDraft.relearningSteps == "30m" && screen.reviewDraft.desiredRetention == "0.85" && screen.reviewDraft.maximumInterval == "90")
        #expect(!screen.hasChanges)
    }
}
