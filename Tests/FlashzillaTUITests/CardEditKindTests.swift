import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The card form's kind switch (issue 34): Basic, Reversed, Cloze and Typed answer, the
/// live preview of the cards an entry makes, and an entry edited or deleted as a whole.
struct CardEditKindTests {
    typealias F = CardEditFixtures
    static let clozeText = "{{c1::Paris}} is the capital of {{c2::France::country}}"

    /// The fruit deck with a cloze entry (two cards) and a reversed pair after it.
    static var kindsDeck: Deck {
        var deck = F.fruits
        deck.cards += try! NewEntry(prompt: nil, answer: nil, cloze: clozeText)
            .cards(id: UUID(uuidString: "CA4D0000-0000-0000-0000-0000000000C1")!, createdAt: F.created)
        deck.cards += try! NewEntry(prompt: "gato", answer: "cat", reversed: true)
            .cards(id: UUID(uuidString: "CA4D0000-0000-0000-0000-0000000000A1")!, createdAt: F.created)
        return deck
    }

    static func form(_ kind: CardEditKind, prompt: String, answer: String = "") -> CardEditScreen {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type(prompt)
        if !answer.isEmpty {
            screen.press(.enter)
            screen.type(answer)
        }
        for _ in 0..<kind.rawValue { screen.press(.ctrl("t")) }
        return screen
    }

    @Test func switchingKindsKeepsWhatWasTyped() {
        var screen = Self.form(.basic, prompt: "ice", answer: "frozen water")
        for expected in [CardEditKind.reversed, .cloze, .typed, .basic] {
            screen.press(.ctrl("t"))
            #expect(screen.kind == expected)
            #expect(screen.prompt.text == "ice" && screen.answer.text == "frozen water")
        }
        // On the Kind row, ←/→ choose as on the Type row (passing Cloze took focus to the text).
        #expect(screen.focus == .prompt)
        screen.press(.tab, .tab, .tab, .tab)
        #expect(screen.focus == .kind)
        screen.press(.right)
        #expect(screen.kind == .reversed)
        screen.press(.left, .left)
        #expect(screen.kind == .typed && screen.wordType == nil, "the word type stays")
    }

    @Test func aClozeWithoutADeletionIsRefusedWithItsReason() {
        var screen = Self.form(.cloze, prompt: "Paris is the capital of France")
        #expect(screen.text().contains("The cloze text has no cloze deletion"), "the preview says so as it is typed")
        let effects = screen.press(.ctrl("s"))
        #expect(effects.isEmpty)
        #expect(screen.deck == F.fruits)
        #expect(screen.status == .error("The cloze text has no cloze deletion (write one as {{c1::hidden words}})."))
        #expect(screen.focus == .prompt && screen.prompt.text == "Paris is the capital of France")
    }

    @Test func aClozeEntryAddsOneCardPerNumberAsTheyAreAsked() throws {
        var screen = Self.form(.cloze, prompt: Self.clozeText)
        let text = screen.text()
        #expect(text.contains("Add new card — Cloze, makes 2 cards"))
        #expect(text.contains("Text    {{c1::Paris}}"))
        #expect(text.contains("1  […] is the capital of France"))
        #expect(text.contains("2  Paris is the capital of [country]"))
        let effects = screen.press(.enter)  // Enter in the cloze text adds: there is no answer to go to
        #expect(effects == [.save(screen.deck)])
        let made = Array(screen.deck.cards.suffix(2))
        #expect(made.map(\.prompt) == ["[…] is the capital of France", "Paris is the capital of [country]"])
        #expect(made.map { $0.entry?.clozeNumber } == [1, 2])
        #expect(made[0].entry?.id == made[1].entry?.id)
        #expect(screen.status == .info("Added “\(Self.clozeText)” (Cloze, 2 cards)."))
        #expect(screen.kind == .cloze && screen.prompt.isEmpty, "ready for the next cloze")
    }

    @Test func reversedAndTypedEntries() {
        var reversed = Self.form(.reversed, prompt: "gato", answer: "cat")
        #expect(reversed.text().contains("2  cat → gato"))
        reversed.press(.ctrl("s"))
        #expect(reversed.deck.cards.suffix(2).map(\.prompt) == ["gato", "cat"])
        #expect(reversed.deck.cards.suffix(2).map(\.answer) == ["cat", "gato"])

        var typed = Self.form(.typed, prompt: "perro", answer: "dog")
        #expect(typed.text().contains("1  perro → type: dog"))
        typed.press(.ctrl("s"))
        #expect(typed.deck.cards.last?.isTyped == true && typed.deck.cards.count == 5)
    }

