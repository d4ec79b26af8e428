import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh, empty home directory for one test, removed afterwards.
func withTemporaryHome(_ body: (URL) throws -> Void) throws {
    let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("flashzilla-store-tests-\(UUID().uuidString)", isDirectory: true)
        .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try body(home)
}

private struct SimulatedCrash: Error, CustomStringConvertible {
    var description: String { "simulated crash" }
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

private func permissions(_ url: URL) -> mode_t {
    var s = stat()
    _ = stat(url.path, &s)
    return s.st_mode & 0o7777
}

/// Every name in a folder, hidden ones included.
private func allNames(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
}

private func sampleDeck(_ name: String, cards: Int = 2) -> Deck {
    Deck(id: UUID(), name: name, cards: (0..<cards).map { try! Card(prompt: "Q\($0)", answer: "A\($0)", createdAt: Fixtures.nowInFile) })
}

private func saveError(_ store: DeckStore, _ loaded: inout LoadedDeck) -> DeckSaveError? {
    do {
        try store.save(&loaded)
        return nil
    } catch {
        return error
    }
}

@Suite("Deck store")
struct DeckStoreTests {
    // MARK: Creating and loading

    @Test("create writes the encoded deck to a slug of its name, and load reads it back")
    func createAndLoad() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let deck = sampleDeck("Español básico")
            let created = try store.create(deck)
            #expect(created.fileURL == home.appendingPathComponent("decks/espanol-basico.json"))
            #expect(try bytes(created.fileURL) == FlashzillaDeckCodec().encode(deck))
            #expect(created.fingerprint != nil && !created.isReadOnly && created.warnings.isEmpty)

