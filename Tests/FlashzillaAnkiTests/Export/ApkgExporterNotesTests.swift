import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// A deck that came from Anki goes back with its notes, note types, marks and, when asked,
/// its scheduling (issue 29, item 6). Read back with GRDB; the real Anki's view of it is
/// ApkgRoundTripEndToEndTests.
@Suite struct ApkgExporterNotesTests {
    static let created = Date(timeIntervalSince1970: 1_790_000_000)
    static let reversed = NoteType(id: "1342697561419", name: "Basic (and reversed card)", fields: ["Front", "Back"], templates: [
        .init(name: "Card 1", front: "{{Front}}", back: "{{FrontSide}}<hr id=answer>{{Back}}"),
        .init(name: "Card 2", front: "{{Back}}", back: "{{FrontSide}}<hr id=answer>{{Front}}"),
    ], css: ".card { color: black; }")
    static let cloze = NoteType(id: "1342697561420", name: "Cloze", kind: .cloze, fields: ["Text", "Back Extra"], templates: [
        .init(name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>{{Back Extra}}"),
    ])

    /// el gato (both ways), a cloze of two deletions, and a card made here.
    static func deck(editedPrompt: String? = nil) throws -> Deck {
        func card(_ prompt: String, _ answer: String, guid: String?, ord: Int, tags: [String] = []) throws -> Card {
            var card = try Card(prompt: prompt, answer: answer, tags: tags, createdAt: created)
            if let guid { card.note = NoteLink(guid: guid, ord: ord) }
            return card
        }
        var cards = [
            try card("el gato", "the cat", guid: "Ol`ji]R#e2", ord: 0, tags: ["animals"]),
            try card("the cat", "el gato", guid: "Ol`ji]R#e2", ord: 1, tags: ["animals"]),
            try card("[...] is the capital of Spain", "Madrid is the capital of Spain", guid: "cl0ze", ord: 0),
            try card("Madrid is the capital of [...]", "Madrid is the capital of Spain", guid: "cl0ze", ord: 1),
            try card("made here", "in Flashzilla", guid: nil, ord: 0),
        ]
        if let editedPrompt { try cards[0].edit(prompt: editedPrompt, answer: cards[0].answer, at: created.addingTimeInterval(60)) }
        return Deck(name: "Spanish", cards: cards, noteTypes: [reversed, cloze], notes: [
            Note(guid: "Ol`ji]R#e2", noteType: reversed.id, fields: ["<b>el gato</b>", "the cat"]),
            Note(guid: "cl0ze", noteType: cloze.id, fields: ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""]),
        ])
    }

