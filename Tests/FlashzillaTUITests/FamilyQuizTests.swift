import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The Quiz and Match on a parent deck (issue 33): `t` and `m` on a parent ask for its file
/// and its children's; the decks read make one deck under the parent's name, and each Quiz
/// answer goes to its card's own deck.
@Suite struct FamilyQuizTests {
    let context = ScreenContext.at(.zero, date: ReviewFixtures.date)

    func deck(_ name: String, _ pairs: ArraySlice<(String, String)>) -> Deck { StudyFixtures.deckWithOwnIDs(name, pairs) }

    @Test func tOnAParentQuizzesEveryDecksCardsAndEachAnswerGoesToItsOwnDeck() throws {
        let spanish = deck("Spanish", StudyFixtures.capitalPairs.prefix(2))
        let vocab = deck("Spanish::Vocab", StudyFixtures.capitalPairs.dropFirst(2).prefix(3))
        var app = AppModel(listings: [DeckListing(deck: spanish, fileName: "spanish.json"), DeckListing(deck: vocab, fileName: "vocab.json")],
                           overrides: SettingsOverrides(noAnimation: true))
        #expect(app.handle(.key(.character("t")), in: context) == [.loadFamily(name: "Spanish", fileNames: ["spanish.json", "vocab.json"],
                                                                                purpose: .study)])
        _ = app.receive(.familyLoaded(name: "Spanish", decks: [spanish, vocab], purpose: .study, seed: 7), in: context)
        let key = AppModel.familyKey("Spanish")
        #expect(app.route.place == .study(key))
        let screen = try #require(app.studyScreen(key))
        #expect(screen.session.deck.name == "Spanish" && screen.session.deck.cards.count == 5)
        let deckOf = Dictionary(uniqueKeysWithValues: spanish.cards.map { ($0.id, spanish.id) } + vocab.cards.map { ($0.id, vocab.id) })
        var answered: [UUID] = []
        for _ in 0..<5 {
            let effects = app.handle(.key(.right), in: context)
            guard case .recordReview(let answer)? = effects.first else { Issue.record("no Quiz answer: \(effects)"); return }
            #expect(answer.deckID == deckOf[answer.cardID], "the card's own deck")
            answered.append(answer.deckID)
        }
        #expect(Set(answered) == [spanish.id, vocab.id])
        // Esc keeps the sitting; the same decks read again resume it.
        _ = app.handle(.key(.escape), in: context)
        #expect(app.route.place == .chooser)
        _ = app.receive(.familyLoaded(name: "Spanish", decks: [spanish, vocab], purpose: .study, seed: 8), in: context)
        #expect(app.studyScreen(key)?.session.unansweredCount == 0, "resumed, not dealt again")
    }

    @Test func mOnAParentMatchesEveryDecksCardsAndKeepsNoBestTime() throws {
        let spanish = deck("Spanish::Grammar", StudyFixtures.capitalPairs.prefix(3))
        let vocab = deck("Spanish::Vocab", StudyFixtures.capitalPairs.dropFirst(3).prefix(3))
        var app = AppModel(listings: [DeckListing(deck: spanish, fileName: "grammar.json"), DeckListing(deck: vocab, fileName: "vocab.json")])
        _ = app.handle(.key(.down), in: context)
        _ = app.handle(.key(.up), in: context)
        #expect(app.handle(.key(.character("m")), in: context) == [.loadFamily(name: "Spanish", fileNames: ["grammar.json", "vocab.json"],
                                                                                purpose: .match)])
        _ = app.receive(.familyLoaded(name: "Spanish", decks: [spanish, vocab], purpose: .match, seed: 7), in: context)
        let match = try #require(app.route.match)
        #expect(app.route.place == .match(AppModel.familyKey("Spanish")))
        #expect(match.deck.name == "Spanish" && match.deck.cards.count == 6)
        #expect(app.matchEffect(.finished(MatchResult(score: 100, time: .seconds(9), pairs: 6)),
                                fileName: AppModel.familyKey("Spanish")) == [])
    }
    @Test func sOnAParentWithOnlyANameAndAInStatisticsCountItsDecksTogether() {
        var app = AppModel(listings: ChooserTreeTests.listings)
        _ = app.handle(.key(.down), in: context)
        #expect(app.handle(.key(.character("S")), in: context) == [.openFamilyStatistics(name: "Spanish", fileNames: ["vocab.json", "grammar.json"])])
        // From every deck's statistics, `a` comes back to the parent selected in the chooser.
        _ = app.receive(.statisticsReady(StatisticsFixtures.empty, deckName: nil), in: context)
        #expect(app.handle(.key(.character("a")), in: context) == [.openFamilyStatistics(name: "Spanish", fileNames: ["vocab.json", "grammar.json"])])
    }
}
