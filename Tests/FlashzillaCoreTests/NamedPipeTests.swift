import Foundation
import Testing
@testable import FlashzillaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A named pipe where a deck, the summary cache or the settings should be (issue 31): it
/// is reported like any file that is not a regular one, never opened in a way that waits
/// for a writer. Should a read wait all the same, the test opens the pipe's other end
/// after a while, so it fails instead of hanging the suite.
@Suite struct NamedPipeTests {
    static func makePipe(at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    /// `body`'s result; if it has not returned after `seconds`, a writer opens and closes the
    /// pipe (so a blocked open returns) and the test fails.
    static func withoutHanging<T: Sendable>(on pipe: URL, seconds: Int = 10, _ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Thread.detachNewThread {
            result = body()
            done.signal()
        }
        if done.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            Issue.record("still waiting on the pipe \(pipe.lastPathComponent) after \(seconds) s")
            let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            done.wait()
        }
        return result!
    }

    @Test func aPipeAmongTheDecksIsABrokenEntryAndTheOthersLoad() throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            _ = try store.create(Deck(name: "Good"))
            let pipe = store.decksDirectory.appendingPathComponent("x.json")
            try Self.makePipe(at: pipe)

            let summaries = Self.withoutHanging(on: pipe) { store.summaries(now: Date()) }
            #expect(summaries.map(\.name) == ["Good", "x.json"])
            #expect(summaries.last?.problem == "\(pipe.path): not a regular file")

            let entries = Self.withoutHanging(on: pipe) { store.loadAll(now: Date()) }
            #expect(entries.count == 2)
            if case .broken(_, let error) = entries.last { #expect(error.description == "\(pipe.path): not a regular file") } else {
                Issue.record("the pipe loaded: \(entries)")
            }
            let found = Self.withoutHanging(on: pipe) { store.find("Good", now: Date()) }
            if case .loaded(let loaded) = found { #expect(loaded.deck.name == "Good") } else { Issue.record("\(String(describing: found))") }
        }
    }

    @Test func aPipeInPlaceOfTheSummaryCacheIsIgnored() throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            _ = try store.create(Deck(name: "Good"))
            let cache = home.appendingPathComponent("cache/summaries.json")
            try Self.makePipe(at: cache)
            let summaries = Self.withoutHanging(on: cache) { store.summaries(now: Date()) }
            #expect(summaries.map(\.name) == ["Good"])
        }
    }

    @Test func aPipeInPlaceOfTheSettingsIsReportedAndNeverWrittenOver() throws {
        try withTemporaryHome { home in
            let settings = SettingsStore(homeDirectory: home)
            try Self.makePipe(at: settings.fileURL)
            let loaded = Self.withoutHanging(on: settings.fileURL) { settings.load() }
            #expect(loaded.settings == Settings())
            #expect(loaded.problem?.description.hasPrefix("\(settings.fileURL.path): ") == true, "\(String(describing: loaded.problem))")
            #expect(loaded.problem?.description.contains("not a regular file") == true, "\(String(describing: loaded.problem))")
        }
    }

    /// A save hashes the file on disk on another thread (its conflict check): a pipe swapped
    /// in for the deck must not leave that thread waiting forever.
    @Test func aPipeSwappedInForALoadedDeckIsAConflictAndItsHashDoesNotWait() throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(Deck(name: "Good"))
            try FileManager.default.removeItem(at: loaded.fileURL)
            let pipe = loaded.fileURL
            try Self.makePipe(at: pipe)
            let hash = Self.withoutHanging(on: pipe) { POSIXFile.contentHash(ofFile: pipe.path, limit: DeckStore.maximumFileSize) }
            #expect(hash == nil)
            loaded.deck.name = "Changed"
            #expect(throws: DeckSaveError.conflict(path: pipe.path)) { try store.save(&loaded) }
        }
    }
}
