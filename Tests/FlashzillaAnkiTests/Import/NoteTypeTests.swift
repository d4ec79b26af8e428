import FlashzillaImport
import Testing
@testable import FlashzillaAnki

/// Each note type's cards, as scripts/make-apkg-fixtures.py made them with the real Anki.
@Suite struct NoteTypeTests {
    /// current.apkg's cards: (deck, prompt, answer, tags).
    static let expectedRows: [[String]] = [
        // Basic: one card; HTML becomes text, an image a marker.
        ["Geography", "Capital of France?", "Paris", "capitals europe"],
        ["Geography", "Flag of Japan?[image: tiny.png]", "Red disc on white", "asia"],
        // A note in the parent deck of three subdecks.
        ["Languages", "Languages in this deck?", "Spanish\nJapanese\nFrench", ""],
        // Basic (and reversed card): two.
        ["Languages::Spanish", "el perro", "the dog[sound: perro sound.mp3]", "animals"],
        ["Languages::Spanish", "the dog[sound: perro sound.mp3]", "el perro", "animals"],
        // Basic (optional reversed card): two with "Add Reverse" filled, one without.
        ["Languages::Spanish", "la casa", "the house", ""],
        ["Languages::Spanish", "the house", "la casa", ""],
        ["Languages::Spanish", "el gato", "the cat", "animals"],
        // Cloze: one card per number, a hint in brackets, the answer the whole text and Extra.
        ["Languages::Spanish", "[...] is the capital of Spain, since 1561.", "Madrid is the capital of Spain, since 1561.\nFelipe II", "cloze"],
        ["Languages::Spanish", "Madrid is the capital of [country], since 1561.", "Madrid is the capital of Spain, since 1561.\nFelipe II", "cloze"],
        ["Languages::Spanish", "Madrid is the capital of Spain, since [...].", "Madrid is the capital of Spain, since 1561.\nFelipe II", "cloze"],
        // Basic (type in the answer): one card; the answer is what was to be typed.
        ["Languages::French", "bonjour", "hello", ""],
        // Cloze with one number twice and no Extra.
        ["Languages::French", "[...] is on the [...].", "Paris is on the Seine.", ""],
        // A custom note type with two templates: furigana, a filled and an empty section.
        ["Languages::Japanese", "日本語", "日本語(にほんご)\nJapanese (language)\nNotes: very common", "jlpt"],
        ["Languages::Japanese", "Japanese (language)", "日本語 (にほんご)", "jlpt"],
        ["Languages::Japanese", "猫", "猫(ねこ)\ncat", ""],
        ["Languages::Japanese", "cat (no notes)", "猫 (ねこ)", ""],
    ]

    static func cards(guid: String) throws -> [[String]] {
        let parsed = try AnkiFixtures.read("current.apkg").parsed
        return parsed.groups.flatMap { group in
            group.cards.filter { $0.key.guid == guid }.map { [group.deck ?? "-", $0.prompt, $0.answer] }
        }
    }

    @Test func basicGivesOneCard() throws {
        #expect(try Self.cards(guid: "fz-apkg-01") == [["Geography", "Capital of France?", "Paris"]])
    }

    @Test func basicAndReversedGivesTwo() throws {
        #expect(try Self.cards(guid: "fz-apkg-04").map { $0[1] } == ["el perro", "the dog[sound: perro sound.mp3]"])
    }

    @Test func optionalReversedGivesTwoOnlyWhenItsThirdFieldIsFilled() throws {
        #expect(try Self.cards(guid: "fz-apkg-05").count == 2)
        #expect(try Self.cards(guid: "fz-apkg-06").count == 1)
    }

    @Test func typeInTheAnswerGivesOneCardWithoutTheTypingBox() throws {
        #expect(try Self.cards(guid: "fz-apkg-07") == [["Languages::French", "bonjour", "hello"]])
    }

    @Test func clozeGivesOneCardPerNumber() throws {
        #expect(try Self.cards(guid: "fz-apkg-08").map { $0[1] } == [
            "[...] is the capital of Spain, since 1561.",
            "Madrid is the capital of [country], since 1561.",
            "Madrid is the capital of Spain, since [...].",
        ])
        #expect(try Self.cards(guid: "fz-apkg-09").count == 1)
    }

    @Test func aCustomNoteTypeRendersItsTemplates() throws {
        #expect(try Self.cards(guid: "fz-apkg-10").map { Array($0[1...]) } == [
            ["日本語", "日本語(にほんご)\nJapanese (language)\nNotes: very common"],
            ["Japanese (language)", "日本語 (にほんご)"],
        ])
        #expect(try Self.cards(guid: "fz-apkg-11")[1][1] == "cat (no notes)")
    }

    @Test func aNoteWithAnEmptyFrontIsCountedAsSkipped() throws {
        #expect(try Self.cards(guid: "fz-apkg-12").isEmpty)
    }
}

extension CardKey {
    var guid: String? {
        if case .ankiNote(let guid, _) = self { return guid }
        return nil
    }
}
