import FlashzillaCore
import Foundation
import Testing

/// Issue 29's round trip: a collection made by Anki's own backend (`scripts/anki-round-trip.py`:
/// Basic with HTML, reversed, cloze, tags, a flag, a suspended card, answers) exported, imported
/// here, three cards answered and one edited, exported again; then with Anki's backend the
/// package imported into the collection it came from and into an empty one.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ApkgRoundTripEndToEndTests {
    static let script = AnkiLibrary.repository.appendingPathComponent("scripts/anki-round-trip.py").path

    struct Collection: Decodable {
        struct NoteRow: Decodable, Equatable { var fields: [String]; var tags: [String]; var notetype: Int64 }
        struct CardRow: Decodable, Equatable { var guid: String; var ord: Int; var type: Int; var queue: Int; var flags: Int; var deck: String }
        struct Answer: Decodable, Equatable { var guid: String; var ord: Int; var ease: Int; var id: Int64 }
        struct Counts: Decodable, Equatable { var new: Int; var learning: Int; var review: Int }
        var notetypes: [[JSONScalar]]
        var notes: [String: NoteRow]
        var cards: [CardRow]
        var revlog: [Answer]
        var counts: [String: Counts]
    }

    /// A note type row's id (a number) or name (a string).
    enum JSONScalar: Decodable, Equatable {
        case number(Int64), text(String)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int64.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    struct ImportLog: Decodable { var new: Int; var updated: Int; var duplicate: Int; var conflicting: Int; var missing_notetype: Int }
    struct Imported: Decodable { var before: Collection?; var after: Collection; var log: ImportLog }

    static func anki<T: Decodable>(_ arguments: [String], as _: T.Type) throws -> T {
        let run = try AnkiLibrary.python([script] + arguments)
        try #require(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(T.self, from: Data(run.stdout.utf8))
    }

    @Test(AnkiLibrary.required)
    func answersAndAnEditGoBackToAnkiWithTheNotesAndNoteTypesTheyCameWith() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("round-trip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Self.anki(["make", folder.path], as: Collection.self)
        try #require(original.revlog.count == 3 && original.notes.count == 8, "\(original.revlog) \(original.notes.keys)")

        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let imported = try fz.run(["import", folder.appendingPathComponent("original.apkg").path])
        try #require(imported.status == 0, "\(imported.stderr)")

        // One card's prompt edited in Review's editor (`e`), nothing answered there.
        let tmux = try Tmux(width: 80, height: 24, command: "'\(FlashzillaBinary.url.path)' review 'Round Trip' --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        defer { try? tmux.killServer() }
        try tmux.waitForSettled(text: "Space")
        try tmux.sendKeys("Space")
        try tmux.waitFor(text: "Space/Enter good")
        try tmux.sendKeys("e")
        try tmux.waitForSettled(text: "from Review")
        try tmux.sendLiteral(" (edited)")
        try tmux.sendKeys("C-s")
        try tmux.waitForSettled(text: "Edited")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        guard case .loaded(let loaded)? = DeckStore(homeDirectory: fz.home).find("Round Trip", now: Date()) else {
            Issue.record("the imported deck did not load")
            return
        }
        let edited = try #require(loaded.deck.cards.first { $0.prompt.hasSuffix(" (edited)") }, "the edited card")
        let editedGUID = try #require(edited.note?.guid)
        let editedFront = String(edited.prompt.dropLast(" (edited)".count))

        // Three answers by voice: Good, Good, Again.
        let review = try fz.run(["review", "Round Trip", "--screen-reader"], input: "\ngood\n\ngood\n\nagain\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let package = fz.home.appendingPathComponent("round-trip.apkg").path
        let exported = try fz.run(["export", "Round Trip", "--format", "apkg", "--output", package])
        try #require(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("with their schedule and 6 answers"), "\(exported.stdout)")
        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let ours = try #require(rows.first { $0["name"] as? String == "Round Trip" }, "\(due.stdout)")

        // (a) Into the collection it came from: no note added, the same note types, the edit in.
        let same = try Self.anki(["into-same", folder.path, package], as: Imported.self)
        let before = try #require(same.before)
        #expect(same.log.new == 0 && same.log.missing_notetype == 0 && same.log.conflicting == 0, "\(same.log)")
        #expect(same.after.notetypes == before.notetypes, "no note type added or renamed")
        #expect(Set(same.after.notes.keys) == Set(before.notes.keys))
        #expect(same.after.cards.count == before.cards.count)
        let editedNote = try #require(same.after.notes[editedGUID])
        #expect(editedNote.fields.contains { $0.contains(" (edited)") }, "\(editedNote)")
        #expect(editedNote.fields.contains { $0.contains(editedFront) }, "\(editedNote)")
        for (guid, note) in before.notes where guid != editedGUID {
            #expect(same.after.notes[guid] == note, "\(guid): unchanged, its HTML too")
        }

        // (b) Into an empty collection: Anki counts what Flashzilla counts, and its review log
        // holds Anki's three answers and the three given here.
        let empty = try Self.anki(["into-empty", package], as: Imported.self).after
        #expect(empty.notetypes.contains { $0.last == .text("Cloze") } && empty.notetypes.contains { $0.last == .text("Basic (and reversed card)") })
        #expect(empty.notes.count == 8)
        #expect(empty.notes["fz-rt-madrid"]?.fields.first == "{{c1::Madrid}} is the capital of {{c2::Spain}}")
        #expect(empty.notes["fz-rt-casa"]?.fields == ["la casa", "the <i>house</i>"] && empty.notes["fz-rt-casa"]?.tags == ["home", "lang::es"])
        let counts = try #require(empty.counts["Round Trip"], "\(empty.counts)")
        #expect([counts.new, counts.learning, counts.review] == [ours["new"] as? Int, ours["learning"] as? Int, ours["review"] as? Int],
                "Anki's \(counts) against Flashzilla's \(ours)")
        #expect(empty.revlog.count == 6, "\(empty.revlog)")
        #expect(empty.revlog.map(\.ease).sorted() == (original.revlog.map(\.ease) + [3, 3, 1]).sorted(), "\(empty.revlog)")
        for answer in original.revlog {
            #expect(empty.revlog.contains { $0.guid == answer.guid && $0.ord == answer.ord && $0.ease == answer.ease })
        }
        #expect(empty.cards.first { $0.guid == "fz-rt-libro" }?.flags == 1, "the red flag")
        #expect(empty.cards.first { $0.guid == "fz-rt-mesa" }?.queue == -1, "still suspended")
        #expect(empty.cards.filter { $0.guid == "fz-rt-perro" }.map(\.ord).sorted() == [0, 1])
    }
}

/// Which decks go with their schedule: one that came from Anki by default, none with
/// `--no-scheduling`, a hand-written one only when asked; the flags are for packages only.
@Suite struct ApkgSchedulingFlagsEndToEndTests {
    @Test func aDeckFromAnkiGoesWithItsScheduleUnlessTurnedOff() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try #require(try fz.run(["import", AnkiPackageEndToEndTests.fixture("marks.apkg")]).status == 0)
        let out = fz.home.appendingPathComponent("marks.apkg").path
        let plain = try fz.run(["export", "Marks", "--format", "apkg", "--output", out])
        #expect(plain.status == 0 && plain.stdout == "Exported 4 cards of Marks with their schedule and 0 answers to \(out)\n", "\(plain)")
        let off = try fz.run(["export", "Marks", "--format", "apkg", "--output", out, "--no-scheduling"])
        #expect(off.status == 0 && off.stdout == "Exported 4 cards of Marks to \(out)\n", "\(off)")

        #expect(try fz.run(["new-deck", "Mine"]).status == 0)
        #expect(try fz.run(["add", "Mine", "--prompt", "a", "--answer", "b"]).status == 0)
        #expect(try fz.run(["export", "Mine", "--format", "apkg", "--output", out]).stdout == "Exported 1 card of Mine to \(out)\n")
        #expect(try fz.run(["export", "Mine", "--format", "apkg", "--output", out, "--with-scheduling"]).stdout
                == "Exported 1 card of Mine with their schedule and 0 answers to \(out)\n")

        let both = try fz.run(["export", "Marks", "--format", "apkg", "--output", out, "--with-scheduling", "--no-scheduling"])
        #expect(both.status != 0 && both.stderr.contains("only one of them"), "\(both.stderr)")
        let text = try fz.run(["export", "Marks", "--format", "csv", "--output", out, "--with-scheduling"])
        #expect(text.status != 0 && text.stderr.contains("only with --format apkg"), "\(text.stderr)")
    }
}
