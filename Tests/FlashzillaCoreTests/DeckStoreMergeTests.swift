import Foundation
import Testing
@testable import FlashzillaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two writers of one deck file: saves made under the folder's lock, merging a file
/// that changed since it was loaded.
@Suite("Deck store: several writers", .serialized)
struct DeckStoreMergeTests {
    static func card(_ prompt: String) -> Card {
        try! Card(prompt: prompt, answer: "answer to \(prompt)", createdAt: Fixtures.nowInFile)
    }

    /// Every name in the folder, hidden ones included (temporary files would show).
    static func names(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test("two copies each add a card: the second save merges, and the file has both")
    func addAdd() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let created = try store.create(Deck(name: "Race", cards: [Self.card("first")]))
            var a = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            var b = a
            let baseA = DeckBaseline(a.deck), baseB = DeckBaseline(b.deck)
            a.deck.cards.append(Self.card("from A"))
            b.deck.cards.append(Self.card("from B"))
            #expect(try store.save(&a, mergingFrom: baseA, now: Fixtures.now) == nil)
            let merged = try #require(try store.save(&b, mergingFrom: baseB, now: Fixtures.now))
            #expect(merged.conflicts.isEmpty)
            #expect(b.deck.cards.map(\.prompt) == ["first", "from A", "from B"])
            let onDisk = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            #expect(onDisk.deck == b.deck)
            #expect(onDisk.fingerprint == b.fingerprint)
            #expect(try Self.names(store.decksDirectory) == ["race.json"])
        }
    }

    @Test("both change the same card: the file keeps theirs, mine is kept as a new card, and the result says so")
    func trueConflict() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let created = try store.create(Deck(name: "Race", cards: [Self.card("shared")]))
            var theirs = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            var mine = theirs
            let base = DeckBaseline(mine.deck)
            try theirs.deck.cards[0].edit(prompt: "shared", answer: "their answer", at: Fixtures.now)
            try store.save(&theirs)
            try mine.deck.cards[0].edit(prompt: "shared", answer: "my answer", at: Fixtures.now)
            let merged = try #require(try store.save(&mine, mergingFrom: base, now: Fixtures.now))
            let onDisk = try store.load(fileURL: created.fileURL, now: Fixtures.now).deck.cards
            #expect(onDisk.map(\.answer) == ["their answer", "my answer"])
            #expect(onDisk[0].id == theirs.deck.cards[0].id)
            #expect(onDisk[1].id != onDisk[0].id)
            #expect(merged.conflicts == [.bothChanged(prompt: "shared", keptAs: onDisk[1].id)])
            #expect(merged.summary == "merged with changes made on disk; your edit of “shared” kept as a new card")
            #expect(try Self.names(store.decksDirectory) == ["race.json"])
        }
    }

    @Test("a deck deleted, broken or from a newer version meanwhile is never merged into", arguments: ["deleted", "broken", "newer"])
    func noMergeInto(change: String) throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(Deck(name: "Race", cards: [Self.card("first")]))
            let base = DeckBaseline(loaded.deck)
            let url = loaded.fileURL
            switch change {
            case "deleted": try FileManager.default.removeItem(at: url)
            case "broken": try Data("{".utf8).write(to: url)
            default: try Data(#"{"version": 4, "name": "Future"}"#.utf8).write(to: url)
            }
            let before = try? Data(contentsOf: url)
            loaded.deck.cards.append(Self.card("mine"))
            #expect(throws: DeckSaveError.conflict(path: url.path)) { try store.save(&loaded, mergingFrom: base, now: Fixtures.now) }
            #expect((try? Data(contentsOf: url)) == before)
            #expect(try Self.names(store.decksDirectory) == (change == "deleted" ? [] : ["race.json"]))
        }
    }

    @Test("createUniquelyNamed refuses a name another deck has, in any case")
    func uniqueNames() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            _ = try store.createUniquelyNamed(Deck(name: "Birds"), now: Fixtures.now)
            #expect(throws: DeckSaveError.nameTaken("BIRDS")) { try store.createUniquelyNamed(Deck(name: "BIRDS"), now: Fixtures.now) }
            #expect(try Self.names(store.decksDirectory) == ["birds.json"])
            #expect(DeckSaveError.nameTaken("BIRDS").description == "a deck named \"BIRDS\" already exists")
        }
    }

    @Test("createAllUniquelyNamed creates every deck, or none when one name is taken")
    func uniqueNamesTogether() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var created: [LoadedDeck] = []
            try store.createAllUniquelyNamed([Deck(name: "Birds"), Deck(name: "Trees::Oak")], now: Fixtures.now) { created.append($0) }
            #expect(created.map(\.deck.name) == ["Birds", "Trees::Oak"])
            #expect(try Self.names(store.decksDirectory) == ["birds.json", "trees-oak.json"])
            #expect(try store.load(fileURL: created[1].fileURL, now: Fixtures.now).deck == created[1].deck)
            #expect(throws: DeckSaveError.nameTaken("BIRDS")) {
                try store.createAllUniquelyNamed([Deck(name: "Fish"), Deck(name: "BIRDS")], now: Fixtures.now) { _ in }
            }
            #expect(try Self.names(store.decksDirectory) == ["birds.json", "trees-oak.json"])
        }
    }

    @Test("a lock held by another process is waited for, reported naming the file, and gone once that process is killed -9",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "flock(1) from util-linux is not installed"))
    func killedLockHolder() throws {
        try withTemporaryHome { home throws in
            var store = DeckStore(homeDirectory: home)
            store.lockTimeout = .milliseconds(300)
            var loaded = try store.create(Deck(name: "Race", cards: [Self.card("first")]))
            let holder = try LockHolder(folder: store.decksDirectory)
            defer { holder.killHard() }
            loaded.deck.cards.append(Self.card("second"))
            let error = DeckSaveError.locked(path: loaded.fileURL.path, folder: store.decksDirectory.path, timeout: .milliseconds(300))
            #expect(throws: error) { try store.save(&loaded) }
            #expect(error.description.hasPrefix("\(loaded.fileURL.path): not written: another program kept \(store.decksDirectory.path) locked"))
            #expect(throws: error) { try store.moveToTrash(loaded) }
            #expect(try Self.names(store.decksDirectory) == ["race.json"])  // no temporary file left

            holder.killHard()
            try store.save(&loaded)
            #expect(try store.load(fileURL: loaded.fileURL, now: Fixtures.now).deck.cards.map(\.prompt) == ["first", "second"])
            #expect(try Self.names(store.decksDirectory) == ["race.json"])
        }
    }
}

/// Another process holding the lock on a folder: `flock(1)` from util-linux running
/// `sleep` with the lock's descriptor closed (`-o`), so only flock itself holds it; both
/// in a process group of their own, killed together with SIGKILL. Started with
/// posix_spawn and reaped with waitpid (Foundation's `Process` may never see a child end
/// under a test runner that blocks signals).
final class LockHolder: @unchecked Sendable {
    private var pid: pid_t = 0
    private var killed = false

    init(folder: URL) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let arguments: [String] = ["/usr/bin/flock", "-o", folder.path, "sleep", "600"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/usr/bin/flock", nil, &attributes, &argv, environ) == 0 else { throw POSIXError(.EIO) }
        // Held once our own try fails (a try that succeeds is undone at once).
        while Self.canLock(folder) { Thread.sleep(forTimeInterval: 0.01) }
    }

    static func canLock(_ folder: URL) -> Bool {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(fd) }
        return flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    func killHard() {
        guard !killed else { return }
        killed = true
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}
