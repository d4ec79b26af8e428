import Foundation
import Testing
@testable import FlashzillaCore

private func deck(_ name: String) -> Deck {
    Deck(id: UUID(), name: name, cards: [try! Card(prompt: "Q", answer: "A", createdAt: Fixtures.nowInFile)])
}

@Suite("Deck store: a renamed deck's file follows its name")
struct DeckStoreRenameTests {
    @Test("a file name fits a deck name as its slug, or its slug with a number from 2")
    func fits() {
        #expect(DeckStore.fileName("capitals.json", fits: "Capitals"))
        #expect(DeckStore.fileName("capitals-2.json", fits: "Capitals"))
        #expect(DeckStore.fileName("capitals-17.json", fits: "Capitals"))
        #expect(!DeckStore.fileName("capitals-1.json", fits: "Capitals"))
        #expect(!DeckStore.fileName("capitals-x.json", fits: "Capitals"))
        #expect(!DeckStore.fileName("capitals.json", fits: "World capitals"))
        #expect(DeckStore.fileName("world-capitals.json", fits: "World capitals"))
        // A name whose slug ends in a number is its own slug, not a numbered copy.
        #expect(DeckStore.fileName("top-100.json", fits: "Top 100"))
        #expect(!DeckStore.fileName("top.json", fits: "Top 100"))
    }

    @Test("the file moves to the new name's slug, keeps its bytes, and the old name is gone")
    func moves() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(deck("Capitals"))
            let bytes = try Data(contentsOf: loaded.fileURL)
            loaded.deck.name = "World capitals"
            try store.save(&loaded)
            let saved = try Data(contentsOf: loaded.fileURL)
            #expect(saved != bytes)
            #expect(try store.moveFileToMatchName(&loaded))
            #expect(loaded.fileURL.lastPathComponent == "world-capitals.json")
            #expect(try Data(contentsOf: loaded.fileURL) == saved)
            #expect(try FileManager.default.contentsOfDirectory(atPath: store.decksDirectory.path).sorted() == ["world-capitals.json"])
            // Its fingerprint still holds: the next save is not a conflict.
            loaded.deck.name = "World capitals!"
            try store.save(&loaded)
            #expect(try store.moveFileToMatchName(&loaded) == false)  // same slug
            #expect(store.summaries(now: Fixtures.now).map(\.name) == ["World capitals!"])
        }
    }

    @Test("a taken name is never replaced: the next free number is used")
    func neverReplaces() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let other = try store.create(deck("Spanish"))
            let otherBytes = try Data(contentsOf: other.fileURL)
            var loaded = try store.create(deck("Capitals"))
            loaded.deck.name = "Spanish"
            try store.save(&loaded)
            #expect(try store.moveFileToMatchName(&loaded))
            #expect(loaded.fileURL.lastPathComponent == "spanish-2.json")
            #expect(try Data(contentsOf: other.fileURL) == otherBytes)
        }
    }

    @Test("a file changed on disk since the save is not moved (conflict), nor is a symbolic link or a read-only deck")
    func refuses() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(deck("Capitals"))
            loaded.deck.name = "Renamed"
            try Data("{\"name\": \"Someone else's\"}".utf8).write(to: loaded.fileURL)
            #expect(throws: DeckSaveError.conflict(path: loaded.fileURL.path)) { try store.moveFileToMatchName(&loaded) }
            #expect(FileManager.default.fileExists(atPath: loaded.fileURL.path))
            #expect(loaded.fileURL.lastPathComponent == "capitals.json")

            let elsewhere = home.appendingPathComponent("mine.json")
            var target = try store.create(deck("Linked"))
            try FileManager.default.moveItem(at: target.fileURL, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: target.fileURL, withDestinationURL: elsewhere)
            target = try store.load(fileURL: target.fileURL, now: Fixtures.now)
            target.deck.name = "Other name"
            try store.save(&target)
            #expect(try store.moveFileToMatchName(&target) == false)
            #expect(target.fileURL.lastPathComponent == "linked.json")

            var readOnly = LoadedDeck(deck: deck("Future"), fileURL: loaded.fileURL, fingerprint: nil, isReadOnly: true)
            #expect(throws: DeckSaveError.readOnly(path: loaded.fileURL.path)) { try store.moveFileToMatchName(&readOnly) }
        }
    }
}
