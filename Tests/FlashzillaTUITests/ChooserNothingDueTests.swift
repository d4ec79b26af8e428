import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Enter on a deck with nothing due says when its next card is, instead of starting a timed
/// Quiz under a footer that says "Enter Review" (issue 33).
@Suite struct ChooserNothingDueTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    let size = Size(width: 80, height: 24)

    static func chooser(cards: Int = 41, due: DeckDue?) -> ChooserScreen {
        var listing = DeckListing(fileName: "spanish.json", name: "Spanish", color: .red, cardCount: cards, samplePrompts: ["gato"], timeLimit: 100)
        listing.due = due
        return ChooserScreen(listings: [listing])
    }

    @Test func enterSaysWhenTheNextCardIsDueAndStartsNothing() {
        var screen = Self.chooser(due: DeckDue(new: 0, learning: 0, review: 0, next: Self.date.addingTimeInterval(3 * 3600)))
        #expect(screen.handle(.key(.enter), size: size, date: Self.date) == [])
        let notice = "Nothing due in Spanish — next card in 3 h. t timed Quiz" + NothingDueNotice.customStudy
        #expect(screen.notice == notice && screen.status == nil)
        #expect(screen.view(size: size).text(row: 20).trimmingCharacters(in: .whitespaces) == notice)
        // t still starts the timed Quiz; the next key clears the notice.
        #expect(screen.handle(.key(.character("t")), size: size, date: Self.date) == [.study(fileName: "spanish.json")])
        #expect(screen.notice == nil)
    }

    @Test func nothingStartedAndNoNewCardAllowedIsSaidSo() {
        var screen = Self.chooser(due: DeckDue(new: 0, learning: 0, review: 0, next: nil))
        #expect(screen.handle(.key(.enter), size: size, date: Self.date) == [])
        #expect(screen.notice == "Nothing due in Spanish — no card started yet, and today's new-card limit allows none. t timed Quiz" + NothingDueNotice.customStudy)
    }

    /// Custom study is offered by the key the chooser says it with, and not while it has none.
    @Test func customStudyIsOfferedOnlyByAKeyThatDoesIt() {
        let without = Keymap<ChooserMessage>([KeyBinding([.character("t")], help: "Quiz (timed)", words: ["quiz"], action: .quizSelected)])
        #expect(NothingDueNotice.customStudy(in: without) == "")
        let with = Keymap<ChooserMessage>(without.bindings + [
            KeyBinding([.character("c")], help: "Custom study", words: ["custom study"], action: .editCardsSelected)])
        #expect(NothingDueNotice.customStudy(in: with) == " · c custom study")
    }

    /// Anki's key: `c` on a deck is custom study (Cards moved to `C`), and the notice says so.
    @Test func customStudyIsOnAnkisKey() {
        #expect(ChooserScreen.keymap.action(for: .character("c")) == .customStudySelected)
        #expect(ChooserScreen.keymap.action(for: .character("C")) == .editCardsSelected)
        var screen = Self.chooser(due: DeckDue(new: 0, learning: 0, review: 0, next: nil))
        _ = screen.handle(.key(.enter), size: size, date: Self.date)
        #expect(screen.notice?.hasSuffix(". t timed Quiz · c custom study") == true, "\(screen.notice ?? "")")
    }

    @Test func anEmptyDeckSaysHowToAddCards() {
        var screen = Self.chooser(cards: 0, due: DeckDue(new: 0, learning: 0, review: 0, next: nil))
        #expect(screen.handle(.key(.enter), size: size, date: Self.date) == [])
        #expect(screen.notice == "Nothing due in Spanish — it has no cards yet. C adds some")
    }

    /// The listing was read before the card came due: Review opens and finds it.
    @Test func aCardThatCameDueSinceTheListingOpensReview() {
        var screen = Self.chooser(due: DeckDue(new: 0, learning: 0, review: 0, next: Self.date.addingTimeInterval(-1)))
        #expect(screen.handle(.key(.enter), size: size, date: Self.date) == [.review(fileName: "spanish.json")])
        #expect(screen.notice == nil)
    }

    @Test func somethingDueOpensReview() {
        var screen = Self.chooser(due: DeckDue(new: 0, learning: 1, review: 0, next: Self.date))
        #expect(screen.handle(.key(.enter), size: size, date: Self.date) == [.review(fileName: "spanish.json")])
    }

    /// Every key the footer shows does what it says, at 80 columns all of them, and
    /// t, S and i among them (never shown before); narrow, ? Help still ends the last row.
    @Test func theFooterShowsTheChoosersKeysWithinItsWidth() {
        let screen = Self.chooser(due: nil)
        let rows = screen.view(size: size).lines.suffix(2)
        let footer = rows.joined(separator: "\n")
        for item in ["Enter Review", "t Quiz (timed)", "C Cards", "b Browse", "m Match", "n New", "e Edit", "d Delete",
                     "S Statistics", "i Import", "s Settings", "q Quit", "? Help"] {
            #expect(footer.contains(item), "\(footer)")
        }
        for width in [30, 40, 60, 80, 120, 200] {
            let lines = ChooserScreen.footerLines(width: width - 2)
            #expect(lines.count <= 2 && lines.allSatisfy { DisplayWidth.of($0) <= width - 2 }, "\(width): \(lines)")
            #expect(lines.last?.hasSuffix("? Help") == true, "\(width): \(lines)")
        }
        #expect(ChooserScreen.footerLines(width: 198).count == 1)
    }
}
