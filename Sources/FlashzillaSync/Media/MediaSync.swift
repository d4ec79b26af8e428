import FlashzillaAnki
import Foundation
import ZIPFoundation

/// What a media sync did.
public struct MediaSyncReport: Equatable, Sendable {
    public var downloaded = 0
    public var deleted = 0
    /// Names the server listed that are unsafe as file names here (`MediaName`): skipped.
    public var refused: [String] = []
    /// The names of the files fetched (what the import that follows needs, with the files
    /// of the notes that came).
    public var downloadedNames: [String] = []
    /// Files made here sent with `uploadChanges`.
    public var uploaded = 0

    public init() {}
}

/// Anki's media sync as its client runs it (rslib `MediaSyncer`), the server's side only:
/// `begin` gives the server's media usn; when it differs from ours, `mediaChanges` lists
/// what changed since ours, batch by batch, and each file added or changed there is
/// fetched with `downloadFiles` (25 to a zip) and each deleted there is deleted here;
/// `mediaSanity` then compares the number of files. Files live in `folder`; `state` is
/// saved after each batch, so an interrupted sync goes on where it stopped.
/// Uploading media made here is not done.
public enum MediaSync {
    static let filesPerZip = 25

    /// `uploads`: files made here that cards sent to the server show, by name; those the
    /// server does not have go up after the server's changes come down, and join `folder`.
    /// `serverUSN`: the server's media usn as `meta` gave it: when it is ours and nothing is
    /// to go up, no request is made (`begin` would only say so again).
    public static func run(client: SyncClient, folder: URL, stateFile: URL, uploads: [String: URL] = [:],
                           serverUSN known: Int? = nil) throws(SyncError) -> MediaSyncReport {
        var report = MediaSyncReport()
        var state = MediaSyncState.read(stateFile)
        // (No state kept is usn 0: a server whose media usn is 0 has never had a file.)
        if let known, known == state.usn, !uploads.contains(where: { state.files[$0.key] == nil && MediaName.problem($0.key) == nil }) {
            return report
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .localCollection("cannot make \(folder.path): \(error)")
        }
        let begun = try result(client.send(.begin, body: SyncJSON.data(["v": client.clientName])), "media begin")
        guard let serverUSN = (begun as? [String: Any]).flatMap({ SyncJSON.integer($0["usn"]).map(Int.init) }) else {
            throw .damagedResponse("media begin gave no usn")
        }
        let pending = uploads.filter { state.files[$0.key] == nil && MediaName.problem($0.key) == nil }
        guard serverUSN != state.usn || !pending.isEmpty else { return report }
        let changedThere = serverUSN != state.usn
        while changedThere {
            let listed = try result(client.send(.mediaChanges, body: SyncJSON.data(["lastUsn": state.usn])), "mediaChanges")
            guard let batch = listed as? [[Any]], !batch.isEmpty else { break }
            var fetch: [String] = []
            for change in batch where change.count == 3 {
                guard let name = change[0] as? String, let sha1 = change[2] as? String else { continue }
                if MediaName.problem(name) != nil {
                    report.refused.append(name)
                } else if sha1.isEmpty {
                    if state.files.removeValue(forKey: name) != nil {
                        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
                        report.deleted += 1
                    }
                } else if state.files[name] != sha1 {
                    fetch.append(name)
                }
            }
            var rest = fetch[...]
            while !rest.isEmpty {
                let names = Array(rest.prefix(filesPerZip))
                let zip = try client.send(.downloadFiles, body: SyncJSON.data(["files": names]))
                let written = try extract(zip, into: folder, expecting: Set(names))
                guard !written.isEmpty else { throw .damagedResponse("downloadFiles gave none of the files asked for") }
                for (name, sha1) in written { state.files[name] = sha1 }
                report.downloaded += written.count
                report.downloadedNames += written.keys.sorted()
                rest = rest.dropFirst(names.count)
            }
            if let last = batch.last, last.count == 3, let usn = SyncJSON.integer(last[1]) { state.usn = Int(usn) } else { break }
            try state.write(to: stateFile)
        }
        state.usn = max(state.usn, serverUSN)
        try state.write(to: stateFile)
        report.uploaded = try upload(pending, client: client, folder: folder, state: &state, stateFile: stateFile)
        let check = try result(client.send(.mediaSanity, body: SyncJSON.data(["local": state.files.count])), "mediaSanity")
        guard check as? String == "OK" else {
            // As Anki's client: the next sync fetches the list again from the start.
            try MediaSyncState(usn: 0, files: state.files).write(to: stateFile)
            throw .countsDiffer("media: \(state.files.count) files here, the server counts otherwise; the next sync checks them all again")
        }
        return report
    }

    /// The files of a `downloadFiles` zip (entries named by number, `_meta` mapping each
    /// number to the file's name), each written beside its final name and renamed into place;
    /// returns the names written with their SHA-1. Names not asked for are refused.
    static func extract(_ zip: Data, into folder: URL, expecting names: Set<String>) throws(SyncError) -> [String: String] {
        do {
            let archive = try Archive(data: zip, accessMode: .read)
            guard let metaEntry = archive["_meta"] else { throw SyncError.damagedResponse("a media zip without _meta") }
            var metaBytes = Data()
            _ = try archive.extract(metaEntry) { metaBytes.append($0) }
            guard let meta = try JSONSerialization.jsonObject(with: metaBytes) as? [String: String] else {
                throw SyncError.damagedResponse("a media zip's _meta is not a list of names")
            }
            var written: [String: String] = [:]
            for entry in archive where entry.path != "_meta" {
                guard let name = meta[entry.path], names.contains(name), MediaName.problem(name) == nil else { continue }
                var bytes = Data()
                _ = try archive.extract(entry) { bytes.append($0) }
                let target = folder.appendingPathComponent(name)
                let partial = folder.appendingPathComponent(".partial-\(UUID().uuidString)")
                try bytes.write(to: partial)
                do {
                    try AtomicFileReplacement.replace(target.path, with: partial.path)
                } catch {
                    try? FileManager.default.removeItem(at: partial)
                    throw SyncError.localCollection("cannot write \(target.path): \(error)")
                }
                written[name] = SHA1.hex(Array(bytes))
            }
            return written
        } catch let error as SyncError {
            throw error
        } catch {
            throw .damagedResponse("a media zip could not be read: \(error)")
        }
    }

    /// A media answer's `data`, or its `err` as the server's error.
    static func result(_ body: Data, _ what: String) throws(SyncError) -> Any {
        let object = try SyncJSON.object(body, what)
        if let err = object["err"] as? String, !err.isEmpty { throw .serverError(status: 200, message: err) }
        guard let data = object["data"] else { throw .damagedResponse("\(what) gave no data") }
        return data
    }
}
