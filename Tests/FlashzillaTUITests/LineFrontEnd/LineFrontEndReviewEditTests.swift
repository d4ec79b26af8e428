import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Issue 33's new controls by voice: "edit" in Review, the Tags field and the import's deck
/// name are typed lines like any text field.
@Suite struct LineFrontEndReviewEditTests {
    typealias App = LineFrontEndAppTests

    @Test func editInReviewThenATypedAnswerComesBackToTheCard() throws {
        var app = AppModelReviewEditTests().reviewing()
        let effects = App.say("edit", to: &app)
        #expect(effects == [.loadDeck(fileName: "capitals.json", purpose: .editCardInReview(ReviewFixtures.id(3)))])
        _ = app.receive(.deckLoaded(ReviewFixtures.deck(), fileName: "capitals.json", revision: nil, isReadOnly: false,
                                    purpose: .editCardInReview(ReviewFixtures.id(3)), seed: 1), in: .at(.zero))
        #expect(app.isTypingText)
        _ = App.say("next field", to: &app)
        #expect(app.route.cardEditor?.focus == .answer)
        _ = App.say("next field", to: &app)
        _ = App.say("next field", to: &app)
        #expect(app.route.cardEditor?.focus == .tags && app.isTypingText, "a line in Tags is its text")
        _ = App.say("geography", to: &app)
        let review = try #require(app.route.review)
        #expect(review.session.currentCard?.tags == ["geography"])
        #expect(app.describe(in: .at(.zero)).first?.hasPrefix("Edited “") == true)
    }

    @Test func theImportsDeckNameIsATypedLine() {
        var app = AppModel(listings: [])
        _ = App.say("import", to: &app)
        #expect(App.say("words.csv", to: &app) == [.previewImport(path: "words.csv", deckName: nil)])
        _ = app.receive(.importPreviewed(ImportPreview(lines: [], summary: "2 added", deckName: "words")), in: .at(.zero))
        #expect(app.isTypingText)
        #expect(App.say("Vocab", to: &app) == [.previewImport(path: "words.csv", deckName: "Vocab")])
        _ = app.receive(.importPreviewed(ImportPreview(lines: [], summary: "2 added", deckName: "Vocab")), in: .at(.zero))
        #expect(App.say("", to: &app) == [.runImport(path: "words.csv", deckName: "Vocab")])
    }
}
