import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Custom study: the menu, the prompt checked in place, and the app's side of each choice.
@Suite struct CustomStudyScreenTests {
    let context = ScreenContext.at(.zero, date: ReviewFixtures.date)

    @Test func theMenuListsAnkisSixChoicesAndSaysTheSelectedOne() {
        var screen = CustomStudyScreen(deckName: "Capitals")
        expectGolden(screen.view(in: context), named: "custom-study-menu-80x24")
        _ = screen.handle(.key(.down))
        _ = screen.handle(.key(.down))
        #expect(screen.selection == .forgotten)
        #expect(screen.describe(in: context).first == "3. Review forgotten cards.")
        #expect(screen.handle(.key(.escape)) == [.leave])
    }

    @Test func aChoiceAsksForItsNumberAndChecksIt() {
        var screen = CustomStudyScreen(deckName: "Capitals")
        _ = screen.handle(.key(.character("4")))
        #expect(screen.prompt == .reviewAhead && screen.field.text == "1")
        expectGolden(screen.view(in: context), named: "custom-study-prompt-80x24")
        _ = screen.handle(.key(.ctrl("u")))
        _ = screen.handle(.key(.backspace))
        for character in "400" { _ = screen.handle(.key(.character(character))) }
        #expect(screen.handle(.key(.enter)) == [])
        #expect(screen.problem == "Enter a whole number from 1 to 365.")
        #expect(screen.describe(in: context).contains("Error: Enter a whole number from 1 to 365."))
        _ = screen.handle(.key(.backspace))
        #expect(screen.problem == nil)
        #expect(screen.handle(.key(.enter)) == [.start(.reviewAhead(days: 40))])
        // Esc goes back to the menu, then leaves.
        #expect(screen.handle(.key(.escape)) == [])
        #expect(screen.prompt == nil)
    }

    @Test func theTagPromptTakesOneTag() {
        var screen = CustomStudyScreen(deckName: "Capitals")
        _ = screen.handle(.key(.character("5")))
        #expect(screen.handle(.key(.enter)) == [])
        #expect(screen.problem == "Enter one tag (no spaces).")
        _ = screen.handle(.paste("europe"))
        #expect(screen.handle(.key(.enter)) == [.start(.tag("europe"))])
    }

    @Test func tabCompletesATagFromTheDecksTags() {
        var screen = CustomStudyScreen(deckName: "Capitals")
        #expect(screen.handle(.key(.character("5"))) == [.readTags], "the deck's tags are asked for once")
        #expect(screen.handle(.key(.tab)) == [] && screen.field.text.isEmpty, "nothing known yet: Tab does nothing")
        _ = screen.update(.tagsRead(["Europe", "europe::north", "geography", "verbs"]), in: .at(.zero))
        for character in "eu" { _ = screen.handle(.key(.character(character))) }
        _ = screen.handle(.key(.tab))
        #expect(screen.field.text == "Europe", "as far as the two matches agree")
        #expect(screen.completions == "2 tags: #Europe #europe::north")
        expectGolden(screen.view(in: context), named: "custom-study-tag-completion-80x24")
        #expect(screen.describe(in: context) == ["Tag: Europe.", "2 tags: #Europe #europe::north.", "Study by tag."])
        for character in "::n" { _ = screen.handle(.key(.character(character))) }
        #expect(screen.completions == nil, "gone with the next change")
        _ = screen.handle(.key(.tab))
        #expect(screen.field.text == "europe::north")
        #expect(screen.handle(.key(.enter)) == [.start(.tag("europe::north"))])
        // A tag no card has: said, the text left as typed.
        _ = screen.handle(.key(.escape))
        #expect(screen.handle(.key(.character("5"))) == [], "the tags are read once")
        _ = screen.handle(.paste("#x"))
        _ = screen.handle(.key(.tab))
        #expect(screen.field.text == "#x" && screen.completions == "No tag of this deck starts with “#x”.")
    }

    @Test func theAppReadsTheDecksTagsForTheTagPrompt() {
        var app = AppModel(listings: [DeckListing(deck: ReviewFixtures.deck(), fileName: "capitals.json")])
        _ = app.handle(.key(.character("c")), in: context)
        #expect(app.handle(.key(.character("5")), in: context) == [.readTags(fileName: "capitals.json")])
        _ = app.receive(.tagsRead(fileName: "other.json", tags: ["wrong"]), in: context)
        _ = app.receive(.tagsRead(fileName: "capitals.json", tags: ["europe"]), in: context)
        _ = app.handle(.key(.character("e")), in: context)
        _ = app.handle(.key(.tab), in: context)
        guard case .customStudy(let screen, _) = app.route else { Issue.record("not on custom study"); return }
        #expect(screen.field.text == "europe")
    }

