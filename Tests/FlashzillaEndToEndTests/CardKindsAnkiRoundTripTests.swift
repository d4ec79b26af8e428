import Foundation
import Testing

/// Issue 34: the card kinds made here go to Anki as its stock note types and come back as
/// themselves. A deck made with `add --reversed/--cloze/--typed` (and a plain card), three
/// cards answered, exported; with Anki's own backend (scripts/anki-card-kinds.py) imported
/// into an empty collection and exported from there; that package imported into a fresh home.
@Suite struct CardKindsAnkiRoundTripTests {
    struct Anki: Decodable {
        struct NoteType: Decodable { var name: String; var stockKind: Int; var asStock: Bool }
        struct Note: Decodable { var notetype: String; var fields: [String]; var ords: [Int] }
        struct Answer: Decodable { var guid: String; var ord: Int; var ease: Int; var ivl: Int; var lastIvl: Int }
        var new: Int
        var notetypes: [NoteType]
        var notes: [String: Note]
        var revlog: [Answer]
    }

    struct Shown: Decodable, Equatable {
        var id: String, prompt: String, answer: String, kind: String, typed: Bool
    }

    static let cloze = "{{c1::Paris}} is the capital of {{c2::France::country}}"

    static func shown(_ fz: FlashzillaBinary) throws -> [Shown] {
        struct Deck: Decodable { var cards: [Shown] }
        let run = try fz.run(["show", "Kinds", "--json"])
        try #require(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Deck.self, from: Data(run.stdout.utf8)).cards
    }

    @Test(AnkiLibrary.required) func eachKindGoesAsAnkisStockNoteTypeAndComesBackAsItself() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        for arguments in [["new-deck", "Kinds"], ["add", "Kinds", "--prompt", "gato", "--answer", "cat", "--reversed"],
                          ["add", "Kinds", "--cloze", Self.cloze], ["add", "Kinds", "--prompt", "perro", "--answer", "dog", "--typed"],
                          ["add", "Kinds", "--prompt", "casa", "--answer", "house"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let made = try Self.shown(fz)
        try #require(made.map(\.kind) == ["reversed", "reversed", "cloze", "cloze", "basic", "basic"], "\(made)")
        // Three answers by voice (Good, Good, Again), as the learner gives them.
        let review = try fz.run(["review", "Kinds", "--screen-reader"], input: "\ngood\n\ngood\n\nagain\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let package = fz.home.appendingPathComponent("kinds.apkg").path
        let exported = try fz.run(["export", "Kinds", "--format", "apkg", "--output", package, "--with-scheduling"])
        try #require(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("6 cards of Kinds with their schedule and 3 answers"), "\(exported.stdout)")

        let back = fz.home.appendingPathComponent("from-anki.apkg").path
        let run = try AnkiLibrary.python([AnkiLibrary.repository.appendingPathComponent("scripts/anki-card-kinds.py").path, package, back])
        try #require(run.status == 0, "\(run.stderr)")
        let anki = try JSONDecoder().decode(Anki.self, from: Data(run.stdout.utf8))
        // Anki's stock note types, fields, templates and style as its own (its name gets a mark
        // when the collection has one of that name already, as for any shared deck).
        #expect(anki.new == 4)
        for (kind, name) in [(2, "Basic (and reversed card)"), (5, "Cloze"), (4, "Basic (type in the answer)")] {
            let type = anki.notetypes.first { $0.stockKind == kind }
            #expect(type?.asStock == true && type?.name.hasPrefix(name) == true, "\(anki.notetypes)")
        }
        func note(_ kind: String) -> Anki.Note? { anki.notes.values.first { $0.notetype.hasPrefix(kind) } }
        #expect(note("Basic (and reversed card)")?.fields == ["gato", "cat"] && note("Basic (and reversed card)")?.ords == [0, 1])
        #expect(note("Cloze")?.fields == [Self.cloze, ""] && note("Cloze")?.ords == [0, 1], "one note, a card per number, the hint kept")
        #expect(note("Basic (type in the answer)")?.fields == ["perro", "dog"] && note("Basic (type in the answer)")?.ords == [0])
        #expect(anki.notes.count == 4 && anki.notes.values.map(\.ords.count).reduce(0, +) == 6)
        #expect(anki.revlog.map(\.ease).sorted() == [1, 3, 3], "\(anki.revlog)")

        // Back into a fresh home: the same cards, kinds and ids, their answers and schedule.
        let fresh = try FlashzillaBinary.withTemporaryHome()
        defer { fresh.cleanUp() }
        let imported = try fresh.run(["import", back])
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("3 reviews of 3 cards"), "\(imported.stdout)")
        let returned = try Self.shown(fresh)
        for card in made where card.kind != "basic" || card.typed {
            #expect(returned.contains(card), "\(card) came back as itself: \(returned)")
        }
        #expect(returned.count == made.count)
        let due = try fz.run(["due", "--json"]).stdout, dueThere = try fresh.run(["due", "--json"]).stdout
        #expect(due == dueThere, "the schedule came back: \(due) against \(dueThere)")
    }
}
