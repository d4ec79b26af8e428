import Foundation
import Testing
@testable import FlashzillaCore

/// A save that finds the deck changed on disk keeps both sides' Review options, each on its own.
@Suite("Deck merge: Review options")
struct DeckMergeReviewOptionsTests {
    let base = makeDeck(count: 2)

    @Test("options changed on different sides both apply; one changed differently on both is named and theirs stays")
    func reviewOptions() {
        var mine = base, theirs = base
        mine.settings.review.learningSteps = [120]
        mine.settings.newCardsPerDay = 5
        mine.settings.review.leechThreshold = 4
        theirs.settings.review.buryNew = true
        theirs.settings.leechAction = .suspend
        theirs.settings.review.leechThreshold = 6
        var expected = theirs
        expected.settings.review.learningSteps = [120]
        expected.settings.newCardsPerDay = 5
        let result = DeckMergeTests.merge(base, mine: mine, theirs: theirs)
        #expect(result == DeckMergeResult(deck: expected, conflicts: [.deckFields(["leech threshold"])]))
    }
}
