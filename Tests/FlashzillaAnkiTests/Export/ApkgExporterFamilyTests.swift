import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// A parent and the decks inside it in one package (`export PARENT --format apkg`): each
/// card under its own deck's id and name, and no card or note id standing for two rows,
/// though cards made in the same millisecond in two decks get the same id in each.
@Suite struct ApkgExporterFamilyTests {
    @Test func eachDeckKeepsItsCardsUnderItsOwnNameAndIDsStayApart() throws {
        let created = ApkgExporterTests.created
        func deck(_ name: String, _ prompts: [String]) throws -> Deck {
            Deck(name: name, cards: try prompts.map { try Card(prompt: $0, answer: $0 + "!", createdAt: created, updatedAt: created) })
        }
        let parent = try deck("Spanish", ["hola"]), vocab = try deck("Spanish::Vocab", ["gato", "perro"])
        let grammar = try deck("Spanish::Grammar", ["ser"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-family-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.apkg")
        try ApkgExporter.write([parent, vocab, grammar].map { ApkgExporter.Part(deck: $0) }, to: url.path,
                               now: created.addingTimeInterval(3600))
        let package = try ExportedPackage(at: url)

        #expect(package.cards.count == 4 && Set(package.cards.map(\.id)).count == 4)
        #expect(package.notes.count == 4 && Set(package.notes.map(\.id)).count == 4)
        let noteIDs = Set(package.notes.map(\.id))
        #expect(package.cards.allSatisfy { noteIDs.contains($0.noteID) }, "every card's note is there")
        var names: [Int64: String] = [:]
        for case let entry as [String: Any] in package.decks.values {
            if let id = (entry["id"] as? NSNumber)?.int64Value, let name = entry["name"] as? String { names[id] = name }
        }
        var promptsByDeck: [String: [String]] = [:]
        let noteByID = Dictionary(uniqueKeysWithValues: package.notes.map { ($0.id, $0) })
        for card in package.cards { promptsByDeck[names[card.deckID] ?? "?", default: []].append(noteByID[card.noteID]?.fields[0] ?? "?") }
        #expect(promptsByDeck.mapValues { $0.sorted() } == ["Spanish": ["hola"], "Spanish::Vocab": ["gato", "perro"],
                                                            "Spanish::Grammar": ["ser"]], "\(promptsByDeck)")
        #expect(Set(names.values) == ["Default", "Spanish", "Spanish::Vocab", "Spanish::Grammar"])
    }
}
