import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Large fonts leave few columns: the deck's name must outlast its counts.
@Suite struct ChooserNarrowTests {
    static var listings: [DeckListing] {
        var vocab = DeckListing(fileName: "vocab.json", name: "Vocab Beta", color: .green, cardCount: 41,
                                samplePrompts: ["gato", "perro"], timeLimit: 100)
        vocab.due = DeckDue(new: 8, learning: 1, review: 3, next: nil)
        let capitals = DeckListing(fileName: "world-capitals.json", name: "World Capitals", color: .blue, cardCount: 20,
                                   samplePrompts: ["What is the capital city of Scotland?"], timeLimit: 100)
        var long = DeckListing(fileName: "long.json", name: "Languages::Spanish::Irregular verbs", color: .red, cardCount: 300,
                               samplePrompts: ["ser"], timeLimit: 0)
        long.due = DeckDue(new: 20, learning: 12, review: 140, next: nil)
        return [vocab, capitals, long]
    }

    @Test func at40ColumnsEveryDeckKeepsItsName() {
        let grid = ChooserScreen(listings: Self.listings).view(size: Size(width: 40, height: 16))
        expectGolden(grid, named: "chooser-narrow-40x16")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("Vocab Beta"))
        #expect(text.contains("World Capitals"))
        #expect(text.contains("Irregular verbs"), "a long name nests (issue 33): its last part is shown whole")
    }

    @Test func countsShortenBeforeTheNameIsCut() {
        let vocab = Self.listings[0]
        #expect(ChooserScreen.facts(vocab) { _ in 100 } == "3 due · 1 learning · 8 new · 41 cards · 100 s timer")
        // Room for the name only once the facts are down to the counts in short.
        let short = ChooserScreen.facts(vocab) { 30 - DisplayWidth.of($0) }
        #expect(short == "4 due · 8 new")
        #expect(ChooserScreen.facts(vocab) { _ in 0 } == "")
    }

    @Test func wideRowsAreUnchanged() {
        let grid = ChooserScreen(listings: Self.listings).view(size: Size(width: 100, height: 16))
        #expect(grid.lines[2].contains("3 due · 1 learning · 8 new · 41 cards · 100 s timer"))
    }

    /// At 80 columns a long name drops the timer rather than lose its last characters.
    @Test func aNameThatAlmostFitsDropsTheTimerFirst() {
        var japanese = DeckListing(fileName: "japanese.json", name: "Japanese Basics 日本語", color: .pink, cardCount: 16,
                                   samplePrompts: ["猫"], timeLimit: 100)
        japanese.due = DeckDue(new: 16, learning: 0, review: 0, next: nil)
        let grid = ChooserScreen(listings: [japanese]).view(size: Size(width: 80, height: 24))
        #expect(grid.lines[2].contains("Japanese Basics 日本語"), "\(grid.lines[2])")
        #expect(grid.lines[2].contains("16 new · 16 cards"))
    }
}
