import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The app says the screen on show, and the quit question over it while it is asked.
struct DescribeAppModelTests {
    let context = ScreenContext.at(.zero)

    @Test func theScreenOnShowIsSaid() {
        var app = AppModel(listings: [DeckListing(deck: StudyFixtures.capitals(), fileName: "capitals.json")])
        #expect(app.describe(in: context) == ["1. Capitals, 10 cards.", "Deck 1 of 1.",
                                              "Say review, quiz, cards, browse, match or new; help for more."])
        app.route = .browse(BrowseFixtures.screen(), fileName: "words.json")
        #expect(app.describe(in: context).first == "apple, noun. Card 1 of 3.")
    }

    @Test func theQuitQuestionIsSaidOverTheScreen() {
        var app = AppModel(listings: [])
        app.quitQuestion = "Not saved (disk full?): 2 answers. Quit anyway and lose it? y to quit, any other key to stay."
        #expect(app.describe(in: context) == ["Not saved (disk full?): 2 answers. Quit anyway and lose it? y to quit, any other key to stay."])
    }
}
