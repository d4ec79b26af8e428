import ArgumentParser
import CProcessMemory
import FlashzillaAnki
import FlashzillaProgress
import FlashzillaCore
import FlashzillaSync
import Foundation

/// One sync with the kept login, as `flashzilla sync` and the chooser's `y` both run it:
/// meta (following a moved collection), then a normal sync of the kept collection, or the
/// first sync (a download) into a home without decks or with `fullDownload`. Errors are
/// `CommandFailure`s that name the server, in one line.
struct SyncRunner {
    let app: AppContext
    /// The context the import writes through (`setUp` for a home whose `decks/` may be missing).
    let importContext: (HomeSetUp) throws -> AppContext
    /// Whether Ctrl-C stops the import that follows a sync where it leaves nothing
    /// half-written (the command; before the import it ends the process, nothing written but
    /// the login). Not in the app, whose run loop sees the signal once the sync is over.
    var stopsImportOnCtrlC = false

    enum Outcome {
        case normal(NormalSyncReport, imported: ImportReportOutput?, server: String, media: MediaOutcome)
        case fullDownload(ImportReportOutput, bytes: Int, server: String, media: MediaOutcome)
        case fullUpload(UploadReport, server: String, media: MediaOutcome)

        /// What the sync did, in one line.
        var summary: String {
            switch self {
            case .normal(let report, _, let server, let media):
                if report.wasInStep || (!report.receivedAnything && report.sentAnswers + report.sentCards + report.sentNotes + report.sentDeletions == 0) {
                    return "Synced with \(server): nothing new on either side" + media.text(separator: "; ")
                }
                return "Synced with \(server): received \(report.receivedAnswers) answers, \(report.receivedCards) cards, "
                    + "\(report.receivedNotes) notes, \(report.receivedDeletions) deletions; sent \(report.sentAnswers) answers, "
                    + "\(report.sentCards) cards, \(report.sentNotes) notes, \(report.sentDeletions) deletions" + media.text(separator: "; ")
            case .fullDownload(let report, _, let server, let media):
                let decks = report.cardCounts.count, cards = report.cardCounts.reduce(0, +)
                return "Downloaded the collection from \(server): \(decks) deck\(decks == 1 ? "" : "s"), \(cards) cards, "
                    + "\(report.reviews) answers of review history" + media.text(separator: "; ")
            case .fullUpload(let report, let server, let media):
                let saved = report.backup.map { "; the server's collection before it is in \($0.deletingLastPathComponent().path)" } ?? ""
                return "Uploaded this computer's decks to \(server): \(report.decks) deck\(report.decks == 1 ? "" : "s"), \(report.cards) cards, "
                    + "\(report.answers) answers of review history\(saved)" + media.text(separator: "; ")
            }
        }

        var media: MediaOutcome {
            switch self {
            case .normal(_, _, _, let media), .fullDownload(_, _, _, let media), .fullUpload(_, _, let media): media
            }
        }
    }

    /// Media sync's part: what came, or why it failed (the collection is synced all the
    /// same; the next sync tries the media again).
    enum MediaOutcome {
        case synced(MediaSyncReport)
        case failed(String)

        /// "; 2 media files" after the collection's line; "; media not synced: …" when it failed.
        func text(separator: String) -> String {
            switch self {
            case .synced(let report):
                var parts: [String] = []
                if report.downloaded > 0 { parts.append("\(report.downloaded) media file\(report.downloaded == 1 ? "" : "s") received") }
                if report.deleted > 0 { parts.append("\(report.deleted) deleted") }
                if report.uploaded > 0 { parts.append("\(report.uploaded) media file\(report.uploaded == 1 ? "" : "s") sent") }
                if !report.refused.isEmpty { parts.append("\(report.refused.count) refused (unsafe names)") }
                return parts.isEmpty ? "" : separator + parts.joined(separator: ", ")
            case .failed(let why):
                return separator + "media not synced: " + why
            }
        }
    }

    static let clientName = "flashzilla,\(Flashzilla.version),linux"

