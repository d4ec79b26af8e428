import Foundation
import Testing
import ZIPFoundation
@testable import FlashzillaSync

/// Media sync against a scripted server: what is fetched, deleted, refused and kept.
@Suite struct MediaSyncTests {
    typealias Answers = SyncMoveTests.Answers

    static func answer(_ json: String) throws -> SyncHTTPResponse {
        SyncHTTPResponse(status: 200, body: try SyncZstd.compress(Data(json.utf8)))
    }

    /// A `downloadFiles` zip: entries by number, `_meta` naming them.
    static func zip(_ files: [(String, String)]) throws -> SyncHTTPResponse {
        let archive = try Archive(data: Data(), accessMode: .create)
        var meta: [String: String] = [:]
        for (index, (name, text)) in files.enumerated() {
            let bytes = Data(text.utf8)
            try archive.addEntry(with: String(index), type: .file, uncompressedSize: Int64(bytes.count)) { position, size in
                bytes.subdata(in: Int(position)..<Int(position) + size)
            }
            meta[String(index)] = name
        }
        let metaBytes = try JSONSerialization.data(withJSONObject: meta)
        try archive.addEntry(with: "_meta", type: .file, uncompressedSize: Int64(metaBytes.count)) { position, size in
            metaBytes.subdata(in: Int(position)..<Int(position) + size)
        }
        return SyncHTTPResponse(status: 200, body: try SyncZstd.compress(try #require(archive.data)))
    }

    static let sha1OfA = "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8"  // "a"

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("media-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func filesAddedThereAreFetchedDeletedOnesGoAndUnsafeNamesAreRefused() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("media"), state = home.appendingPathComponent("media.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("gone.png"))
        try MediaSyncState(usn: 1, files: ["gone.png": "x"]).write(to: state)
        let answers = Answers([
            try Self.answer(#"{"data":{"usn":4,"sk":"k"},"err":""}"#),
            try Self.answer(#"{"data":[["a.png",2,"\#(Self.sha1OfA)"],["../evil.png",3,"\#(Self.sha1OfA)"],["gone.png",4,""]],"err":""}"#),
            try Self.zip([("a.png", "a")]),
            try Self.answer(#"{"data":[],"err":""}"#),
            try Self.answer(#"{"data":"OK","err":""}"#),
        ])
        let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
        let report = try MediaSync.run(client: client, folder: folder, stateFile: state)
        #expect(report.downloaded == 1 && report.deleted == 1 && report.refused == ["../evil.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("a.png"), encoding: .utf8) == "a")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone.png").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("evil.png").path))
        #expect(MediaSyncState.read(state) == MediaSyncState(usn: 4, files: ["a.png": Self.sha1OfA]))
        #expect(answers.urls.map(\.path) == ["/msync/begin", "/msync/mediaChanges", "/msync/downloadFiles", "/msync/mediaChanges", "/msync/mediaSanity"])
    }

    @Test func inStepAtTheServersUsnNothingMoreIsAsked() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("media.json")
        try MediaSyncState(usn: 7, files: [:]).write(to: state)
        let answers = Answers([try Self.answer(#"{"data":{"usn":7,"sk":"k"},"err":""}"#)])
        let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
        #expect(try MediaSync.run(client: client, folder: home.appendingPathComponent("media"), stateFile: state) == MediaSyncReport())
        #expect(answers.urls.count == 1)
    }

    /// Counts that differ: an error, and the next sync lists everything again from usn 0.
    @Test func aFailedSanityCheckStartsTheListOverNextTime() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("media.json")
        let answers = Answers([
            try Self.answer(#"{"data":{"usn":2,"sk":"k"},"err":""}"#),
            try Self.answer(#"{"data":[],"err":""}"#),
            try Self.answer(#"{"data":"mediaSanity","err":""}"#),
        ])
        let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
        #expect(throws: SyncError.self) { try MediaSync.run(client: client, folder: home.appendingPathComponent("media"), stateFile: state) }
        #expect(MediaSyncState.read(state).usn == 0)
    }

    @Test func theServersErrorIsItsMessage() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let answers = Answers([try Self.answer(#"{"err":"media sync is disabled"}"#)])
        let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
        #expect(throws: SyncError.serverError(status: 200, message: "media sync is disabled")) {
            try MediaSync.run(client: client, folder: home.appendingPathComponent("media"), stateFile: home.appendingPathComponent("m.json"))
        }
    }

    /// A state file that cannot be read starts over rather than failing the sync.
    @Test func anUnreadableStateStartsOver() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("media.json")
        try Data("{not json".utf8).write(to: state)
        #expect(MediaSyncState.read(state) == MediaSyncState())
    }
}