            let loaded = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            #expect(loaded == created)
            #expect(try allNames(store.decksDirectory) == ["espanol-basico.json"])
        }
    }

    @Test("name collisions get -2, -3 …; an existing file is never replaced; non-Latin names are deck.json")
    func collisions() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            try write("not a deck, but mine", to: store.decksDirectory.appendingPathComponent("capitals.json"))
            let names = try (0..<3).map { _ in try store.create(sampleDeck("Capitals")).fileURL.lastPathComponent }
            #expect(names == ["capitals-2.json", "capitals-3.json", "capitals-4.json"])
            #expect(try String(contentsOf: store.decksDirectory.appendingPathComponent("capitals.json"), encoding: .utf8) == "not a deck, but mine")
            #expect(try store.create(sampleDeck("日本語")).fileURL.lastPathComponent == "deck.json")
            #expect(try store.create(sampleDeck("漢字")).fileURL.lastPathComponent == "deck-2.json")
        }
    }

    @Test("loadAll: decks by name, case-insensitively, then broken files by name; other files ignored")
    func loadAll() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let decks = store.decksDirectory
            for name in ["banana", "Apple", "cherry"] { _ = try store.create(sampleDeck(name)) }
            _ = try store.create(sampleDeck("apple")) // same name but for case: ordered by file name
            try write(#"{"name": "x" "cards": []}"#, to: decks.appendingPathComponent("syntax.json"))
            try write("", to: decks.appendingPathComponent("empty.json"))
            try write("{", to: decks.appendingPathComponent("z-10.json"))
            try write("{", to: decks.appendingPathComponent("z-9.json"))
            try write("not json either", to: decks.appendingPathComponent("notes.txt"))
            try write(#"{"name": "Hidden"}"#, to: decks.appendingPathComponent(".hidden.json"))
            try write(#"{"name": "Leftover"}"#, to: decks.appendingPathComponent(".apple.json.1234.tmp"))
            try FileManager.default.createDirectory(at: decks.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: store.trashDirectory, withIntermediateDirectories: true)
            try write(#"{"name": "Trashed"}"#, to: store.trashDirectory.appendingPathComponent("trashed.json"))

            let entries = store.loadAll(now: Fixtures.now)
            #expect(entries.map(\.fileURL.lastPathComponent) == [
                "apple.json", "apple-2.json", "banana.json", "cherry.json", "empty.json", "syntax.json", "z-9.json", "z-10.json",
            ])
            #expect(entries.compactMap(\.loaded?.deck.name) == ["Apple", "apple", "banana", "cherry"])
            #expect(entries.filter { $0.loaded == nil }.map { "\($0.brokenError!)" } == [
                "\(decks.path)/empty.json: empty file",
                "\(decks.path)/syntax.json:1:14: expected ',' or '}' after object member, found '\"'",
                "\(decks.path)/z-9.json:1:2: expected a string key or '}', found end of input",
                "\(decks.path)/z-10.json:1:2: expected a string key or '}', found end of input",
            ])
        }
    }

    @Test("no decks folder means no decks")
    func noFolder() throws {
        try withTemporaryHome { home throws in
            #expect(DeckStore(homeDirectory: home).loadAll(now: Fixtures.now).isEmpty)
            #expect(DeckStore(homeDirectory: home.appendingPathComponent("missing")).loadAll(now: Fixtures.now).isEmpty)
        }
    }

    @Test("every kind of bad file is a broken entry naming the file and the place; good decks still load")
    func brokenFiles() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let decks = store.decksDirectory
            _ = try store.create(sampleDeck("Good"))
            try write("   \n", to: decks.appendingPathComponent("a-blank.json"))
            try write("{\n  \"name\": \"N\",\n  \"cards\": [\n    {\"prompt\": \"p\" \"answer\": \"a\"}\n  ]\n}\n", to: decks.appendingPathComponent("b-syntax.json"))
            try Data([0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xE9, 0x22, 0x7D]).write(to: decks.appendingPathComponent("c-latin1.json"))
            try write(#"{"cards": [{"prompt": "p", "answer": "a"}]}"#, to: decks.appendingPathComponent("d-noname.json"))
            try write(#"{"name": "N", "cards": [{"prompt": "p", "answer": "a"}, {"prompt": "p", "answer": "a"}, {"prompt": " ", "answer": "a"}]}"#,
                      to: decks.appendingPathComponent("e-emptyprompt.json"))
            try write(#"{"name": "N", "color": "magenta"}"#, to: decks.appendingPathComponent("f-colour.json"))
            let huge = decks.appendingPathComponent("g-huge.json")
            #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: UInt64(DeckStore.maximumFileSize) + 1) // sparse: costs no disk
            try handle.close()
            try write(String(repeating: "[", count: 100_000), to: decks.appendingPathComponent("h-deep.json"))
            try write(#"{"format": "anki", "name": "N"}"#, to: decks.appendingPathComponent("i-format.json"))
            try FileManager.default.createSymbolicLink(atPath: decks.appendingPathComponent("j-dangling.json").path, withDestinationPath: "nowhere.json")

            let entries = store.loadAll(now: Fixtures.now)
            #expect(entries.compactMap(\.loaded?.deck.name) == ["Good"])
            let p = decks.path
            #expect(entries.compactMap { $0.brokenError.map(String.init(describing:)) } == [
                "\(p)/a-blank.json: empty file",
                "\(p)/b-syntax.json:4:20: expected ',' or '}' after object member, found '\"'",
                "\(p)/c-latin1.json: not valid UTF-8 at byte 9",
                "\(p)/d-noname.json: missing \"name\"",
                "\(p)/e-emptyprompt.json: cards[2].prompt: must not be empty",
                "\(p)/f-colour.json: color: unknown colour \"magenta\" (expected one of red, orange, yellow, green, teal, blue, indigo, purple, pink, gray)",
                "\(p)/g-huge.json: file is larger than 64 MiB",
                "\(p)/h-deep.json:1:513: arrays and objects nested deeper than 512 levels",
                "\(p)/i-format.json: format: not a Flashzilla deck (format \"anki\", expected \"flashzilla-deck\")",
                "\(p)/j-dangling.json: cannot open: No such file or directory",
            ])
            #expect(entries.last?.brokenError?.fileURL == decks.appendingPathComponent("j-dangling.json"))
        }
    }

    @Test("load of a missing file or a folder is an error naming it")
    func loadErrors() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let missing = home.appendingPathComponent("decks/missing.json")
            #expect(throws: DeckFileError(.unreadable("cannot open: No such file or directory"), fileURL: missing)) {
                try store.load(fileURL: missing, now: Fixtures.now)
            }
            #expect(throws: DeckFileError(.unreadable("is a directory"), fileURL: home)) { try store.load(fileURL: home, now: Fixtures.now) }
        }
    }

    @Test("a minimal hand-written file loads; saving it makes its generated ids permanent")
    func handWritten() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home, codec: IDSequence().codec)
            let url = store.decksDirectory.appendingPathComponent("vocab.json")
            try write(#"{"name": "Vocab", "cards": [{"prompt": "serendipity", "answer": "a happy accident"}]}"#, to: url)
            var loaded = try store.load(fileURL: url, now: Fixtures.now)
            #expect(loaded.filledInValues)
            try store.save(&loaded)
            let reloaded = try DeckStore(homeDirectory: home).load(fileURL: url, now: Fixtures.now.addingTimeInterval(60))
            #expect(reloaded.deck == loaded.deck)
            #expect(!reloaded.filledInValues)
            #expect(reloaded.fingerprint == loaded.fingerprint)
        }
    }

    @Test("a duplicate id in a file loads with a warning")
    func duplicateIDWarning() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home, codec: IDSequence().codec)
            let id = Fixtures.cardID.uuidString
            let url = store.decksDirectory.appendingPathComponent("dup.json")
            try write(#"{"name": "D", "cards": [{"id": "\#(id)", "prompt": "p", "answer": "a"}, {"id": "\#(id)", "prompt": "q", "answer": "b"}]}"#, to: url)
            let loaded = try store.load(fileURL: url, now: Fixtures.now)
            #expect(loaded.warnings == ["cards[1]: duplicate id \(id); the card was given a new id"])
            #expect(Set(loaded.deck.cards.map(\.id)).count == 2)
        }
    }

    // MARK: Saving

    @Test("save writes the deck atomically and updates the fingerprint; a second save works too")
    func save() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Capitals"))
            let first = loaded.fingerprint
            loaded.deck.cards.append(try Card(prompt: "Scotland?", answer: "Edinburgh", createdAt: Fixtures.nowInFile))
            try store.save(&loaded)
            #expect(loaded.fingerprint != first)
            #expect(try bytes(loaded.fileURL) == FlashzillaDeckCodec().encode(loaded.deck))
            #expect(try store.load(fileURL: loaded.fileURL, now: Fixtures.now).deck == loaded.deck)

            loaded.deck.name = "Capitals of Europe" // the file keeps its name
            try store.save(&loaded)
            #expect(try store.load(fileURL: loaded.fileURL, now: Fixtures.now).deck.name == "Capitals of Europe")
            #expect(try allNames(store.decksDirectory) == ["capitals.json"])
        }
    }

    @Test("a deck whose file name is as long as a name can be still saves")
    func longFileName() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let url = store.decksDirectory.appendingPathComponent(String(repeating: "👩‍👩‍👧", count: 9) + ".json") // 230 bytes
            try write(#"{"name": "Long"}"#, to: url)
            var loaded = try store.load(fileURL: url, now: Fixtures.now)
            loaded.deck.name = "Longer"
            try store.save(&loaded)
            #expect(try store.load(fileURL: url, now: Fixtures.now).deck.name == "Longer")
        }
    }

    @Test("saving keeps the file's permissions", arguments: [0o600, 0o640, 0o604, 0o664] as [mode_t])
    func keepsPermissions(mode: mode_t) throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Private"))
            // A permission change alone is not a conflict: the content and modification time stay.
            #expect(chmod(loaded.fileURL.path, mode) == 0)
            loaded.deck.name = "Still private"
            try store.save(&loaded)
            #expect(permissions(loaded.fileURL) == mode)
        }
    }

    @Test("new files get the usual permissions (0666 less the umask), not the temporary file's")
    func newFilePermissions() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let created = try store.create(sampleDeck("Fresh"))
            let reference = home.appendingPathComponent("reference")
            close(open(reference.path, O_WRONLY | O_CREAT | O_EXCL, 0o666))
            #expect(permissions(created.fileURL) == permissions(reference))
        }
    }

    @Test("a save interrupted before the rename leaves the old bytes and no temporary file")
    func interruptedSave() throws {
        try withTemporaryHome { home throws in
            var store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Capitals"))
            let oldBytes = try bytes(loaded.fileURL)
            let oldFingerprint = loaded.fingerprint
            loaded.deck.cards.removeAll()
            let newBytes = FlashzillaDeckCodec().encode(loaded.deck)
            store.beforeRename = { temporary, target in
                // At this instant the new bytes are complete on disk beside the untouched old file.
                #expect(try Data(contentsOf: temporary) == newBytes)
                #expect(try Data(contentsOf: target) == oldBytes)
                #expect(temporary.deletingLastPathComponent() == target.deletingLastPathComponent())
                #expect(temporary.lastPathComponent.hasPrefix("."))
                throw SimulatedCrash()
            }
            #expect(saveError(store, &loaded) == .io(path: loaded.fileURL.path, message: "save interrupted: simulated crash"))
            #expect(try bytes(loaded.fileURL) == oldBytes)
            #expect(loaded.fingerprint == oldFingerprint)
            #expect(try allNames(store.decksDirectory) == ["capitals.json"])

            store.beforeRename = { _, _ in }
            try store.save(&loaded)
            #expect(try bytes(loaded.fileURL) == newBytes)
        }
    }

    @Test("a temporary file left by a crash is never listed")
    func crashLeftovers() throws {
        try withTemporaryHome { home throws in
            var store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Capitals"))
            // Simulate dying right before the rename: copy the temporary file aside, then fail.
            let keep = home.appendingPathComponent("kept")
            store.beforeRename = { temporary, _ in
                try FileManager.default.copyItem(at: temporary, to: keep)
                throw SimulatedCrash()
            }
            loaded.deck.name = "Renamed"
            _ = saveError(store, &loaded)
            let leftover = store.decksDirectory.appendingPathComponent(".capitals.json.\(UUID().uuidString).tmp")
            try FileManager.default.moveItem(at: keep, to: leftover)
            #expect(store.loadAll(now: Fixtures.now).map(\.fileURL) == [loaded.fileURL])
            #expect(store.loadAll(now: Fixtures.now).first?.loaded?.deck.name == "Capitals")
        }
    }

    @Test("a create interrupted before its file gets its name leaves nothing")
    func interruptedCreate() throws {
        try withTemporaryHome { home throws in
            var store = DeckStore(homeDirectory: home)
            store.beforeRename = { _, _ in throw SimulatedCrash() }
            #expect(throws: DeckSaveError.io(path: store.decksDirectory.appendingPathComponent("capitals.json").path, message: "save interrupted: simulated crash")) {
                try store.create(sampleDeck("Capitals"))
            }
            #expect(try allNames(store.decksDirectory).isEmpty)
        }
    }

    // MARK: Conflicts

    @Test("a file changed behind the store's back is not overwritten", arguments: ["same size in place", "appended", "replaced", "deleted", "touched"])
    func conflict(change: String) throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Capitals"))
            let url = loaded.fileURL
            let original = try bytes(url)
            switch change {
            case "same size in place":
                // Same length, same inode, and the modification time put back as a coarse
                // file system clock could leave it: only the content hash can tell.
                var s = stat()
                #expect(stat(url.path, &s) == 0)
                var changed = original
                let index = changed.firstRange(of: Data("Q0".utf8))!.lowerBound
                changed[index] = UInt8(ascii: "X")
                let handle = try FileHandle(forWritingTo: url)
                try handle.write(contentsOf: changed)
                try handle.close()
                #if canImport(Darwin)
                var times = [s.st_atimespec, s.st_mtimespec]
                #else
                var times = [s.st_atim, s.st_mtim]
                #endif
                #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
            case "appended":
                let handle = try FileHandle(forWritingTo: url)
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(" ".utf8))
                try handle.close()
            case "replaced":
                try Data("garbage".utf8).write(to: url, options: .atomic)
            case "deleted":
                try FileManager.default.removeItem(at: url)
            default:
                var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
                #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
            }
            let onDisk = try? bytes(url)
            loaded.deck.name = "Mine"
            #expect(saveError(store, &loaded) == .conflict(path: url.path))
            #expect((try? bytes(url)) == onDisk)
            #expect(try allNames(store.decksDirectory) == (change == "deleted" ? [] : ["capitals.json"]))
        }
    }

    @Test("a deck with no fingerprint is written only where no file exists")
    func noFingerprint() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            try FileManager.default.createDirectory(at: store.decksDirectory, withIntermediateDirectories: true)
            let url = store.decksDirectory.appendingPathComponent("new.json")
            var fresh = LoadedDeck(deck: sampleDeck("New"), fileURL: url, fingerprint: nil)
            try store.save(&fresh)
            #expect(fresh.fingerprint != nil)
            var again = LoadedDeck(deck: sampleDeck("Other"), fileURL: url, fingerprint: nil)
            #expect(saveError(store, &again) == .conflict(path: url.path))
            #expect(try store.load(fileURL: url, now: Fixtures.now).deck.name == "New")
        }
    }

    @Test("DeckSaveError descriptions name the file")
    func saveErrorDescriptions() {
        #expect(DeckSaveError.conflict(path: "/d/a.json").description == "/d/a.json: changed on disk since it was loaded; not saved, so the other change is kept")
        #expect(DeckSaveError.readOnly(path: "/d/a.json").description == "/d/a.json: written by a newer Flashzilla; it is read-only here")
        #expect(DeckSaveError.io(path: "/d/a.json", message: "disk full").description == "/d/a.json: disk full")
        #expect(DeckSaveError.writeProtected(path: "/d/a.json").description
            == "/d/a.json: the file is write-protected, so it was left unchanged; make it writable (chmod u+w) to save changes")
    }

    // MARK: Read-only and symlinks

    @Test("a deck from a newer format version loads read-only and is never written")
    func readOnly() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let url = store.decksDirectory.appendingPathComponent("future.json")
            try write(#"{"format": "flashzilla-deck", "version": 4, "name": "Future", "cards": []}"#, to: url)
            var loaded = try store.load(fileURL: url, now: Fixtures.now)
            #expect(loaded.isReadOnly)
            #expect(loaded.warnings == ["written by a newer Flashzilla (deck format version 4; this one reads version 3), so it is read-only"])
            let before = try bytes(url)
            loaded.deck.name = "Changed"
            #expect(saveError(store, &loaded) == .readOnly(path: url.path))
            #expect(try bytes(url) == before)
        }
    }

    /// Issue 31: a rename over the file needs only the folder's permission (and root, as CI
    /// runs, ignores permissions): the store checks the mode bits itself, as `git` does.
    @Test("a write-protected deck file is never replaced, nor merged into", arguments: [0o444, 0o400, 0o555] as [mode_t])
    func writeProtected(mode: mode_t) throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            var loaded = try store.create(sampleDeck("Locked"))
            let base = DeckBaseline(loaded.deck)
            #expect(chmod(loaded.fileURL.path, mode) == 0)
            let before = try bytes(loaded.fileURL)
            loaded.deck.name = "Changed"
            #expect(saveError(store, &loaded) == .writeProtected(path: loaded.fileURL.path))
            #expect(throws: DeckSaveError.writeProtected(path: loaded.fileURL.path)) {
                try store.save(&loaded, mergingFrom: base, now: Fixtures.now)
            }
            #expect(try bytes(loaded.fileURL) == before)
            #expect(permissions(loaded.fileURL) == mode)
            #expect(try allNames(store.decksDirectory) == ["locked.json"])
            // Writable for its owner again: it saves (and stays as permitted).
            #expect(chmod(loaded.fileURL.path, 0o644) == 0)
            try store.save(&loaded)
            #expect(try store.load(fileURL: loaded.fileURL, now: Fixtures.now).deck.name == "Changed")
        }
    }

    @Test("saving through a symlink writes the file it points to and keeps the link")
    func symlink() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let real = home.appendingPathComponent("dotfiles/capitals.json")
            try write(String(decoding: FlashzillaDeckCodec().encode(sampleDeck("Capitals")), as: UTF8.self), to: real)
            try FileManager.default.createDirectory(at: store.decksDirectory, withIntermediateDirectories: true)
            let link = store.decksDirectory.appendingPathComponent("capitals.json")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
            var loaded = try store.load(fileURL: link, now: Fixtures.now)
            loaded.deck.name = "Capitals (edited)"
            try store.save(&loaded)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
            #expect(try store.load(fileURL: real, now: Fixtures.now).deck.name == "Capitals (edited)")
            try store.save(&loaded) // the fingerprint taken through the link matches
        }
    }

    // MARK: Finding, trash, seeding

    @Test("find by deck name case-insensitively, else by file stem or name (broken files too)")
    func find() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            _ = try store.create(sampleDeck("World Capitals"))
            _ = try store.create(sampleDeck("World Capitals"))
            _ = try store.create(sampleDeck("capitals-2"))
            try write("{", to: store.decksDirectory.appendingPathComponent("broken.json"))

            #expect(store.find("  world CAPITALS ", now: Fixtures.now)?.fileURL.lastPathComponent == "world-capitals.json")
            #expect(store.find("world-capitals-2", now: Fixtures.now)?.fileURL.lastPathComponent == "world-capitals-2.json")
            #expect(store.find("World-Capitals-2.json", now: Fixtures.now)?.fileURL.lastPathComponent == "world-capitals-2.json")
            // A deck's name wins over another file's stem.
            #expect(store.find("capitals-2", now: Fixtures.now)?.loaded?.deck.name == "capitals-2")
            #expect(store.find("broken", now: Fixtures.now)?.brokenError != nil)
            #expect(store.find("nothing", now: Fixtures.now) == nil)
        }
    }

    @Test("moveToTrash moves the file into HOME/trash, never replacing one there")
    func trash() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let first = try store.create(sampleDeck("Capitals"))
            let firstBytes = try bytes(first.fileURL)
            let trashed = try store.moveToTrash(first)
            #expect(trashed.path == home.appendingPathComponent("trash/capitals.json").path)
            #expect(try bytes(trashed) == firstBytes)
            #expect(!FileManager.default.fileExists(atPath: first.fileURL.path))

            let second = try store.create(sampleDeck("Capitals"))
            #expect(second.fileURL == first.fileURL)
            #expect(try store.moveToTrash(second) == store.trashDirectory.appendingPathComponent("capitals-2.json"))
            #expect(try bytes(trashed) == firstBytes)
            #expect(store.loadAll(now: Fixtures.now).isEmpty)

            try write("{", to: store.decksDirectory.appendingPathComponent("broken.json"))
            #expect(try store.moveToTrash(fileURL: store.decksDirectory.appendingPathComponent("broken.json")).lastPathComponent == "broken.json")
            #expect(throws: DeckSaveError.self) { try store.moveToTrash(fileURL: store.decksDirectory.appendingPathComponent("gone.json")) }
        }
    }

    @Test("seedIfNeeded writes samples only when decks/ does not exist")
    func seed() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home.appendingPathComponent("new-home"))
            let samples = [(fileName: "capitals.json", contents: Fixtures.canonicalFile), (fileName: "vocab.json", contents: #"{"name": "Vocab"}"#)]
            #expect(try store.seedIfNeeded(samples: samples))
            #expect(try allNames(store.decksDirectory) == ["capitals.json", "vocab.json"])
            #expect(try String(contentsOf: store.decksDirectory.appendingPathComponent("capitals.json"), encoding: .utf8) == Fixtures.canonicalFile)
            #expect(try allNames(store.homeDirectory) == ["decks"]) // no staging folder left

            try FileManager.default.removeItem(at: store.decksDirectory.appendingPathComponent("vocab.json"))
            #expect(try store.seedIfNeeded(samples: samples) == false)
            #expect(try allNames(store.decksDirectory) == ["capitals.json"])

            try FileManager.default.removeItem(at: store.decksDirectory.appendingPathComponent("capitals.json"))
            #expect(try store.seedIfNeeded(samples: samples) == false) // deleted every deck: stays empty
            #expect(try allNames(store.decksDirectory).isEmpty)
        }
    }

    @Test("seedIfNeeded refuses unsafe sample names and creates nothing", arguments: ["", ".hidden.json", "../escape.json", "a/b.json"])
    func seedNames(name: String) throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            #expect(throws: DeckSaveError.invalidFileName(name)) { try store.seedIfNeeded(samples: [(fileName: "ok.json", contents: "{}"), (fileName: name, contents: "{}")]) }
            #expect(try allNames(home).isEmpty)
        }
    }

    @Test("the store works with the Foundation codec too")
    func foundationCodec() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home, codec: FoundationDeckCodec())
            let deck = sampleDeck("Foundation")
            let created = try store.create(deck)
            #expect(try store.load(fileURL: created.fileURL, now: Fixtures.now).deck == deck)
            #expect(try DeckStore(homeDirectory: home).load(fileURL: created.fileURL, now: Fixtures.now).deck == deck)
        }
    }
}

extension DeckEntry {
    var brokenError: DeckFileError? {
        if case .broken(_, let error) = self { return error }
        return nil
    }
}
