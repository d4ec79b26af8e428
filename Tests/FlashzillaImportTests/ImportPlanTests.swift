import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaImport

/// Parsed cards meeting the decks on disk: ids derived from the rows, so a second import
/// of the same file adds nothing and a changed row updates its card.
@Suite struct ImportPlanTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let later = now.addingTimeInterval(3_600)

    /// The plan for `text` (as `name`) into `existing` decks, by name.
    func plan(_ text: String, name: String = "words.csv", deck: String? = nil, into existing: [Deck] = [], at now: Date = now) throws -> ImportPlan {
        let file = try parsed(text, name: name)
        return try ImportPlan(files: [file], deckName: deck, now: now) { wanted in
            existing.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
                .map { LoadedDeck(deck: $0, fileURL: URL(fileURLWithPath: "/decks/x.json"), fingerprint: nil) }
        }
    }

    @Test func aFirstImportAddsEveryCardToADeckNamedAfterTheFile() throws {
        let first = try plan("hola,hello,es\nadiós,goodbye\n")
        #expect(first.decks.count == 1)
        let deck = first.decks[0]
        #expect(deck.isNew && deck.deck.name == "words")
        #expect(deck.deck.cards.map(\.prompt) == ["hola", "adiós"])
        #expect(deck.deck.cards.map(\.tags) == [["es"], []])
        #expect(deck.deck.cards[0].id == DerivedID.card(deck: deck.deck.id, prompt: "hola", answer: "", occurrence: 0))
        #expect(first.summary(severalFiles: false) == "2 added, 0 updated, 0 unchanged, 0 skipped")
    }

    @Test func importingTheSameFileAgainAddsNothingAndChangedRowsUpdate() throws {
        let first = try plan("hola,hello\nadiós,goodbye\nhola,hi again\n").decks[0].deck
        let same = try plan("hola,hello\nadiós,goodbye\nhola,hi again\n", into: [first], at: Self.later)
        #expect(same.decks[0].deck == first)
        #expect((same.added, same.updated, same.unchanged) == (0, 0, 3))
        #expect(!same.decks[0].hasChanges)

        let changed = try plan("hola,hello\nadiós,bye,informal\nhola,hi again\nsí,yes\n", into: [first], at: Self.later)
        #expect((changed.added, changed.updated, changed.unchanged) == (1, 1, 2))
        let cards = changed.decks[0].deck.cards
        #expect(cards.map(\.answer) == ["hello", "bye", "hi again", "yes"])
        #expect(cards[1].id == first.cards[1].id && cards[1].tags == ["informal"] && cards[1].updatedAt == Self.later)
        #expect(cards[0] == first.cards[0])  // untouched, dates included
    }

    @Test func cardsAddedByHandStayAndNamesMatchInAnyCase() throws {
        var mine = Deck(name: "Words")
        mine.cards.append(try Card(prompt: "hola", answer: "mine", createdAt: Self.now))
        let result = try plan("hola,hello\n", into: [mine])
        #expect(result.decks[0].existing != nil)
        #expect(result.decks[0].deck.cards.map(\.answer) == ["mine", "hello"])
    }

    @Test func ankiCardsFollowTheirNoteEvenWhenTheFrontChanges() throws {
        let text = "#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\nG1\tBasic (and reversed card)\tperro\tdog\n"
        let first = try plan(text, name: "a.txt").decks[0].deck
        #expect(first.cards.count == 2)
        #expect(first.cards[1].id == DerivedID.card(deck: first.id, prompt: "G1", answer: "anki-guid", occurrence: 1))
        let edited = try plan(text.replacingOccurrences(of: "perro", with: "el perro"), name: "a.txt", into: [first], at: Self.later)
        #expect((edited.added, edited.updated, edited.unchanged) == (0, 2, 0))
        #expect(edited.decks[0].deck.cards.map(\.prompt) == ["el perro", "dog"])
    }

    @Test func anAnkiTextFilesGUIDsNameNoNoteSoTheDeckStaysVersionOne() throws {
        let text = "#separator:tab\n#html:false\n#guid column:1\nG1\tperro\tdog\n"
        let deck = try plan(text, name: "a.txt").decks[0].deck
        #expect(deck.cards.map(\.note) == [nil] && !deck.hasNotes)
        // The file it is written as reads back: no card names a note the deck lacks.
        let bytes = FlashzillaDeckCodec().encode(deck)
        #expect(try FlashzillaDeckCodec().decode(bytes, fileName: "a.json", now: Self.later).deck == deck)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""version": 1"#))
    }

    @Test func deckOptionAndAnkiDecksChooseTheTarget() throws {
        let anki = "#separator:tab\n#html:false\n#deck column:1\nA::B\tp\ta\nC\tq\tb\na::b\tr\tc\n"
        #expect(try plan(anki, name: "a.txt").decks.map(\.deck.name) == ["A::B", "C"])
        #expect(try plan(anki, name: "a.txt").decks.map(\.deck.cards.count) == [2, 1])
        #expect(try plan(anki, name: "a.txt", deck: "All").decks.map(\.deck.name) == ["All"])
        #expect(try plan("#separator:tab\n#deck column:1\n \tp\ta\n", name: "dir/notes.txt").decks.map(\.deck.name) == ["notes"])
    }

    @Test func theSameNoteTwiceCountsOnce() throws {
        let text = "#separator:tab\n#html:false\n#guid column:1\nG\tp\ta\nG\tp\ta\n"
        let result = try plan(text, name: "a.txt")
        #expect(result.added == 1)
        #expect(result.skipped.map(\.reason) == ["same note twice"])
    }

    @Test func theSummaryNamesSkippedLines() throws {
        var rows = ""
        for line in 1...45 { rows += line == 17 || line == 40 ? ",nothing in front\n" : "p\(line),a\n" }
        let result = try plan(rows)
        #expect(result.summary(severalFiles: false) == "43 added, 0 updated, 0 unchanged, 2 skipped (empty front, line 17 and 40)")
        let mixed = try plan("a,\n,b\n,c\nd,e\n,f\n")
        #expect(mixed.summary(severalFiles: true) == "1 added, 0 updated, 0 unchanged, 4 skipped (empty back, words.csv line 1; empty front, words.csv line 2, 3 and 5)")
    }
}
