import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A typed line becomes the keys the screen on show takes, found through the same key
/// tables (their spoken words); what changed on the screen is what gets said.
@Suite struct LineReadingTests {
    static let chooserKeys = ChooserScreen.keymap.spokenKeys

    static func events(_ line: String, typing: Bool = false) -> [InputEvent] {
        LineReading.events(for: line, keys: chooserKeys, typing: typing)
    }

    @Test func anEmptyLineIsEnterWhereverItIsTyped() {
        #expect(Self.events("") == [.key(.enter)])
        #expect(Self.events("   ", typing: true) == [.key(.enter)])
    }

    @Test func aBindingsWordsPressItsFirstKeyWhateverTheirCase() {
        #expect(Self.events("Stats") == [.key(.character("S"))])
        #expect(Self.events("review") == [.key(.enter)])
        // Two words before one: "page down" is not "page" and then "down".
        #expect(Self.events("page down") == [.key(.pageDown)])
    }

    /// "suspend" is Anki's word for a card: in Review it suspends the card on show and never
    /// stops the program (Ctrl-Z, said "pause program"; a job stopped by a word typed into a
    /// pipe would hang its reader).
    @Test func suspendInReviewSuspendsTheCardNotTheProgram() {
        let keys = ReviewScreen.keymap.spokenKeys
        #expect(LineReading.events(for: "suspend", keys: keys, typing: false) == [.key(.character("@"))])
        #expect(LineReading.events(for: "pause program", keys: keys, typing: false) == [.key(.ctrl("z"))])
    }

    @Test func aNumberPicksThatRowWithTheScreensOwnKeys() {
        #expect(Self.events("3") == [.key(.home), .key(.down), .key(.down)])
        #expect(Self.events("delete 2") == [.key(.home), .key(.down), .key(.character("d"))])
    }

    @Test func otherWordsAfterABindingAreTypedAfterItsKey() {
        let cardList = CardEditScreen.listKeymap.spokenKeys
        let find = try! #require(cardList.first { $0.words.contains("find") })
        #expect(LineReading.events(for: "find gato negro", keys: cardList, typing: false)
            == [.key(find.key), .key(.end), .key(.ctrl("u")), .paste("gato negro"), .key(.enter)])
    }

    @Test func wordsNoBindingHasMeanNothing() {
        #expect(Self.events("banana").isEmpty)
        #expect(Self.events("0").isEmpty)
        #expect(Self.events("x").isEmpty)
    }

    @Test func aBoundKeyTypedAloneIsPressedWhereThereAreNoRows() {
        // Review has no rows: "3" is its Good key, as on the full screen.
        #expect(LineReading.events(for: "3", keys: ReviewScreen.keymap.spokenKeys, typing: false) == [.key(.character("3"))])
        #expect(Self.events("q") == [.key(.character("q"))])
    }

    @Test func inATextFieldTheLineIsTypedAndCancelOrBackLeavesIt() {
        #expect(Self.events("stats", typing: true) == [.key(.end), .key(.ctrl("u")), .paste("stats"), .key(.enter)])
        #expect(Self.events("Cancel", typing: true) == [.key(.escape)])
        #expect(Self.events("back", typing: true) == [.key(.escape)])
    }

    @Test func inATextFieldHelpAndCommandsOfSeveralWordsArePressedNotTyped() {
        let form = CardEditScreen.keymap(for: .prompt).spokenKeys
        #expect(LineReading.events(for: "previous field", keys: form, typing: true) == [.key(.backTab)])
        #expect(LineReading.events(for: "Help", keys: form, typing: true) == [.key(.function(1))])
        // One word is text ("save", "next" can be a card's prompt), and so is a sentence.
        #expect(LineReading.events(for: "save", keys: form, typing: true).contains(.paste("save")))
        #expect(LineReading.events(for: "next field please", keys: form, typing: true).contains(.paste("next field please")))
    }

    @Test func onlyTheLinesThatChangedAreSaidUnlessNothingDid() {
        var changes = SpokenChanges()
        #expect(changes.lines(["1. Colours.", "Deck 1 of 2."]) == ["1. Colours.", "Deck 1 of 2."])
        #expect(changes.lines(["2. Verbs.", "Deck 2 of 2."]) == ["2. Verbs.", "Deck 2 of 2."])
        #expect(changes.lines(["2. Verbs.", "Deck 2 of 2.", "Saved."]) == ["Saved."])
        #expect(changes.lines(["2. Verbs.", "Deck 2 of 2."]).isEmpty)
        #expect(changes.lines(["2. Verbs.", "Deck 2 of 2."], repeatAll: true) == ["2. Verbs.", "Deck 2 of 2."])
    }

    @Test func aLineThatOnlyMovedIsNotSaidAgain() {
        var changes = SpokenChanges()
        _ = changes.lines(["Good — next in 4 days.", "gato. 3 new."])
        #expect(changes.lines(["gato. 3 new.", "Answer: cat."]) == ["Answer: cat."])
    }
}
