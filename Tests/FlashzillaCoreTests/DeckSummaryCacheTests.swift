import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The chooser's summary cache (`DeckStore.summaries`).
@Suite("Deck summary cache")
struct DeckSummaryCacheTests {
    /// Files are given modification times well in the past, so they are old enough to cache.
    static let later = Date(timeIntervalSince1970: 1_900_000_000)

    static func setModificationTime(_ url: URL, seconds: Int, nanoseconds: Int = 0) {
        var times = [timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds)]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
    }

    static func deck(_ name: String, cards: Int, color: DeckColor = .teal) -> Deck {
        Deck(id: UUID(), name: name, color: color,
             cards: (0..<cards).map { try! Card(prompt: "\(name) Q\($0)", answer: "A\($0)", createdAt: Fixtures.nowInFile) },
             settings: DeckSettings(timeLimit: 60))
    }

    /// A home with three good decks and one broken file, all with old modification times.
    static func withDecks(_ body: (DeckStore) throws -> Void) throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            for (name, count) in [("Capitals", 5), ("verbs", 1), ("Animals", 0)] { _ = try store.create(deck(name, cards: count)) }
            try Data("{\n  \"name\": \"Broken\",\n  \"cards\": [1,]\n}\n".utf8).write(to: store.decksDirectory.appendingPathComponent("broken.json"))
            for name in try FileManager.default.contentsOfDirectory(atPath: store.decksDirectory.path) {
                setModificationTime(store.decksDirectory.appendingPathComponent(name), seconds: 1_800_000_000, nanoseconds: 123_456_789)
            }
            try body(store)
        }
    }

    @Test("summaries say what loading every deck says, in the chooser's order")
    func matchesLoadAll() throws {
        try Self.withDecks { store in
            let summaries = store.summaries(now: Self.later)
            let expected = store.loadAll(now: Self.later).map { entry -> DeckSummary in
                switch entry {
                case .loaded(let loaded): DeckSummary(loaded)
                case .broken(let url, let error): .broken(url, error)
                }
            }
            #expect(summaries == expected)
            #expect(summaries.map(\.name) == ["Animals", "Capitals", "verbs", "broken.json"])
            #expect(summaries[1].cardCount == 5 && summaries[1].samplePrompts == ["Capitals Q0", "Capitals Q1", "Capitals Q2"])
            #expect(summaries[1].color == .teal && summaries[1].timeLimit == 60)
            #expect(summaries[3].problem == store.decksDirectory.appendingPathComponent("broken.json").path
                + ":3:15: expected a value, found ']'")
        }
    }

    @Test("a second look reads no file and does not rewrite the cache")
    func hit() throws {
        try Self.withDecks { store in
            let first = store.summariesReport(now: Self.later)
            #expect(first.readFiles.count == 4 && first.wroteCache)
            let cacheBytes = try Data(contentsOf: store.summaryCacheURL)
            let second = store.summariesReport(now: Self.later)
            #expect(second.readFiles.isEmpty && !second.wroteCache)
            #expect(second.summaries == first.summaries)
            #expect(try Data(contentsOf: store.summaryCacheURL) == cacheBytes)
        }
    }

    @Test("a broken deck is cached as broken, with its message and place")
    func brokenIsCached() throws {
        try Self.withDecks { store in
            let first = store.summaries(now: Self.later)
            let second = store.summariesReport(now: Self.later)
            #expect(second.readFiles.isEmpty)
            #expect(second.summaries.last == first.last)
            #expect(second.summaries.last?.isBroken == true)
            #expect(second.summaries.last?.problem?.hasSuffix("broken.json:3:15: expected a value, found ']'") == true)
        }
    }

    @Test("a same-size rewrite with another modification time is read again")
    func missOnChange() throws {
        try Self.withDecks { store in
            _ = store.summaries(now: Self.later)
            let url = store.decksDirectory.appendingPathComponent("capitals.json")
            let before = try Data(contentsOf: url)
            let after = Data(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "Capitals Q0", with: "Capitals Z0").utf8)
            #expect(after.count == before.count)
            try after.write(to: url)
            Self.setModificationTime(url, seconds: 1_800_000_000, nanoseconds: 123_456_790)  // one nanosecond on
            let report = store.summariesReport(now: Self.later)
            #expect(report.readFiles == ["capitals.json"])
            #expect(report.wroteCache)
            #expect(report.summaries.first { $0.fileName == "capitals.json" }?.samplePrompts.first == "Capitals Z0")
        }
    }

    @Test("a file replaced by another (new inode), same size and time, is read again")
    func missOnInode() throws {
        try Self.withDecks { store in
            _ = store.summaries(now: Self.later)
            let url = store.decksDirectory.appendingPathComponent("verbs.json")
            let copy = store.homeDirectory.appendingPathComponent("copy.json")
            try FileManager.default.copyItem(at: url, to: copy)
            #expect(rename(copy.path, url.path) == 0)
            Self.setModificationTime(url, seconds: 1_800_000_000, nanoseconds: 123_456_789)
            #expect(store.summariesReport(now: Self.later).readFiles == ["verbs.json"])
        }
    }

    @Test("a deleted file leaves the summaries and the cache; a new one joins both")
    func deletedAndAdded() throws {
        try Self.withDecks { store in
            _ = store.summaries(now: Self.later)
            try FileManager.default.removeItem(at: store.decksDirectory.appendingPathComponent("verbs.json"))
            let created = try store.create(Self.deck("Zebra", cards: 2))
            Self.setModificationTime(created.fileURL, seconds: 1_800_000_000)
            let report = store.summariesReport(now: Self.later)
            #expect(report.readFiles == ["zebra.json"] && report.wroteCache)
            #expect(report.summaries.map(\.name) == ["Animals", "Capitals", "Zebra", "broken.json"])
            let cache = try #require(DeckSummaryCache.decode([UInt8](try Data(contentsOf: store.summaryCacheURL))))
            #expect(Set(cache.entries.keys.map(\.fileName)) == ["animals.json", "capitals.json", "zebra.json", "broken.json"])
        }
    }

    @Test("a missing, corrupt or foreign cache is rebuilt without complaint",
          arguments: ["missing", "garbage", "truncated", "other version", "wrong types", "folder"])
    func corruptCache(kind: String) throws {
        try Self.withDecks { store in
            let good = store.summaries(now: Self.later)
            let url = store.summaryCacheURL
            let bytes = try Data(contentsOf: url)
            try FileManager.default.removeItem(at: url)
            switch kind {
            case "garbage": try Data([0xFF, 0x00, 0x7B]).write(to: url)
            case "truncated": try bytes.prefix(bytes.count / 2).write(to: url)
            case "other version": try Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"version\": \(DeckSummaryCache.version)", with: "\"version\": 9").utf8).write(to: url)
            case "wrong types": try Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"cardCount\": 5", with: "\"cardCount\": \"5\"").utf8).write(to: url)
            case "folder": try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            default: break
            }
            let report = store.summariesReport(now: Self.later)
            #expect(report.summaries == good)
            #expect(report.readFiles.count == 4)
            if kind == "folder" {
                #expect(!report.wroteCache)  // cannot be written; still no complaint
            } else {
                #expect(report.wroteCache)
                #expect(store.summariesReport(now: Self.later).readFiles.isEmpty)
            }
        }
    }

    @Test("a file changed moments ago is summarised but not cached (its time may be too coarse to trust)")
    func freshFilesAreNotCached() throws {
        try Self.withDecks { store in
            let url = store.decksDirectory.appendingPathComponent("capitals.json")
            Self.setModificationTime(url, seconds: Int(Self.later.timeIntervalSince1970) - 1)
            let first = store.summariesReport(now: Self.later)
            #expect(first.readFiles.count == 4)
            #expect(store.summariesReport(now: Self.later).readFiles == ["capitals.json"])
            #expect(store.summariesReport(now: Self.later.addingTimeInterval(5)).readFiles == ["capitals.json"])
            #expect(store.summariesReport(now: Self.later.addingTimeInterval(5)).readFiles.isEmpty)
        }
    }

    @Test("a deck with a bad card far in is broken, though its summary keeps only three cards")
    func badCardFarIn() throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            let created = try store.create(Self.deck("Long", cards: 50))
            var text = try String(contentsOf: created.fileURL, encoding: .utf8)
            text = text.replacingOccurrences(of: "\"answer\": \"A42\"", with: "\"answer\": \" \"")
            try Data(text.utf8).write(to: created.fileURL)
            let summary = try #require(store.summaries(now: Self.later).first)
            #expect(summary.problem == created.fileURL.path + ": cards[42].answer: must not be empty")
        }
    }

    @Test("summaries with the Foundation codec agree")
    func foundationCodec() throws {
        try Self.withDecks { store in
            var foundation = store
            foundation.codec = FoundationDeckCodec()
            let ours = store.summaries(now: Self.later)
            try FileManager.default.removeItem(at: store.summaryCacheURL)
            let theirs = foundation.summaries(now: Self.later)
            #expect(Array(ours.prefix(3)) == Array(theirs.prefix(3)))
            #expect(theirs.last?.isBroken == true)
        }
    }
}