    @Test func editingAClozeCardEditsItsEntryKeepingEachCardsID() throws {
        var screen = CardEditScreen(deck: Self.kindsDeck)
        let before = screen.deck.cards
        screen.focusList()
        screen.press(.end, .up, .up, .enter)  // the cloze's second card
        #expect(screen.kind == .cloze && screen.prompt.text == Self.clozeText)
        #expect(screen.text().contains("Edit card — Cloze, makes 2 cards"))
        screen.press(.end)
        screen.type(" in {{c3::Europe}}")
        let effects = screen.press(.ctrl("s"), at: F.at(99))
        #expect(effects == [.save(screen.deck)])
        let cloze = screen.deck.cards.filter { $0.entry?.cloze != nil }
        #expect(cloze.count == 3)
        #expect(Array(cloze.prefix(2).map(\.id)) == before[4...5].map(\.id), "each number keeps its card, and its schedule")
        #expect(cloze[2].prompt == "Paris is the capital of France in […]")
        #expect(cloze.allSatisfy { $0.updatedAt == F.at(99) })
        #expect(screen.deck.cards.count == 9 && screen.deck.cards[4].entry?.clozeNumber == 1, "in the entry's place")
        #expect(screen.kind == .basic, "new cards are made as before the edit")

        screen.focusList()
        screen.press(.character("u"))
        #expect(screen.deck.cards == before)
    }

    @Test func aReversedPairEditedFromItsSecondCardAndMadeBasic() {
        var screen = CardEditScreen(deck: Self.kindsDeck)
        screen.focusList()
        screen.press(.end, .enter)  // cat → gato
        #expect(screen.kind == .reversed && screen.prompt.text == "gato" && screen.answer.text == "cat")
        screen.press(.ctrl("t"), .ctrl("t"), .ctrl("t"))
        #expect(screen.kind == .basic)
        screen.press(.ctrl("s"))
        #expect(screen.deck.cards.count == 7)
        #expect(screen.deck.cards.last?.prompt == "gato" && screen.deck.cards.last?.entry == nil)
        #expect(screen.deck.cards.last?.id == Self.kindsDeck.cards[6].id, "the first card keeps its id")
    }

    @Test func deletingACardOfAnEntryDeletesTheEntry() {
        var screen = CardEditScreen(deck: Self.kindsDeck)
        screen.focusList()
        screen.press(.end)
        let effects = screen.press(.character("d"))
        #expect(effects == [.save(screen.deck)])
        #expect(screen.deck.cards.count == 6)
        #expect(screen.status?.text == "Deleted “cat” and the 1 other card of its entry. u undoes.")
        screen.press(.character("u"))
        #expect(screen.deck.cards == Self.kindsDeck.cards)
    }

    @Test func theScreenReaderHearsTheKindAndTheCards() {
        let context = ScreenContext(moment: .zero, date: F.created, size: F.standard)
        var screen = Self.form(.cloze, prompt: Self.clozeText)
        #expect(screen.describe(in: context) == [
            "Text: \(Self.clozeText).", "New card for Fruit.", "Cloze, makes 2 cards.",
            "Card 1: […] is the capital of France. Card 2: Paris is the capital of [country].",
        ])
        screen.press(.tab, .tab, .tab)
        #expect(screen.describe(in: context).first == "Kind: Cloze.")
        let refused = Self.form(.cloze, prompt: "no deletion")
        #expect(refused.describe(in: context).suffix(2) == [
            "Cloze, makes no card yet.", "The cloze text has no cloze deletion (write one as {{c1::hidden words}}).",
        ])
        #expect(Self.form(.basic, prompt: "ice").describe(in: context) == ["Prompt: ice.", "New card for Fruit."])
    }

    // MARK: Goldens

    static let goldenSizes = [F.standard, Size(width: 44, height: 20)]

    @Test(arguments: CardEditKind.allCases) func eachKindsForm(kind: CardEditKind) {
        let screen = kind == .cloze ? Self.form(.cloze, prompt: Self.clozeText) : Self.form(kind, prompt: "gato", answer: "cat")
        for size in Self.goldenSizes {
            expectGolden(screen.view(size: size), named: "card-edit-kind-\(kind.name.lowercased().prefix(5))-\(size.width)x\(size.height)")
        }
    }

    @Test func aRefusedCloze() {
        expectGolden(Self.form(.cloze, prompt: "Paris is the capital of France").view(size: F.standard), named: "card-edit-kind-cloze-refused-80x24")
    }
}
