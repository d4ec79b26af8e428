import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// The full upload: the server's collection replaced by this home's decks, their schedules,
/// answers, suspensions, flags and media (`flashzilla sync --full upload`, and the first sync
/// of a home with decks to an empty server, as Anki's client uploads then without asking).
/// The server's collection is first downloaded into `HOME/backups/` (the last 10 kept);
/// after the upload the same file is the kept collection, so the next sync is a normal one.
extension SyncRunner {
    /// What a full upload sent.
    struct UploadReport {
        var decks: Int
        var cards: Int
        var answers: Int
        var bytes: Int
        /// Where the server's collection was saved first (nil: the server had none).
        var backup: URL?
    }

    func syncUpload(client: SyncClient, meta: SyncMeta, kept: URL, server: String, progress: (String) -> Void) throws -> Outcome {
        let began = app.now
        let parts = try uploadParts()
        guard !parts.isEmpty, parts.contains(where: { !$0.deck.cards.isEmpty }) else {
            throw CommandFailure("\(server): \(app.home.path) has no cards to upload")
        }
        let backup = meta.isEmpty ? nil : try backUpServerCollection(client: client, server: server, progress: progress)
        progress("Writing this computer's decks as an Anki collection…")
        let folder = kept.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let written = folder.appendingPathComponent(".upload-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: written) }
        let media: [String: URL]
        do {
            media = try ApkgExporter.writeCollectionFile(parts, to: written.path, now: app.now)
        } catch {
            throw CommandFailure("\(written.path): cannot be written: \(error)")
        }
        try CollectionUpload.prepare(at: written, now: app.now)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: written.path)[.size] as? NSNumber)?.intValue ?? 0
        progress("Sending the collection to \(server)…")
        try CollectionUpload.send(written, with: client)
        // The server now holds this file: it is the kept collection from here on.
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: kept.path + suffix) }
        try FileManager.default.moveItem(at: written, to: kept)
        AtomicFileReplacement.flushFolder(of: kept.path)
        try? FileManager.default.removeItem(at: Self.importPendingMarker(home: app.home))
        let collection = try SyncedCollection(at: kept, newWithSchema: 0)
        try SyncedCardsAfterSync.apply(kept: collection, app: app)
        try SyncReadMark.write(into: collection, began: began, app: app)
        let outcome = syncMedia(client: client, uploads: media, progress: progress)
        // Files not sent are found again by reading the decks: the next sync does.
        if case .failed = outcome { try collection.setSyncState([SyncedCardsAfterSync.folderKey: nil]) }
        let answers = parts.reduce(0) { $0 + ($1.scheduling?.answers.values.reduce(0) { $0 + $1.count } ?? 0) }
        let report = UploadReport(decks: parts.count, cards: parts.reduce(0) { $0 + $1.deck.cards.count }, answers: answers,
                                  bytes: bytes, backup: backup)
        return .fullUpload(report, server: server, media: outcome)
    }

    /// Every deck of the home with its schedule and answers. A deck file that cannot be
    /// read stops the upload: its cards would be gone from the server.
    private func uploadParts() throws -> [ApkgExporter.Part] {
        try app.store.loadAll(now: app.now).map { entry in
            switch entry {
            case .broken(let url, let error):
                throw CommandFailure("\(url.path): \(error); nothing was uploaded (mend or remove the file first)")
            case .loaded(let loaded):
                let study = try ExportScheduling.read(deck: loaded.deck, app: app, withScheduling: true)
                return ApkgExporter.Part(deck: loaded.deck, mediaFolder: MediaInstaller(home: app.home).folder(for: loaded.deck.id),
                                         marks: study.marks, scheduling: study.scheduling)
            }
        }
    }

    /// The server's collection as it is, into `HOME/backups/sync-<time>-server/collection.anki2`.
    private func backUpServerCollection(client: SyncClient, server: String, progress: (String) -> Void) throws -> URL {
        progress("Saving the server's collection in \(app.home.path)/backups/…")
        let data = try client.download()
        let folder = app.home.appendingPathComponent("backups", isDirectory: true)
            .appendingPathComponent("sync-\(SyncReplacement.stamp(app.now))-server", isDirectory: true)
        let file = folder.appendingPathComponent("collection.anki2")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            throw CommandFailure("cannot save the server's collection in \(folder.path): \((error as NSError).localizedDescription); nothing was uploaded")
        }
        SyncReplacement(home: app.home).pruneOldBackups()
        return file
    }
}
