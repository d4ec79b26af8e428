import Foundation
import Testing
@testable import FlashzillaCore

/// `DeckStore.folderState()`: how the chooser notices deck files changed by another program.
@Suite struct DeckFolderStateTests {
    typealias Cache = DeckSummaryCacheTests

    @Test func unchangedFilesGiveTheSameState() throws {
        try Cache.withDecks { store in
            #expect(store.folderState() == store.folderState())
        }
    }

    @Test func aNewDeckFileChangesIt() throws {
        try Cache.withDecks { store in
            let before = store.folderState()
            _ = try store.create(Cache.deck("Made elsewhere", cards: 1))
            #expect(store.folderState() != before)
        }
    }

    @Test func aFileRewrittenInPlaceChangesIt() throws {
        try Cache.withDecks { store in
            let before = store.folderState()
            let broken = store.decksDirectory.appendingPathComponent("broken.json")
            try Data("{\n  \"name\": \"Broken\",\n  \"cards\": [1 ]\n}\n".utf8).write(to: broken)
            Cache.setModificationTime(broken, seconds: 1_800_000_000, nanoseconds: 123_456_790)
            #expect(store.folderState() != before)
        }
    }

    @Test func aRemovedFileChangesItButOtherFilesDoNot() throws {
        try Cache.withDecks { store in
            let before = store.folderState()
            try Data("not a deck".utf8).write(to: store.decksDirectory.appendingPathComponent("notes.txt"))
            #expect(store.folderState() == before, "only deck files count")
            try FileManager.default.removeItem(at: store.decksDirectory.appendingPathComponent("broken.json"))
            #expect(store.folderState() != before)
        }
    }
}