    /// Syncs with `login`'s server. `fullDownload`: replace this home's decks with the
    /// server's collection; `fullUpload`: the server's collection with this home's decks.
    /// `progress`: each step as it starts ("Sending 3 answers…").
    func run(login: SyncLogin, loginFile: SyncLoginFile, fullDownload: Bool, fullUpload: Bool = false,
             progress: (String) -> Void = { _ in }) throws -> Outcome {
        let serverURL = try Sync.serverURL(login.server)
        let address = serverURL.absoluteString
        do {
            progress("Connecting to \(address)…")
            let (client, meta) = try SyncClient(server: serverURL, hostKey: login.hostKey, clientName: Self.clientName).metaFollowingMove()
            if client.server != serverURL {
                // AnkiWeb moved the collection to another host: later syncs go there directly.
                try loginFile.save(SyncLogin(server: client.server.absoluteString, user: login.user, hostKey: login.hostKey))
            }
            let kept = Sync.keptCollection(home: app.home)
            // An empty server and decks here: Anki's client uploads without asking.
            let firstToEmptyServer = meta.isEmpty && !SyncedCollection.exists(at: kept) && !SyncReplacement.isEmpty(home: app.home)
            if fullUpload || (firstToEmptyServer && !fullDownload) {
                return try syncUpload(client: client, meta: meta, kept: kept, server: address, progress: progress)
            }
            if SyncedCollection.exists(at: kept), !fullDownload {
                return try syncNormally(client: client, meta: meta, kept: kept, server: address, progress: progress)
            }
            return try syncFirst(client: client, meta: meta, kept: kept, server: address, fullDownload: fullDownload, progress: progress)
        } catch let error as SyncError {
            throw CommandFailure("\(address): \(error)")
        }
    }

