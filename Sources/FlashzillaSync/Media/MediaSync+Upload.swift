import FlashzillaAnki
import Foundation
import ZIPFoundation

/// Media made here going up, as Anki's client sends its own (rslib `send_changes`): up to 25
/// files to a zip, entries by number and `_meta` the list of `[name, entry]`; the server
/// answers how many it took and its media usn, which becomes ours when it moved by exactly
/// those (no one else's change slipped in between, which the next sync then fetches).
extension MediaSync {
    static func upload(_ files: [String: URL], client: SyncClient, folder: URL, state: inout MediaSyncState,
                       stateFile: URL) throws(SyncError) -> Int {
        var uploaded = 0
        var rest = files.keys.sorted()[...]
        while !rest.isEmpty {
            let names = Array(rest.prefix(filesPerZip))
            var batch: [(name: String, bytes: Data)] = []
            for name in names {
                guard let file = files[name], let bytes = FileManager.default.contents(atPath: file.path), !bytes.isEmpty else { continue }
                batch.append((name, bytes))
            }
            rest = rest.dropFirst(names.count)
            guard !batch.isEmpty else { continue }
            let answer = try result(client.send(.uploadChanges, body: try zip(batch)), "uploadChanges")
            let (processed, usn) = try processedAndUSN(answer)
            for (name, bytes) in batch.prefix(processed) {
                // Kept beside the server's files, so the next sync knows it has it.
                let target = folder.appendingPathComponent(name)
                if !FileManager.default.fileExists(atPath: target.path) { try? bytes.write(to: target, options: .atomic) }
                state.files[name] = SHA1.hex(Array(bytes))
            }
            if state.usn + processed == usn { state.usn = usn }
            try state.write(to: stateFile)
            uploaded += processed
            guard processed == batch.count else { throw .damagedResponse("uploadChanges took \(processed) of \(batch.count) files") }
        }
        return uploaded
    }

    /// `uploadChanges`' body: the files stored, numbered, with `_meta`.
    static func zip(_ batch: [(name: String, bytes: Data)]) throws(SyncError) -> Data {
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            var meta: [[Any]] = []
            for (index, file) in batch.enumerated() {
                let entry = String(index), bytes = file.bytes
                try archive.addEntry(with: entry, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .none) { position, size in
                    bytes.subdata(in: Int(position)..<Int(position) + size)
                }
                meta.append([file.name, entry])
            }
            let list = try JSONSerialization.data(withJSONObject: meta)
            try archive.addEntry(with: "_meta", type: .file, uncompressedSize: Int64(list.count), compressionMethod: .none) { position, size in
                list.subdata(in: Int(position)..<Int(position) + size)
            }
            guard let data = archive.data else { throw SyncError.localCollection("the media zip could not be made") }
            return data
        } catch let error as SyncError {
            throw error
        } catch {
            throw .localCollection("the media zip could not be made: \(error)")
        }
    }

    /// The answer's `[processed, usn]` (or an object of the two).
    static func processedAndUSN(_ answer: Any) throws(SyncError) -> (Int, Int) {
        if let pair = answer as? [Any], pair.count == 2, let processed = SyncJSON.integer(pair[0]), let usn = SyncJSON.integer(pair[1]) {
            return (Int(processed), Int(usn))
        }
        if let object = answer as? [String: Any], let processed = SyncJSON.integer(object["processed"]),
           let usn = SyncJSON.integer(object["current_usn"] ?? object["currentUsn"]) {
            return (Int(processed), Int(usn))
        }
        throw .damagedResponse("uploadChanges gave no count and usn")
    }
}
