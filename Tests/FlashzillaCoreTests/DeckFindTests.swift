import Foundation
import Testing
@testable import FlashzillaCore

/// `DeckStore.find` learns deck names from the summary cache and reads only the deck it
/// returns in full (the other decks at most once, for their summaries).
@Suite("Finding a deck by name")
struct DeckFindTests {
    typealias Cache = DeckSummaryCacheTests

    @Test("with the cache up to date, only the deck found is read")
    func warmCache() throws {
        try Cache.withDecks { store in
            _ = store.summaries(now: Cache.later)
            let report = store.findReport("capitals", now: Cache.later)
            #expect(report.entry?.loaded?.deck.name == "Capitals")
            #expect(report.entry?.loaded?.deck.cards.count == 5)
            #expect(report.readFiles.isEmpty)
            #expect(report.loadedInFull == ["capitals.json"])
        }
    }

    @Test("without a cache, the file named like the query is loaded once and the others summarised")
    func coldCache() throws {
        try Cache.withDecks { store in
            let report = store.findReport("Capitals", now: Cache.later)
            #expect(report.entry?.loaded?.deck.cards.count == 5)
            #expect(report.readFiles.sorted() == ["animals.json", "broken.json", "capitals.json", "verbs.json"])
            #expect(report.loadedInFull == ["capitals.json"], "read once, not summarised and then loaded")
            // The cache was written on the way: the next find reads no name.
            #expect(store.findReport("verbs", now: Cache.later).readFiles.isEmpty)
        }
    }

    @Test("a deck's name wins over another file's name")
    func nameBeforeFileName() throws {
        try Cache.withDecks { store in
            // animals.json is named "Animals"; give verbs.json the name "animals.json"'s stem.
            var verbs = try store.load(fileURL: store.decksDirectory.appendingPathComponent("verbs.json"), now: Cache.later)
            verbs.deck.name = "animals"
            try store.save(&verbs)
            let found = store.findReport("ANIMALS", now: Date())
            // Both are named "animals" in some case: the chooser's order decides (by name, then file).
            #expect(found.entry?.fileURL.lastPathComponent == "animals.json")
            #expect(store.find("verbs", now: Date())?.loaded?.deck.name == "animals", "the file name still finds it")
            #expect(store.find("broken", now: Date())?.loaded == nil)
            #expect(store.find("broken", now: Date())?.fileURL.lastPathComponent == "broken.json")
            #expect(store.find("nothing", now: Date()) == nil)
        }
    }
}

extension DeckFindTests {
    @Test("lookUp: a name two decks share finds neither and lists both; a file name still finds one")
    func namesakes() throws {
        try Cache.withDecks { store in
            let source = store.decksDirectory.appendingPathComponent("capitals.json")
            try FileManager.default.copyItem(at: source, to: store.decksDirectory.appendingPathComponent("capitals-copy.json"))
            guard case .ambiguous(let namesakes) = store.lookUp("CAPITALS", now: Cache.later) else {
                Issue.record("not ambiguous")
                return
            }
            #expect(namesakes.map(\.fileName).sorted() == ["capitals-copy.json", "capitals.json"])
            guard case .found(.loaded(let copy)) = store.lookUp("capitals-copy", now: Cache.later) else {
                Issue.record("the file name did not find the copy")
                return
            }
            #expect(copy.fileURL.lastPathComponent == "capitals-copy.json")
            guard case .found(.loaded(let verbs)) = store.lookUp("Verbs", now: Cache.later) else {
                Issue.record("a unique name did not find its deck")
                return
            }
            #expect(verbs.deck.cards.count > 0)
            guard case .missing = store.lookUp("nothing", now: Cache.later) else {
                Issue.record("found something for nothing")
                return
            }
        }
    }
}
