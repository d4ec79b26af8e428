import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// `flashzilla import` on Anki packages, the real binary on a throw-away home.
@Suite struct AnkiPackageEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/anki")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func importingAPackageTwiceAddsNothingTheSecondTime() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let first = try fz.run(["import", Self.fixture("current.apkg")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Created Languages::Spanish (8 cards)"))
        #expect(first.stdout.contains("Copied 2 media files into media/"))
        #expect(first.stdout.contains("Added 4 reviews of 2 cards to the review history"))
        #expect(first.stdout.hasSuffix("17 added, 0 updated, 0 unchanged, 1 skipped (empty front, note 12)\n"))
        let spanish = try ImportExportEndToEndTests.deck(fz, "languages-spanish.json")
        #expect(spanish.cards.map(\.prompt).prefix(2) == ["el perro", "the dog[sound: perro sound.mp3]"])
        let geography = try ImportExportEndToEndTests.deck(fz, "geography.json")
        let png = fz.home.appendingPathComponent("media/\(geography.id.uuidString.lowercased())/tiny.png")
        #expect(FileManager.default.contents(atPath: png.path)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        let before = ImportExportEndToEndTests.snapshot(fz).filter { !$0.key.hasPrefix("progress") }
        let second = try fz.run(["import", Self.fixture("legacy.apkg")])  // the same notes, the older layout
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix("0 added, 0 updated, 17 unchanged, 1 skipped (empty front, note 12)\n"))
        #expect(!second.stdout.contains("media") && !second.stdout.contains("review"))
        #expect(ImportExportEndToEndTests.snapshot(fz).filter { !$0.key.hasPrefix("progress") } == before)  // decks and media not even rewritten
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try progress.reviewCount() == 4)
        // The learner's schedule follows the history: Geography has cards in review, none new.
        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let geographyDue = try #require(rows.first { $0["name"] as? String == "Geography" })
        #expect(geographyDue["new"] as? Int == 0)
    }

    /// Into a home with no progress file yet, the history is written while the package is
    /// still read, into a file of its own in the temporary folder, which then becomes the
    /// home's: the same answers and schedules, and nothing left in the temporary folder.
    @Test func theFirstHistoryIsWrittenBesideTheReadingAndLeavesNothingBehind() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let temporary = FlashzillaBinary.runFolder.appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        try Self.importCurrentWithItsHistory(fz, environment: ["TMPDIR": temporary.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        try Self.expectGeographyHistory(fz, progress, file: "geography.json", total: 4)
    }

    /// `flashzilla import current.apkg`, which must succeed and say it added the package's answers.
    static func importCurrentWithItsHistory(_ fz: FlashzillaBinary, environment: [String: String] = [:],
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try fz.run(["import", fixture("current.apkg")], environment: environment)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.contains("Added 4 reviews of 2 cards to the review history"), sourceLocation: sourceLocation)
    }

    /// current.apkg's answers in `progress`, under the ids of the cards of the deck in `file`:
    /// its two answered cards twice each (and `total` answers in all, the learner's too).
    static func expectGeographyHistory(_ fz: FlashzillaBinary, _ progress: ProgressStore, file: String, total: Int,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try progress.reviewCount() == total, sourceLocation: sourceLocation)
        let geography = try ImportExportEndToEndTests.deck(fz, file)
        let answered = try geography.cards.map { try progress.reviews(deckID: geography.id, cardID: $0.id).count }
        #expect(answered.sorted() == Array(repeating: 0, count: geography.cards.count - 2) + [2, 2], sourceLocation: sourceLocation)
    }

    /// A learner's earlier answer, in a progress file the home already has.
    static func progressWithOneAnswer(_ fz: FlashzillaBinary) throws -> ProgressStore {
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        try progress.record(ReviewAnswer(deckID: UUID(), cardID: UUID(), time: Date(timeIntervalSince1970: 1_790_000_000), rating: .good,
                                         milliseconds: 900, mode: .quiz, before: nil, after: nil))
        return progress
    }

    /// Into a home that has a progress file, the history is written into it while the
    /// package is still read, in a transaction committed once the decks are written: the
    /// learner's earlier answers stay, the package's come in.
    @Test func theHistoryGoesIntoAProgressFileThereIsWhileThePackageIsRead() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let progress = try Self.progressWithOneAnswer(fz)
        try Self.importCurrentWithItsHistory(fz)
        try Self.expectGeographyHistory(fz, progress, file: "geography.json", total: 5)
    }

    /// A deck of the package's name, in a file named otherwise (so the quick look before the
    /// reading misses it): the history written early does not hold, is rolled back, and the
    /// history goes in as the plan says, into the deck that was there.
    @Test func anEarlyHistoryThatDoesNotHoldIsRolledBack() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let progress = try Self.progressWithOneAnswer(fz)
        let made = try fz.run(["new-deck", "Geography"])
        #expect(made.status == 0, "\(made.stderr)")
        try FileManager.default.moveItem(at: fz.decksDirectory.appendingPathComponent("geography.json"),
                                         to: fz.decksDirectory.appendingPathComponent("places.json"))
        try Self.importCurrentWithItsHistory(fz)
        try Self.expectGeographyHistory(fz, progress, file: "places.json", total: 5)
    }

    @Test func noHistoryLeavesTheReviewHistoryAlone() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["import", Self.fixture("current.apkg"), "--no-history"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("review history"))
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
    }

    @Test func aDryRunReportsAsJSONAndWritesNothing() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let dry = try fz.run(["import", Self.fixture("oldest.apkg"), "--dry-run", "--json"])
        #expect(dry.status == 0, "\(dry.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 5 && report["dryRun"] as? Bool == true)
        let decks = try #require(report["decks"] as? [[String: Any]])
        #expect(decks.map { $0["name"] as? String } == ["Oldest", "Oldest::Sub"])
        #expect(decks.map { $0["media"] as? Int } == [1, 0])
        #expect(ImportExportEndToEndTests.snapshot(fz).isEmpty)
    }

    @Test func deckPutsAPackageInOneDeck() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["import", Self.fixture("current.colpkg"), "--deck", "Everything"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Created Everything (17 cards)"))
        let deck = try ImportExportEndToEndTests.deck(fz, "everything.json")
        let media = try FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("media/\(deck.id.uuidString.lowercased())").path)
        #expect(media.sorted() == ["perro sound.mp3", "tiny.png"])
    }

    @Test func aBadPackageNamesTheFileAndNothingIsWritten() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let cases = [
            ("truncated.apkg", "truncated.apkg: is a damaged or truncated zip archive"),
            ("not-a-zip.apkg", "not-a-zip.apkg: is not an Anki package (not a zip archive)"),
            ("not-anki.apkg", "not-anki.apkg: is not an Anki collection"),
            ("unknown-meta.apkg", "unknown-meta.apkg: was written by a newer Anki"),
            ("evil-media.apkg", "evil-media.apkg: its media file name “../evil.png”"),
            ("bomb-lying.apkg", "bomb-lying.apkg: its entry “collection.anki2” unpacks to more than the 1000 bytes it declares"),
            // Issue 31: the stack overflowed.
            ("deep-template.apkg", "deep-template.apkg: its note type “Basic” has a card template “Card 1” whose front nests {{#…}} sections more than 100 deep; refused"),
            // Issue 29: packages Anki refuses, which imported nothing and said so with status 0.
            ("../anki-real/ankisync2-example1-nomedia.apkg",
             "../anki-real/ankisync2-example1-nomedia.apkg: has deck options (the col table's dconf) under “mod”, which is no id; Anki refuses it too"),
            ("../anki-real/ankisync2-example1-no-notetypes.apkg",
             "../anki-real/ankisync2-example1-no-notetypes.apkg: has notes but no note types to show them with; Anki refuses it too"),
        ]
        for (name, message) in cases {
            // The good package comes first: it is read, but nothing is written since the bad one fails.
            let result = try fz.run(["import", Self.fixture("current.apkg"), Self.fixture(name)])
            #expect(result.status == 1)
            #expect(result.stderr.contains("Error: \(Self.fixture(message))"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(ImportExportEndToEndTests.snapshot(fz).isEmpty)  // no deck, no media, not even a decks folder
    }

    /// The decks are written while the history is: when a deck cannot be created (a file
    /// is already named like it), the history written meanwhile is not kept either.
    @Test func aDeckThatCannotBeCreatedKeepsNoHistory() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let made = try fz.run(["new-deck", "Apples"])
        #expect(made.status == 0, "\(made.stderr)")
        let apples = try #require(try FileManager.default.contentsOfDirectory(atPath: fz.decksDirectory.path).first { $0.hasSuffix(".json") })
        try FileManager.default.moveItem(at: fz.decksDirectory.appendingPathComponent(apples), to: fz.decksDirectory.appendingPathComponent("geography.json"))
        let before = ImportExportEndToEndTests.snapshot(fz)

        let result = try fz.run(["import", Self.fixture("current.apkg")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Geography") && result.stderr.contains("(nothing imported)"), "\(result.stderr)")
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try progress.reviewCount() == 0)
        // Decks and media as they were (the progress file was opened, so it may be there, empty).
        #expect(ImportExportEndToEndTests.snapshot(fz).filter { !$0.key.hasPrefix("progress") && !$0.key.hasPrefix("media") } == before)
        let media = (try? FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("media").path)) ?? []
        #expect(media.allSatisfy { name in
            ((try? FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("media/\(name)").path)) ?? []).isEmpty
        })
    }

    /// Ctrl-C during an import stops it with nothing written and says so (status 130). The
    /// file is a FIFO, so the test knows the import has it open (and so its handlers are
    /// installed) before it sends SIGINT.
    @Test func ctrlCStopsTheImportWithNothingWritten() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let fifo = FlashzillaBinary.runFolder.appendingPathComponent("cards-\(UUID().uuidString).csv")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { unlink(fifo.path) }
        let process = Process()
        process.executableURL = FlashzillaBinary.url
        process.arguments = ["import", fifo.path, "--home", fz.home.path]
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError, process.standardInput) = (out, err, FileHandle.nullDevice)
        try process.run()
        // A FIFO opens for writing (without waiting) only once a reader has it open.
        var writer: Int32 = -1
        for _ in 0..<1_000 where writer < 0 {
            writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if writer < 0 { usleep(10_000) }
        }
        try #require(writer >= 0, "the import never opened the file")
        kill(process.processIdentifier, SIGINT)
        close(writer)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(stderr)")
        #expect(stderr.contains("Error: interrupted; nothing imported"), "\(stderr)")
        #expect(stdout.isEmpty)
        #expect(ImportExportEndToEndTests.snapshot(fz).keys.filter { $0.hasSuffix(".json") }.isEmpty)
    }
}
