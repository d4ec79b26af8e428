import Foundation
import Testing
@testable import FlashzillaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a killed run leaves — its folders in the temporary folder, its half-saved deck
/// files — is removed at the next start, and what a live process holds never is.
@Suite struct LeftoverRemovalTests {
    static func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test func aScratchFolderWhoseOwnerIsGoneIsRemovedAndALiveOneIsNot() throws {
        try withTemporaryHome { parent in
            let live = try ScratchFolder(.apkg, in: parent)
            try Data("x".utf8).write(to: live.url.appendingPathComponent("collection.sqlite"))
            // An owner gone without removing its folder (as a killed process's lock goes).
            var dead: ScratchFolder? = try ScratchFolder(.history, in: parent)
            let deadURL = try #require(dead?.url)
            dead = nil
            #expect(Self.names(parent).count == 2)
            ScratchFolder.removeAbandoned(in: parent)
            #expect(Self.names(parent) == [live.url.lastPathComponent])
            #expect(Self.names(live.url) == [".owner", "collection.sqlite"])
            #expect(!FileManager.default.fileExists(atPath: deadURL.path))
            live.remove()
            #expect(Self.names(parent).isEmpty)
        }
    }

    /// A folder with no owner file (an older Flashzilla's, or one killed while making it)
    /// goes only once it is old; other names in the temporary folder are never touched.
    @Test func aFolderWithoutAnOwnerGoesOnlyOnceItIsOld() throws {
        try withTemporaryHome { parent in
            let unowned = parent.appendingPathComponent("flashzilla-apkg-\(UUID().uuidString)")
            let other = parent.appendingPathComponent("flashzilla-store-tests-\(UUID().uuidString)")
            for folder in [unowned, other] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            ScratchFolder.removeAbandoned(in: parent)
            #expect(Self.names(parent).count == 2)
            ScratchFolder.removeAbandoned(in: parent, now: Date().addingTimeInterval(2 * 3600))
            #expect(Self.names(parent) == [other.lastPathComponent])
        }
    }

    @Test func aDeadWritersTemporaryDeckFileIsRemovedAndALiveWritersIsNot() throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            let decks = store.decksDirectory
            try write("{}", to: decks.appendingPathComponent("kept.json"))
            // A writer killed before its rename: the file is written, its lock gone with it.
            let dead = decks.appendingPathComponent(".spanish.json.\(UUID().uuidString).tmp")
            try Data(repeating: 0x20, count: 100).write(to: dead)
            // A live writer's, locked as `writeLockedTemporary` leaves it until its rename.
            let live = try POSIXFile.writeLockedTemporary(in: decks.path, for: "geography.json", permissions: nil) { write in
                Data("{\"cards\": []}".utf8).withUnsafeBytes(write)
            }
            defer { close(live.lock) }
            // Just made by a live writer that has not locked it yet: still empty.
            let empty = decks.appendingPathComponent(".new.json.\(UUID().uuidString).tmp")
            #expect(FileManager.default.createFile(atPath: empty.path, contents: nil))
            store.removeAbandonedTemporaries()
            #expect(Self.names(decks) == [empty.lastPathComponent, URL(fileURLWithPath: live.path).lastPathComponent, "kept.json"].sorted())
            // An empty one that has stayed so for a while is a dead writer's too.
            store.removeAbandonedTemporaries(now: Date().addingTimeInterval(120))
            #expect(Self.names(decks) == [URL(fileURLWithPath: live.path).lastPathComponent, "kept.json"].sorted())
        }
    }
}