    static func exported(_ deck: Deck, marks: [UUID: CardMarks] = [:], scheduling: ApkgScheduling? = nil) throws -> ExportedPackage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.apkg")
        try ApkgExporter.write(deck, to: url.path, marks: marks, scheduling: scheduling, now: created.addingTimeInterval(3600))
        return try ExportedPackage(at: url)
    }

    @Test func keptNotesGoWithTheirNoteTypesGUIDsFieldsAndOrdinals() throws {
        let package = try Self.exported(try Self.deck())
        #expect(Set(package.models.keys) == [Self.reversed.id, Self.cloze.id, String(AnkiCollectionJSON.basicNoteTypeID)])
        let model = try #require(package.models[Self.reversed.id] as? [String: Any])
        #expect(model["name"] as? String == "Basic (and reversed card)" && model["type"] as? Int == 0)
        #expect(model["css"] as? String == ".card { color: black; }")
        #expect((model["tmpls"] as? [[String: Any]])?.map { $0["qfmt"] as? String } == ["{{Front}}", "{{Back}}"])
        #expect((package.models[Self.cloze.id] as? [String: Any])?["type"] as? Int == 1)
        #expect(package.notes.count == 3, "one note for two cards, one for a cloze's two, one Basic")
        let byGUID = Dictionary(uniqueKeysWithValues: package.notes.map { ($0.guid, $0) })
        #expect(byGUID["Ol`ji]R#e2"]?.fields == ["<b>el gato</b>", "the cat"])
        #expect(byGUID["Ol`ji]R#e2"]?.modelID == 1_342_697_561_419 && byGUID["Ol`ji]R#e2"]?.tags == " animals ")
        #expect(byGUID["cl0ze"]?.fields == ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""])
        let noteOf = Dictionary(uniqueKeysWithValues: package.notes.map { ($0.id, $0.guid) })
        #expect(package.cards.map { "\(noteOf[$0.noteID] ?? "?") \($0.ordinal)" }
                == ["Ol`ji]R#e2 0", "Ol`ji]R#e2 1", "cl0ze 0", "cl0ze 1", "\(package.notes[2].guid) 0"])
        #expect(package.cards.allSatisfy { $0.type == 0 && $0.queue == 0 } && package.revlog.isEmpty)
    }

    @Test func flagsSuspensionAndBuryGoWithOrWithoutScheduling() throws {
        let deck = try Self.deck()
        let marks: [UUID: CardMarks] = [
            deck.cards[0].id: CardMarks(flag: .red), deck.cards[1].id: CardMarks(isSuspended: true),
            deck.cards[2].id: CardMarks(buriedUntil: Self.created.addingTimeInterval(86_400)),
            deck.cards[3].id: CardMarks(buriedUntil: Self.created), // over: back
        ]
        let package = try Self.exported(deck, marks: marks)
        #expect(package.cards.map(\.flags) == [1, 0, 0, 0, 0])
        #expect(package.cards.map(\.queue) == [0, -1, -3, 0, 0])
    }

    /// A prompt edited here replaces the one field it was rendered from, as HTML; the other
    /// field and the other note stay as kept, and the note is newer than the import.
    @Test func anEditedPromptReplacesTheFieldItCameFrom() throws {
        let package = try Self.exported(try Self.deck(editedPrompt: "el gato & co"))
        let note = try #require(package.notes.first { $0.guid == "Ol`ji]R#e2" })
        #expect(note.fields == ["el gato &amp; co", "the cat"])
        #expect(note.modified == 1_790_000_060)
        #expect(package.notes.first { $0.guid == "cl0ze" }?.fields == ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""])
        let unedited = try Self.exported(try Self.deck())
        #expect(unedited.notes.first { $0.guid == "Ol`ji]R#e2" }?.fields == ["<b>el gato</b>", "the cat"])
    }

    @Test func withSchedulingCardsGoWithTheirStatesAndAnswers() throws {
        var deck = try Self.deck()
        deck.settings.newCardsPerDay = 7
        let now = Self.created.addingTimeInterval(3600)
        let answered = Self.created.addingTimeInterval(600)
        let review = FSRSCardState(phase: .review, stability: 12.5, difficulty: 4.2, due: answered.addingTimeInterval(5 * 86_400),
                                   lastReview: answered, reviewCount: 3)
        let learning = FSRSCardState(phase: .learning(step: 1), stability: 1, difficulty: 5, due: now.addingTimeInterval(600),
                                     lastReview: now.addingTimeInterval(-60), reviewCount: 1)
        let answers = [
            ApkgScheduling.Answer(time: answered, rating: .again, milliseconds: 4000, phaseBefore: 0, difficulty: 6),
            ApkgScheduling.Answer(time: answered, rating: .good, milliseconds: 90_000, phaseBefore: 1, difficulty: 5.5),
            ApkgScheduling.Answer(time: answered, rating: .easy, milliseconds: 2000, phaseBefore: 1, difficulty: 4.2),
        ]
        let scheduling = ApkgScheduling(
            now: now, timeZone: TimeZone(identifier: "UTC")!, configuration: try SchedulerConfiguration(),
            states: [deck.cards[0].id: review, deck.cards[2].id: learning], lapses: [deck.cards[0].id: 2],
            answers: [deck.cards[0].id: answers, deck.cards[2].id: [answers[0]]], introducedToday: 2, reviewedToday: 1)
        let package = try Self.exported(deck, marks: [deck.cards[2].id: CardMarks(isSuspended: true)], scheduling: scheduling)
        let card = package.cards[0]
        #expect(card.type == 2 && card.queue == 2 && card.reps == 3 && card.lapses == 2)
        #expect(card.due == scheduling.days.day(of: review.due) && card.interval == 5)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(card.data.utf8)) as? [String: Any])
        #expect(data["s"] as? Double == 12.5 && data["d"] as? Double == 4.2)
        #expect(package.cards[2].type == 1 && package.cards[2].queue == -1, "learning, and still suspended")
        #expect(package.cards[1].type == 0 && package.cards[1].due == 2, "new, at its place")
        // Every answer, three of them in one second: ids moved apart, never lost.
        #expect(package.revlog.count == 4 && Set(package.revlog.map(\.id)).count == 4)
        #expect(package.revlog.filter { $0.card == card.id }.map(\.ease) == [1, 3, 4])
        // The deck's own options and today's counts.
        let deckID = AnkiCollectionJSON.deckID(for: deck.id)
        let options = try #require(package.deckConfigs[String(deckID)] as? [String: Any])
        #expect((options["new"] as? [String: Any])?["perDay"] as? Int == 7)
        let exportedDeck = try #require(package.decks[String(deckID)] as? [String: Any])
        #expect((exportedDeck["conf"] as? NSNumber)?.int64Value == deckID)
        #expect((exportedDeck["newToday"] as? [Int])?.last == 2 && (exportedDeck["revToday"] as? [Int])?.last == 1)
    }
}
