import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears in Browse: the card first, the answer once turned, editing.
struct DescribeBrowseTests {
    typealias F = BrowseFixtures
    let context = ScreenContext(moment: .zero, date: ReviewFixtures.date, size: F.standard)

    @Test func theCardFirstThenWhereItIs() {
        #expect(F.screen().describe(in: context) == ["apple, noun. Card 1 of 3."])
        #expect(F.screen().afterKeys(.right, .right, .character(" ")).describe(in: context) == ["serendipity. Card 3 of 3.", "Answer: Finding something good without looking for it."])
    }

    @Test func editingSaysTheFieldBeingTypedIn() {
        #expect(F.screen().afterKeys(.character("e")).describe(in: context) == ["Editing card 1. Prompt: apple.", "Enter saves, Esc cancels."])
    }

    @Test func anEmptyDeckSaysSo() {
        #expect(F.screen(F.empty).describe(in: context) == ["Nothing here has no cards."])
    }
}
