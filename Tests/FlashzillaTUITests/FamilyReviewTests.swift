import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Review on a parent deck from the chooser: Enter asks for the parent's and its children's
/// files, and the sitting shows all their cards under the parent's name.
@Suite("Review of a parent in the app")
struct FamilyReviewTests {
    let context = ScreenContext.at(.zero, date: ReviewFixtures.date)

    func deck(_ name: String, _ pairs: ArraySlice<(String, String)>) -> Deck { StudyFixtures.deckWithOwnIDs(name, pairs) }

    var spanish: Deck { deck("Spanish", StudyFixtures.capitalPairs.prefix(2)) }
    var vocab: Deck { deck("Spanish::Vocab", StudyFixtures.capitalPairs.dropFirst(2).prefix(2)) }

    func listing(_ deck: Deck, _ fileName: String, new: Int) -> DeckListing {
        var listing = DeckListing(deck: deck, fileName: fileName)
        listing.due = DeckDue(new: new, learning: 0, review: 0, next: nil)
        return listing
    }

    @Test("Enter on a deck with decks inside asks for its file and theirs; on a deck alone, for its own")
    func enterOnAParent() {
        var app = AppModel(listings: [listing(spanish, "spanish.json", new: 2), listing(vocab, "vocab.json", new: 2),
                                      listing(deck("French", StudyFixtures.capitalPairs.prefix(1)), "french.json", new: 1)])
        #expect(app.handle(.key(.enter), in: context) == [.openFamilyReview(name: "Spanish", fileNames: ["spanish.json", "vocab.json"])])
        _ = app.handle(.key(.down), in: context)
        _ = app.handle(.key(.down), in: context)
        #expect(app.handle(.key(.enter), in: context) == [.openReview(fileName: "french.json")])
    }

    @Test("the sitting shows every deck's cards under the parent's name (golden), answers go to each card's deck, e opens the card's own file")
    func sittingOverTheFamily() throws {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        let parent = spanish, child = vocab
        let start = FamilyReviewStart(name: "Spanish", members: [
            ReviewFamilyMember(deck: parent, states: [:], quota: ReviewCounts(new: 1)),
            ReviewFamilyMember(deck: child, states: [:], quota: ReviewCounts(new: 2)),
        ], fileNames: ["spanish.json", "vocab.json"])
        _ = app.receive(.familyReviewLoaded(start), in: context)
        let screen = try #require(app.route.review)
        #expect(screen.deckName == "Spanish" && screen.session.counts == ReviewCounts(new: 3))
        expectGolden(app.view(in: context), named: "review-family-80x24")
        _ = app.handle(.key(.character(" ")), in: context)
        let first = app.handle(.key(.character("3")), in: context)
        guard case .recordReview(let answer)? = first.first else { Issue.record("no answer recorded: \(first)"); return }
        #expect(answer.deckID == parent.id && answer.cardID == parent.cards[0].id)
        _ = app.handle(.key(.character(" ")), in: context)
        let second = app.handle(.key(.character("3")), in: context)
        guard case .recordReview(let childAnswer)? = second.first else { Issue.record("no answer recorded: \(second)"); return }
        #expect(childAnswer.deckID == child.id && childAnswer.cardID == child.cards[0].id)
        // e on the child's card reads the child's file; the deck read comes back to the same sitting.
        let edit = app.handle(.key(.character("e")), in: context)
        #expect(edit.contains { if case .loadDeck("vocab.json", .editCardInReview(child.cards[1].id), _) = $0 { true } else { false } }, "\(edit)")
        // u takes back the child's answer: its card is on show again.
        _ = app.handle(.key(.character("u")), in: context)
        #expect(app.route.review?.session.currentCard?.id == child.cards[0].id)
    }
}