    /// When the collection was last synced (the kept collection's last-sync time), nil if never.
    static func lastSynced(home: URL) -> Date? {
        let kept = Sync.keptCollection(home: home)
        guard SyncedCollection.exists(at: kept), let collection = try? SyncedCollection(at: kept, newWithSchema: 0),
              let stamps = try? collection.stamps(), stamps.lastSync > 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(stamps.lastSync) / 1000)
    }

    /// A later sync: the kept collection brought in step with the server's (normal sync),
    /// then what came in taken into the decks and history as a re-import takes it.
    private func syncNormally(client: SyncClient, meta: SyncMeta, kept: URL, server: String, progress: (String) -> Void) throws -> Outcome {
        let collection = try SyncedCollection(at: kept, newWithSchema: meta.schemaModified)
        guard try collection.stamps().schemaModified == meta.schemaModified else {
            throw CommandFailure("\(server): the server's collection was replaced since the last sync (a full sync); "
                                 + "`flashzilla sync --full download` replaces this computer's decks with it (moved to \(app.home.path)/backups/ first), "
                                 + "`flashzilla sync --full upload` replaces it with this computer's decks (saved to \(app.home.path)/backups/ first)",
                                 needsFullSync: true)
        }
        try collection.indexMarkedCards()
        // Cards and decks made, edited or deleted here, then answers and marks, go into the
        // kept collection first, to be sent.
        // (Nothing to compare when no deck here changed since the last sync.)
        let decksUnchanged = try SyncedCardsAfterSync.decksUnchanged(kept: collection, home: app.home)
        let made = decksUnchanged ? SyncOutgoingNotes.Counts() : try SyncOutgoingNotes.write(into: collection, app: app)
        let usnBefore = try collection.stamps().usn
        let began = app.now
        var progressStore = try SyncProgress.open(app)
        // After `began`, before the read: answers recorded from here on have higher row ids.
        let readFrom = try progressStore?.lastReviewID()
        let answers = try SyncOutgoing.write(into: collection, progress: progressStore, app: app, settings: app.settingsStore.load().settings)
        SyncKillSwitch.reached("outgoing-written")
        progress(answers > 0 ? "Sending \(answers) answer\(answers == 1 ? "" : "s") to \(server)…" : "Syncing with \(server)…")
        // Marked before the kept collection can take what the server sends, and cleared
        // once that is in the decks: a sync killed between the two imports it the next time
        // (the kept collection is then in step, and the server would send nothing again).
        let pending = Self.importPendingMarker(home: app.home)
        let leftOver = FileManager.default.fileExists(atPath: pending.path)
        // The marker keeps the usn what is to be imported starts at: a sync killed before its
        // import has the next import from there (a marker without one: everything).
        let importFrom = leftOver ? Self.pendingUSN(in: pending).map { min($0, usnBefore) } : usnBefore
        if !leftOver { try Self.createDurably(pending, contents: String(usnBefore)) }
        // Where the cards the server sends were: a change set of answers alone is merged without the decks.
        // And the decks before the exchange, kept by it: what it renamed or deleted is done here after it.
        try collection.watchCardPlacements(keepingDecksBeforeAs: SyncIncomingDeckChanges.beforeKey)
        let report = try NormalSync.run(client: client, meta: meta, collection: collection) { SyncKillSwitch.reached("before-finish") }
        SyncKillSwitch.reached("kept-committed")
        // Before the import: what came for a deck renamed there lands in it by its new name.
        try SyncIncomingDeckChanges.applyRenames(kept: collection, app: app)
        // Before the import too: a card moved there to another deck is moved here, history and all, not copied.
        try SyncIncomingCardMoves.apply(kept: collection, app: app)
        let media = syncMedia(client: client, uploads: made.media, serverUSN: meta.mediaUSN, progress: progress)
        var imported: ImportReportOutput?
        // The answers this sync recorded itself: none, or those of the answers-alone merge
        // (nil: the package import, which may put another progress file in place).
        var importedAnswers: Int? = 0
        // Answers merged through `progressStore` itself: its file is still the one open.
        var importedThroughStore = false
        // New files alone are taken in too: their cards may have come before them.
        var fetched: [String] = []
        if case .synced(let report) = media { fetched = report.downloadedNames }
        // Where the cards the server sent were (the watch's triggers note any card written from here on too).
        let placements = try collection.placementsBefore()
        if report.receivedAnything || !fetched.isEmpty || leftOver {
            progress("Taking in what \(server) sent…")
            // The package carries the files just fetched and those of the notes that came; after
            // a sync killed before its import, all (what came then is not known).
            let mediaNames = leftOver ? nil : Set(fetched).union(try collection.mediaNames(ofNotesFromUSN: usnBefore))
            // Only the notes that changed since (with their cards and logs): the import merges
            // them into the decks without reading the rest of the collection again.
            let changed = kept.deletingLastPathComponent().appendingPathComponent("changed.anki2")
            defer { try? FileManager.default.removeItem(at: changed) }
            do {
                if let importFrom { try collection.writeChanged(fromUSN: importFrom, to: changed) }
                // Answers alone (nothing else here is new, no file came): merged without the decks.
                if !leftOver, fetched.isEmpty, let importFrom {
                    imported = try importAnswersOnly(changeSetAt: changed, fromUSN: importFrom, placements: placements,
                                                     kept: collection, progress: progressStore)
                    importedThroughStore = imported != nil && progressStore != nil
                    importedAnswers = imported?.reviews
                }
                if imported == nil {
                    importedAnswers = nil
                    imported = try install(collectionAt: importFrom == nil ? kept : changed, replacing: false, mediaNames: mediaNames)
                }
            } catch let error as CommandFailure {
                throw CommandFailure("\(server): what the server sent was not imported: \(error)")
            }
        }
        SyncKillSwitch.reached("imported")
        // An import may have made the progress file or put another in its place.
        if (imported != nil && !importedThroughStore) || progressStore == nil { progressStore = try SyncProgress.open(app) }
        _ = try SyncIncomingMarks.apply(from: collection, progress: progressStore, app: app)
        try SyncIncomingDeckOptions.apply(from: collection, changedFromUSN: usnBefore, app: app)
        // Nothing made here, no card came or went there (cards that came were all here already), the
        // last sync ended: the collection's cards are as it listed them.
        let cardsAsListed = decksUnchanged && !leftOver && report.receivedDeletions == 0
            && (report.receivedCards == 0 || SyncedCollection.noCardCame(placements))
        try SyncedCardsAfterSync.apply(kept: collection, app: app, cardsAsListed: cardsAsListed)
        try SyncIncomingDeckChanges.applyDeletions(kept: collection, app: app)
        // Files not sent are found again by reading the decks: the next sync does.
        if case .failed = media { try collection.setSyncState([SyncedCardsAfterSync.folderKey: nil]) }
        try SyncReadMark.write(into: collection, began: began, progress: progressStore, readFrom: readFrom, imported: importedAnswers,
                               alongWith: SyncIncomingDeckChanges.finished)
        try? FileManager.default.removeItem(at: pending)
        return .normal(report, imported: imported, server: server, media: media)
    }

    /// The first sync (or a full download): the kept collection made anew from everything
    /// the server has, then imported into an empty home, or into one whose decks and
    /// history are moved to a backup first.
    private func syncFirst(client: SyncClient, meta: SyncMeta, kept: URL, server: String, fullDownload: Bool,
                           progress: (String) -> Void) throws -> Outcome {
        guard !meta.isEmpty else {
            throw CommandFailure("\(server): the server's collection has no cards; nothing to download")
        }
        let empty = SyncReplacement.isEmpty(home: app.home)
        guard empty || fullDownload else {
            throw CommandFailure("\(server): \(app.home.path) has decks and the server has a collection of its own: "
                                 + "`flashzilla sync --full download` replaces the decks here with it (moved to \(app.home.path)/backups/ first), "
                                 + "`flashzilla sync --full upload` replaces it with the decks here (saved to \(app.home.path)/backups/ first)",
                                 needsFullSync: true)
        }
        progress("Downloading the collection from \(server)…")
        // The import's threads (reading, rendering, the history, the decks' writing) in one
        // arena: each in its own held memory freed by the others at the process's peak.
        // (For the rest of the process: glibc fixes its arena limit once it is reached.)
        fz_heap_share_arenas()
        // Anything kept from before belongs to the collection being replaced.
        try? FileManager.default.removeItem(at: kept.deletingLastPathComponent())
        let report: ImportReportOutput
        let media: MediaOutcome
        let began = app.now
        do {
            // Made before the kept collection appears, removed once it is in the decks: a first
            // sync killed between the two has the next (a normal one) import all of it.
            let pending = Self.importPendingMarker(home: app.home)
            try FileManager.default.createDirectory(at: pending.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.createDurably(pending, contents: "")
            let (collection, _) = try KeptCollectionDownload.run(client: client, meta: meta, keptAt: kept) {
                SyncKillSwitch.reached("first-downloaded")
            }
            SyncKillSwitch.reached("first-kept")
            media = syncMedia(client: client, uploads: [:], progress: progress)
            progress("Taking in the collection from \(server)…")
            let planned = try SyncFirstDecks(kept: collection, app: app)
            do {
                report = try installDownloaded(collectionAt: kept, replacing: !empty, beforeWriting: planned.take)
            } catch let error as CommandFailure {
                throw CommandFailure("\(server): the downloaded collection was not imported: \(error)")
            }
            try SyncFirstAfterImport.apply(kept: collection, planned: planned, imported: report, app: app)
            try SyncReadMark.write(into: collection, began: began, app: app)
            try? FileManager.default.removeItem(at: pending)
        } catch {
            // Not in step with the decks here: the next sync starts over.
            try? FileManager.default.removeItem(at: kept.deletingLastPathComponent())
            throw error
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: kept.path)[.size] as? NSNumber)?.intValue ?? 0
        return .fullDownload(report, bytes: bytes, server: server, media: media)
    }

    /// Present while what a normal sync took into the kept collection may not be in the decks.
    static func importPendingMarker(home: URL) -> URL {
        Sync.keptCollection(home: home).deletingLastPathComponent().appendingPathComponent("import-pending")
    }

    /// A file at `url` holding `contents`, flushed with its folder's entry (it must outlast a crash).
    private static func createDurably(_ url: URL, contents: String) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CommandFailure("cannot write \(url.path): \(String(cString: strerror(errno)))") }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, synced else { throw CommandFailure("cannot write \(url.path): \(String(cString: strerror(errno)))") }
        AtomicFileReplacement.flushFolder(of: url.path)
    }

    /// The usn a pending import starts at, as the marker keeps it; nil when it keeps none
    /// (made by an earlier version, or cut short): then everything is imported.
    static func pendingUSN(in marker: URL) -> Int? {
        (try? String(contentsOf: marker, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Where media sync keeps the collection's files, and its state.
    static func keptMedia(home: URL) -> (folder: URL, state: URL) {
        let sync = Sync.keptCollection(home: home).deletingLastPathComponent()
        return (sync.appendingPathComponent("media", isDirectory: true), sync.appendingPathComponent("media.json"))
    }

    /// The server's media brought here (`MediaSync`); a failure is said, not thrown: the
    /// collection is in step by now.
    /// `serverUSN`: the server's media usn as `meta` gave it (nothing asked when it is ours and nothing goes up).
    func syncMedia(client: SyncClient, uploads: [String: URL], serverUSN: Int? = nil, progress: (String) -> Void) -> MediaOutcome {
        progress("Syncing pictures and sounds…")
        let kept = Self.keptMedia(home: app.home)
        do {
            return .synced(try MediaSync.run(client: client, folder: kept.folder, stateFile: kept.state, uploads: uploads, serverUSN: serverUSN))
        } catch {
            return .failed("\(error)")
        }
    }

    /// The change set merged by `SyncAnswersImport` when it is answers only; nil otherwise
    /// (then the package import takes it). `FLASHZILLA_TEST_SYNC_IMPORT` (tests): `package`
    /// always leaves it to the package import, `answers` makes a change set that is not
    /// answers only an error naming why.
    private func importAnswersOnly(changeSetAt changed: URL, fromUSN usn: Int,
                                   placements: (cards: [Int64: SyncedCollection.CardPlacement?], decks: String?),
                                   kept: SyncedCollection, progress: ProgressStore?) throws -> ImportReportOutput? {
        let route = ProcessInfo.processInfo.environment["FLASHZILLA_TEST_SYNC_IMPORT"]
        if route == "package" { return nil }
        if let why = try SyncedCollection.notAnswersOnly(changeSetAt: changed, fromUSN: usn, before: placements) {
            if route == "answers" { throw CommandFailure("not answers only: \(why)") }
            return nil
        }
        let interruption = stopsImportOnCtrlC ? ImportInterruption() : nil
        do {
            let report = try SyncAnswersImport.run(changeSetAt: changed, kept: kept, app: importContext(.leftAsIs), progress: progress) {
                try interruption?.stopIfAsked()
            }
            if report == nil, route == "answers" { throw CommandFailure("not answers only: a deck is not here") }
            return report
        } catch {
            if interruption?.happened == true {
                Console.error("interrupted; nothing imported")
                throw ExitCode(130)
            }
            throw error
        }
    }

    /// The kept collection imported as an Anki package; a home with decks replaced has them
    /// moved to a backup first, and back if the import fails.
    /// `mediaNames`: the kept media files the package carries; nil: all of them.
    private func install(collectionAt kept: URL, replacing: Bool, mediaNames: Set<String>? = nil) throws -> ImportReportOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-sync-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("collection.apkg")
        try SyncedCollection.writePackage(collectionAt: kept, mediaFolder: Self.keptMedia(home: app.home).folder, names: mediaNames, to: package)
        return try importReplacing(file: package, options: ImportJob.Options(), replacing: replacing)
    }
}
