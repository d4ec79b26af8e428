import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// A normal sync that received answers alone merges them without reading or writing a deck
/// (`SyncAnswersImport`), into the same history, states and marks as the package import
/// makes of the same change set; any other change set goes to the package import.
/// Each test syncs one home and a copy of it made before: one by the route under test
/// (`FLASHZILLA_TEST_SYNC_IMPORT=answers` makes a change set it cannot take an error), the
/// other by the package import (`=package`).
@Suite(.serialized)
struct SyncAnswersImportEndToEndTests {
    @Test(AnkiSyncServer.required)
    func answersAloneAreMergedWithoutTheDecksAsThePackageImportMergesThem() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        // Answers on cards answered before (a newer state) and on new ones (their first answers).
        _ = try server.phoneAnswers(3)
        let byPackage = try Self.copy(of: fz)
        defer { byPackage.cleanUp() }
        let decksBefore = Self.deckFiles(fz)

        let answers = try fz.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "answers"], timeout: .seconds(120))
        try #require(answers.status == 0, "\(answers.stderr)")
        let package = try byPackage.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "package"], timeout: .seconds(120))
        try #require(package.status == 0, "\(package.stderr)")

        #expect(Self.deckFiles(fz) == decksBefore, "no deck file is written")
        #expect(Self.deckFiles(byPackage) == decksBefore)
        #expect(answers.stdout == package.stdout.replacingOccurrences(of: byPackage.home.path, with: fz.home.path), "the same report")
        #expect(try Self.progress(fz) == Self.progress(byPackage))
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 8)
    }

    /// Marks set on the phone with no answer (a suspension, a flag) are answers' kin: merged the same way.
    @Test(AnkiSyncServer.required)
    func marksAloneAreMergedAsThePackageImportMergesThem() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneUnmarks()
        let byPackage = try Self.copy(of: fz)
        defer { byPackage.cleanUp() }

        let answers = try fz.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "answers"], timeout: .seconds(120))
        try #require(answers.status == 0, "\(answers.stderr)")
        let package = try byPackage.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "package"], timeout: .seconds(120))
        try #require(package.status == 0, "\(package.stderr)")
        #expect(Self.deckFiles(fz) == Self.deckFiles(byPackage))
        #expect(try Self.progress(fz) == Self.progress(byPackage))
    }

    /// An edited note, a new one and a deleted one besides answers: not answers only (the
    /// route refuses it, naming why), and by default the package import takes it whole.
    @Test(AnkiSyncServer.required)
    func editsAdditionsAndDeletionsGoToThePackageImport() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneEditsAddsDeletesAndAnswers()
        let byPackage = try Self.copy(of: fz)
        defer { byPackage.cleanUp() }
        let before = Self.deckFiles(fz)

        let refused = try fz.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "answers"], timeout: .seconds(120))
        #expect(refused.status == 1 && refused.stderr.contains("not answers only: note "), "\(refused.stderr)")
        #expect(Self.deckFiles(fz) == before)
        // The next sync imports what the refused one took into the kept collection.
        let sync = try fz.run(["sync"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let package = try byPackage.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "package"], timeout: .seconds(120))
        try #require(package.status == 0, "\(package.stderr)")
        #expect(Self.deckFiles(fz) != before, "the edit and the addition are in the deck")
        #expect(try Self.progress(fz) == Self.progress(byPackage))
        #expect(try Self.decks(fz) == Self.decks(byPackage))
    }

    /// The deck list the last sync kept (`SyncedDeckList`) stands for the decks only while
    /// the folder is as that sync left it: after the Phone deck's file is replaced by hand
    /// with a deck of the same name under another id, the phone's answers go to the deck that
    /// is there now (as the summaries find it), none to the one listed.
    @Test(AnkiSyncServer.required)
    func answersGoToTheDeckThereAfterItsFileWasReplacedByHand() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let file = try SyncSendEndToEndTests.deckFile("Phone", fz)
        let listed = try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck.id
        let other = UUID()
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in [(listed.uuidString, other.uuidString), (listed.uuidString.lowercased(), other.uuidString.lowercased())] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: file, options: .atomic)
        try #require(try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck.id == other)
        let progressURL = fz.home.appendingPathComponent("progress.sqlite")
        let listedAnswers = try ProgressStore(fileURL: progressURL).reviewAnswers(deckID: listed).values.map(\.count).reduce(0, +)
        _ = try server.phoneAnswers(3)

        let answers = try fz.run(["sync"], environment: ["FLASHZILLA_TEST_SYNC_IMPORT": "answers"], timeout: .seconds(120))
        try #require(answers.status == 0, "\(answers.stderr)")
        let store = try ProgressStore(fileURL: progressURL)
        #expect(try !store.reviewAnswers(deckID: other).isEmpty, "the answers are in the deck that is there")
        #expect(try store.reviewAnswers(deckID: listed).values.map(\.count).reduce(0, +) == listedAnswers, "none in the deck listed")
    }

    /// A copy of `fz`'s home, synced as it is with the same server.
    static func copy(of fz: FlashzillaBinary) throws -> FlashzillaBinary {
        let other = FlashzillaBinary.runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.copyItem(at: fz.home, to: other)
        return FlashzillaBinary(home: other)
    }

    /// Each deck file's bytes, by name.
    static func deckFiles(_ fz: FlashzillaBinary) -> [String: Data] {
        ImportExportEndToEndTests.snapshot(fz).filter { $0.key.hasPrefix("decks/") && $0.key.hasSuffix(".json") }
    }

    /// Each deck's cards (their ids, text, tags and notes), by deck name.
    static func decks(_ fz: FlashzillaBinary) throws -> [String: [String]] {
        var decks: [String: [String]] = [:]
        for name in deckFiles(fz).keys {
            let deck = try ImportExportEndToEndTests.deck(fz, String(name.dropFirst("decks/".count)))
            decks[deck.name] = deck.cards.map { "\($0.id) \($0.prompt) | \($0.answer) | \($0.tags) | \(String(describing: $0.note))" }.sorted()
        }
        return decks
    }

    /// The history, each card's state and its marks, by deck name and card id.
    static func progress(_ fz: FlashzillaBinary) throws -> [String: [String]] {
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        var result: [String: [String]] = [:]
        let now = Date()
        for name in deckFiles(fz).keys {
            let deck = try ImportExportEndToEndTests.deck(fz, String(name.dropFirst("decks/".count)))
            let answers = try store.reviewAnswers(deckID: deck.id)
            result[deck.name] = try deck.cards.map { card in
                let known = try store.stateAndMarks(deckID: deck.id, cardID: card.id, now: now)
                let log = (answers[card.id] ?? []).map { "\($0)" }.joined(separator: ", ")
                return "\(card.id) \(String(describing: known?.state)) \(String(describing: known?.marks)) [\(log)]"
            }.sorted()
        }
        return result
    }
}
