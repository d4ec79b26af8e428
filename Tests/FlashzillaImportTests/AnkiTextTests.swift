import Testing
@testable import FlashzillaImport

/// Anki's "Notes in Plain Text", as the real Anki backend exports it (fixtures), and its headers.
@Suite struct AnkiTextTests {
    @Test func theHTMLExportGivesEveryCardOfEveryNoteType() throws {
        let file = try ImportFixtures.parse("anki-notes.txt")
        // Grouped by deck, each in the file's order.
        #expect(file.rows == [
            ["Geography", "Capital of France?", "Paris", "capitals europe"],
            ["Geography", "Capital of Japan, & its prefecture?", "Tokyo\n東京", "asia"],
            ["Geography", "Longest river?", "The Nile\n(\"about\" 6,650 km)", ""],
            ["Geography", "The [...] flows into the Black Sea.[sound: danube.mp3]", "The Danube flows into the Black Sea.[sound: danube.mp3]", ""],
            ["Geography", "The Danube flows into the [...].[sound: danube.mp3]", "The Danube flows into the Black Sea.[sound: danube.mp3]", ""],
            ["Languages::Spanish", "el perro", "the dog", "animals"],
            ["Languages::Spanish", "the dog", "el perro", "animals"],
            ["Languages::Spanish", "la casa", "the house[image: casa.png]", ""],
            ["Languages::Spanish", "the house[image: casa.png]", "la casa", ""],
            ["Languages::Spanish", "[...] is the capital of Spain.", "Madrid is the capital of Spain.\n\nSince 1561", "cloze"],
            ["Languages::Spanish", "Madrid is the capital of [country].", "Madrid is the capital of Spain.\n\nSince 1561", "cloze"],
        ])
        #expect(file.skipped == [SkippedRow(file: file.file, line: 14, reason: "empty front")])
    }

    @Test func cardsOfANoteAreKeyedByItsGUIDAndOrdinal() throws {
        let file = try ImportFixtures.parse("anki-notes.txt")
        let spanish = try #require(file.groups.first { $0.deck == "Languages::Spanish" })
        #expect(spanish.cards.map(\.key) == [
            .ankiNote(guid: "g4\"#`~", ordinal: 0), .ankiNote(guid: "g4\"#`~", ordinal: 1),
            .ankiNote(guid: "g5\"#`~", ordinal: 0), .ankiNote(guid: "g5\"#`~", ordinal: 1),
            .ankiNote(guid: "g6\"#`~", ordinal: 0), .ankiNote(guid: "g6\"#`~", ordinal: 1),
        ])
        let danube = try #require(file.groups.first { $0.deck == "Geography" }?.cards.suffix(2))
        #expect(danube.map(\.key) == [.ankiNote(guid: "g7\"#`~", ordinal: 0), .ankiNote(guid: "g7\"#`~", ordinal: 2)])
    }

    @Test func thePlainExportKeepsTextAsWritten() throws {
        let file = try ImportFixtures.parse("anki-notes-plain.txt")
        #expect(file.groups.map(\.deck) == [nil])
        #expect(file.rows.prefix(3) == [
            ["-", "Capital of France?", "Paris", "capitals europe"],
            ["-", "Capital of Japan, & its prefecture?", "Tokyo 東京", "asia"],
            ["-", "Longest river?", "The Nile (\"about\" 6,650 km)", ""],
        ])
        // No note type column: a cloze is recognised by its deletions.
        #expect(file.rows.contains(["-", "[...] is the capital of Spain.", "Madrid is the capital of Spain.\n\nSince 1561", "cloze"]))
        #expect(file.groups[0].cards.allSatisfy { $0.key == .content })
    }

    @Test func headersNameSeparatorsAndFixedValues() throws {
        for (name, sep) in [("Comma", ","), ("Semicolon", ";"), ("Pipe", "|"), ("Colon", ":"), ("Space", " "), ("Tab", "\t"), ("~", "~")] {
            let file = try parsed("#separator:\(name)\n#html:false\n#deck:Verbs\n#tags:v x\na\(sep)<b>b</b>\n", name: "h.txt")
            #expect(file.rows == [["Verbs", "a", "<b>b</b>", "v x"]], "\(name)")
        }
        let optional = try parsed("#separator:tab\n#notetype:Basic (optional reversed card)\nf\tb\ty\ng\th\t\n", name: "o.txt")
        #expect(optional.rows.map { $0[1] } == ["f", "b", "g"])
    }

    @Test func clozeNumbersHintsAndTheExtraField() {
        let pieces = Cloze.pieces("{{c2::b::hint}} and {{c1::a}} and {{c2::c}} {{notcloze}}")
        #expect(Cloze.numbers(pieces) == [1, 2])
        #expect(Cloze.prompt(pieces, number: 1) == "b and [...] and c {{notcloze}}")
        #expect(Cloze.prompt(pieces, number: 2) == "[hint] and a and [...] {{notcloze}}")
        #expect(Cloze.fullText(pieces) == "b and a and c {{notcloze}}")
    }
}
