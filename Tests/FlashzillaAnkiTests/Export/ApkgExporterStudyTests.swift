import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// `ApkgExporter.write(decks:study:)`: the study (the progress file's marks, states and
/// answers) is read while the notes are made on another thread, given to each deck in
/// order; a study that fails leaves nothing behind and its own error comes out.
@Suite struct ApkgExporterStudyTests {
    struct Unreadable: Error {}

    static func decks() throws -> [Deck] {
        let created = ApkgExporterTests.created
        func deck(_ name: String, _ prompt: String) throws -> Deck {
            Deck(name: name, cards: [try Card(prompt: prompt, answer: prompt + "!", createdAt: created, updatedAt: created)])
        }
        return [try deck("Spanish::Vocab", "gato"), try deck("Spanish::Grammar", "ser")]
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-study-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func eachDeckTakesItsOwnStudy() throws {
        let decks = try Self.decks(), folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.apkg")
        try ApkgExporter.write(decks: decks.map { ($0, nil) }, to: url.path, now: ApkgExporterTests.created.addingTimeInterval(3600)) {
            [ApkgExporter.Study(marks: [decks[0].cards[0].id: CardMarks(flag: .red)]),
             ApkgExporter.Study(marks: [decks[1].cards[0].id: CardMarks(isSuspended: true)])]
        }
        let package = try ExportedPackage(at: url)
        let prompts = Dictionary(uniqueKeysWithValues: package.notes.map { ($0.id, $0.fields[0]) })
        let cards = Dictionary(uniqueKeysWithValues: package.cards.map { (prompts[$0.noteID] ?? "?", $0) })
        #expect(cards["gato"]?.flags == CardFlag.red.rawValue && cards["gato"]?.queue == 0)
        #expect(cards["ser"]?.flags == 0 && cards["ser"]?.queue == -1)
    }

    @Test func aStudyThatFailsWritesNothingAndItsErrorComesOut() throws {
        let decks = try Self.decks(), folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: Unreadable.self) {
            try ApkgExporter.write(decks: decks.map { ($0, nil) }, to: folder.appendingPathComponent("out.apkg").path) {
                throw Unreadable()
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no package, no unfinished file")
    }

    /// The progress store keeps seconds: answers given in one second to cards of two decks
    /// would share Anki's review log id (its primary key) unless moved apart across the package.
    @Test func answersOfTwoDecksInTheSameSecondBothGo() throws {
        let decks = try Self.decks(), folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let time = ApkgExporterTests.created.addingTimeInterval(600), now = time.addingTimeInterval(3600)
        let configuration = try SchedulerConfiguration()
        func study(_ deck: Deck) -> ApkgExporter.Study {
            let card = deck.cards[0].id
            let state = FSRSScheduler(configuration).review(nil, of: card, as: .good, at: time)
            let answer = ApkgScheduling.Answer(time: time, rating: .good, milliseconds: 2000, phaseBefore: 0, difficulty: state.difficulty)
            return ApkgExporter.Study(scheduling: ApkgScheduling(now: now, configuration: configuration, states: [card: state], lapses: [:],
                                                                 answers: [card: [answer]], introducedToday: 1, reviewedToday: 0))
        }
        let url = folder.appendingPathComponent("out.apkg")
        try ApkgExporter.write(decks: decks.map { ($0, nil) }, to: url.path, now: now) { decks.map(study) }
        let package = try ExportedPackage(at: url)
        #expect(package.revlog.count == 2 && Set(package.revlog.map(\.id)).count == 2)
        #expect(Set(package.revlog.map(\.card)) == Set(package.cards.map(\.id)), "each card has its answer")
        let millisecond = Int64((time.timeIntervalSince1970 * 1000).rounded())
        #expect(package.revlog.map(\.id) == [millisecond, millisecond + 1], "moved apart by the least")
    }
}