    @Test func shiftCOnTheChooserOpensItAndRaisingALimitOpensReviewWithIt() throws {
        var app = AppModel(listings: [DeckListing(deck: ReviewFixtures.deck(), fileName: "capitals.json")])
        _ = app.handle(.key(.character("c")), in: context)
        #expect(app.route.place == .customStudy("capitals.json"))
        _ = app.handle(.key(.character("1")), in: context)
        // The raise is kept in the progress file for the study day, then Review reads it back.
        #expect(app.handle(.key(.enter), in: context) == [.extendLimits(fileName: "capitals.json", by: ReviewCounts(new: 10)),
                                                          .openReview(fileName: "capitals.json")])
        // The deck allows 2 new a day and 1 was introduced: 1 left, 10 more today.
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: [:], introducedToday: 1, reviewedToday: 0,
                                      extended: ReviewCounts(new: 10)), in: context)
        #expect(app.route.review?.session.counts.new == 3, "every card the deck has")
        // Without the raise (another study day, the progress file has none for it): the deck's own limit.
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: [:], introducedToday: 1, reviewedToday: 0),
                        in: context)
        #expect(app.route.review?.session.counts.new == 1)
    }

    @Test func aSessionOfChosenCardsOpensReviewAndItsAnswersAreNotRecorded() throws {
        var app = AppModel(listings: [DeckListing(deck: ReviewFixtures.deck(), fileName: "capitals.json")],
                           overrides: SettingsOverrides(noAnimation: true))
        _ = app.handle(.key(.character("c")), in: context)
        _ = app.handle(.key(.character("6")), in: context)
        #expect(app.handle(.key(.enter), in: context) == [.openCustomStudy(fileName: "capitals.json", .previewNew(days: 1))])
        let deck = ReviewFixtures.deck()
        let start = CustomStudyStart(deck: deck, fileName: "capitals.json", study: .previewNew(days: 1), states: [:], marks: DeckMarks(),
                                     forgotten: [], dayStart: deck.cards[0].createdAt.addingTimeInterval(-60))
        _ = app.receive(.customStudyLoaded(start), in: context)
        #expect(app.route.place == .review("capitals.json"))
        #expect(app.handle(.key(.character(" ")), in: context) == [])
        #expect(app.handle(.key(.character("3")), in: context) == [], "a preview's answer is not recorded")
        #expect(app.handle(.key(.character("u")), in: context) == [], "nor is its undo")
    }

    @Test func nothingToStudySaysSoOnThePrompt() {
        var app = AppModel(listings: [DeckListing(deck: ReviewFixtures.deck(), fileName: "capitals.json")])
        _ = app.handle(.key(.character("c")), in: context)
        _ = app.handle(.key(.character("3")), in: context)
        let effects = app.handle(.key(.enter), in: context)
        #expect(effects == [.openCustomStudy(fileName: "capitals.json", .forgotten(days: 1))])
        let start = CustomStudyStart(deck: ReviewFixtures.deck(), fileName: "capitals.json", study: .forgotten(days: 1), states: [:],
                                     marks: DeckMarks(), forgotten: [], dayStart: ReviewFixtures.date)
        _ = app.receive(.customStudyLoaded(start), in: context)
        #expect(app.route.customStudy?.problem == "No cards match: Forgotten in the last day.")
        #expect(app.describe(in: context).contains("Error: No cards match: Forgotten in the last day."))
    }
}

/// The chooser's help with custom study's key: more keys than 80×24 has rows, so two columns.
@Suite struct ChooserHelpColumnsTests {
    @Test func everyKeyIsInTheHelpAt80x24() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        let size = Size(width: 80, height: 24)
        _ = screen.handle(.key(.character("?")), size: size)
        expectGolden(screen.view(size: size), named: "chooser-help-two-columns-80x24")
        let text = screen.view(size: size).lines.joined(separator: "\n")
        #expect(text.contains("Custom study") && text.contains("Suspend"))
    }
}
