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

    /// `meta` gave the server's media usn: when it is the one kept here and nothing is to go
    /// up, nothing is asked (no state kept is usn 0); a usn that moved on or a file to send: `begin`.
    @Test func atTheUsnMetaGaveNothingIsAskedUnlessAFileIsToGoUp() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("media"), state = home.appendingPathComponent("media.json")
        // Only the first request is answered (`begin`): the others fail, which is all this needs to know.
        func run(serverUSN: Int, uploads: [String: URL] = [:]) throws -> [String] {
            let answers = Answers([try Self.answer(#"{"data":{"usn":\#(serverUSN),"sk":"k"},"err":""}"#)]
                                  + Array(repeating: SyncHTTPResponse(status: 500), count: 5))
            let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
            _ = try? MediaSync.run(client: client, folder: folder, stateFile: state, uploads: uploads, serverUSN: serverUSN)
            return answers.urls.map(\.path)
        }
        #expect(try run(serverUSN: 0).isEmpty, "no state kept, and the server never had a file")
        #expect(try run(serverUSN: 3).first == "/msync/begin", "no state kept, files there")
        try MediaSyncState(usn: 7, files: ["a.png": Self.sha1OfA]).write(to: state)
        #expect(try run(serverUSN: 7).isEmpty)
        #expect(try run(serverUSN: 8).first == "/msync/begin")
        try MediaSyncState(usn: 7, files: ["a.png": Self.sha1OfA]).write(to: state)
        let made = home.appendingPathComponent("made.png")
        try Data("b".utf8).write(to: made)
        #expect(try run(serverUSN: 7, uploads: ["made.png": made]).first == "/msync/begin", "a file made here to send")
        #expect(try run(serverUSN: 7, uploads: ["a.png": made]).isEmpty, "one the server has already")
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

    @Test func filesMadeHereTheServerLacksGoUpOnceAndTheUsnMovesWithThem() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("media"), state = home.appendingPathComponent("media.json")
        let made = home.appendingPathComponent("deck-media")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        try Data("a".utf8).write(to: made.appendingPathComponent("a.png"))
        try MediaSyncState(usn: 4, files: ["kept.png": "x"]).write(to: state)
        let answers = Answers([
            try Self.answer(#"{"data":{"usn":4,"sk":"k"},"err":""}"#),
            try Self.answer(#"{"data":[1,5],"err":""}"#),
            try Self.answer(#"{"data":"OK","err":""}"#),
        ])
        let client = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: answers)
        let uploads = ["a.png": made.appendingPathComponent("a.png"), "kept.png": made.appendingPathComponent("kept.png")]
        let report = try MediaSync.run(client: client, folder: folder, stateFile: state, uploads: uploads)
        #expect(report.uploaded == 1 && report.downloaded == 0, "the server has kept.png")
        #expect(answers.urls.map(\.lastPathComponent) == ["begin", "uploadChanges", "mediaSanity"])
        #expect(MediaSyncState.read(state) == MediaSyncState(usn: 5, files: ["kept.png": "x", "a.png": Self.sha1OfA]))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("a.png").path) == Data("a".utf8))

        // In step, with nothing new: one request.
        let again = Answers([try Self.answer(#"{"data":{"usn":5,"sk":"k"},"err":""}"#)])
        let quiet = SyncClient(server: URL(string: "http://s.example/")!, hostKey: "k", clientName: "fz", transport: again)
        #expect(try MediaSync.run(client: quiet, folder: folder, stateFile: state, uploads: uploads).uploaded == 0)
    }

    @Test func theUploadZipNamesEachFileInMeta() throws {
        let data = try MediaSync.zip([("a.png", Data("a".utf8)), ("b c.mp3", Data("bc".utf8))])
        let archive = try Archive(data: data, accessMode: .read)
        var meta = Data()
        _ = try archive.extract(try #require(archive["_meta"])) { meta.append($0) }
        let list = try #require(try JSONSerialization.jsonObject(with: meta) as? [[String]])
        #expect(list == [["a.png", "0"], ["b c.mp3", "1"]])
        var bytes = Data()
        _ = try archive.extract(try #require(archive["1"])) { bytes.append($0) }
        #expect(bytes == Data("bc".utf8))
    }
}
