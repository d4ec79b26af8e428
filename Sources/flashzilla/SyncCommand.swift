import ArgumentParser
import FlashzillaCore
import FlashzillaSync
import Foundation

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync with an Anki sync server (AnkiWeb or self-hosted): what changed there comes here.",
        discussion: """
            The first sync logs in: it asks for the password (one line of standard input when \
            that is not a terminal) and keeps only the key the server gives, in \
            HOME/sync-login.json (mode 0600); later syncs use it, --logout forgets it. Into a \
            home without decks the server's collection comes down whole: its decks, cards and \
            review history, kept also as HOME/sync/collection.anki2. Later syncs are normal \
            (incremental) syncs: answers, cards, notes and deletions made elsewhere arrive and \
            are taken into the decks and history, with suspensions, burials and flags; answers \
            given here and cards suspended, buried or flagged here go to the server. A home with decks and nothing synced before \
            is replaced only with --full download, after moving them to HOME/backups/ (the last \
            10 kept). Cards added, edited or deleted here are not sent yet (docs/sync.md).
            """)

    enum FullSync: String, ExpressibleByArgument, CaseIterable {
        case download, upload
        /// Help lists what works; `upload` is still parsed, to say it is not done yet.
        static var allValueStrings: [String] { ["download"] }
    }

    @OptionGroup var common: CommonOptions
    @Option(help: ArgumentHelp("The sync server (default: the one logged in to, else AnkiWeb).", valueName: "url"))
    var server: String?
    @Option(help: ArgumentHelp("The user to log in as (the first time, or to change user).", valueName: "name"))
    var user: String?
    @Flag(help: "Forget the kept login.") var logout = false
    @Flag(help: "Print what happened as JSON.") var json = false
    @Option(help: ArgumentHelp("Replace this home's decks with the server's collection (download).", valueName: "download"))
    var full: FullSync?

    func validate() throws {
        if let server, URL(string: server)?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true {
            throw ValidationError("--server must be an http:// or https:// address")
        }
        if full == .upload { throw ValidationError("--full upload is not done yet; only --full download is") }
        if logout && (full != nil || user != nil) { throw ValidationError("--logout takes no --full or --user") }
    }

    func run() throws {
        let app = try AppContext(common: common, setUp: .leftAsIs)
        let loginFile = SyncLoginFile(home: app.home)
        if logout {
            let kept = try? loginFile.read()
            let removed = try loginFile.remove()
            Console.line(removed ? "Logged out\(kept.map { " of \($0.server)" } ?? "")" : "Not logged in")
            return
        }
        let kept = try loginFile.read()
        let serverURL = try Self.serverURL(server ?? kept?.server)
        let address = serverURL.absoluteString
        func failure(_ error: SyncError) -> CommandFailure { CommandFailure("\(address): \(error)") }
        let clientName = "flashzilla,\(Flashzilla.version),linux"
        do {
            let login = try loggedIn(kept: kept, server: address, file: loginFile, clientName: clientName)
            let (client, meta) = try SyncClient(server: serverURL, hostKey: login.hostKey, clientName: clientName).metaFollowingMove()
            if client.server != serverURL {
                // AnkiWeb moved the collection to another host: later syncs go there directly.
                try loginFile.save(SyncLogin(server: client.server.absoluteString, user: login.user, hostKey: login.hostKey))
            }
            let keptCollection = Self.keptCollection(home: app.home)
            if SyncedCollection.exists(at: keptCollection), full == nil {
                try syncNormally(client: client, meta: meta, kept: keptCollection, into: app, server: address)
            } else {
                try syncFirst(client: client, meta: meta, kept: keptCollection, into: app, server: address)
            }
        } catch let error as SyncError {
            throw failure(error)
        }
    }

    /// Where the collection as last synced is kept (`SyncedCollection`).
    static func keptCollection(home: URL) -> URL {
        home.appendingPathComponent("sync", isDirectory: true).appendingPathComponent("collection.anki2")
    }

    /// A later sync: the kept collection brought in step with the server's (normal sync),
    /// then what came in taken into the decks and history as a re-import takes it.
    private func syncNormally(client: SyncClient, meta: SyncMeta, kept: URL, into app: AppContext, server: String) throws {
        let collection = try SyncedCollection(at: kept, newWithSchema: meta.schemaModified)
        guard try collection.stamps().schemaModified == meta.schemaModified else {
            throw CommandFailure("\(server): the server's collection was replaced since the last sync (a full sync); "
                                 + "`flashzilla sync --full download` replaces this computer's decks with it (moved to \(app.home.path)/backups/ first)")
        }
        // Answers given here go into the kept collection first, to be sent.
        _ = try SyncOutgoing.write(into: collection, app: app, settings: app.settingsStore.load().settings)
        let report = try NormalSync.run(client: client, meta: meta, collection: collection)
        var imported: ImportReportOutput?
        if report.receivedAnything {
            do {
                imported = try install(collectionAt: kept, into: app, replacing: false)
            } catch let error as CommandFailure {
                throw CommandFailure("\(server): what the server sent was not imported: \(error)")
            }
        }
        _ = try SyncIncomingMarks.apply(from: collection, app: app)
        outputNormal(report, imported: imported, server: server)
    }

    /// The first sync (or `--full download`): the kept collection made anew from everything
    /// the server has, then imported into an empty home, or into one whose decks and
    /// history are moved to a backup first.
    private func syncFirst(client: SyncClient, meta: SyncMeta, kept: URL, into app: AppContext, server: String) throws {
        guard !meta.isEmpty else {
            throw CommandFailure("\(server): the server's collection has no cards; nothing to download (uploading is not done yet)")
        }
        let empty = SyncReplacement.isEmpty(home: app.home)
        guard empty || full == .download else {
            throw CommandFailure("\(server): \(app.home.path) has decks already, and only a full download is done yet: "
                                 + "`flashzilla sync --full download` replaces them (moved to \(app.home.path)/backups/ first)")
        }
        // Anything kept from before belongs to the collection being replaced.
        try? FileManager.default.removeItem(at: kept.deletingLastPathComponent())
        let report: ImportReportOutput
        do {
            let collection = try SyncedCollection(at: kept, newWithSchema: meta.schemaModified)
            _ = try NormalSync.run(client: client, meta: meta, collection: collection)
            do {
                report = try install(collectionAt: kept, into: app, replacing: !empty)
            } catch let error as CommandFailure {
                throw CommandFailure("\(server): the downloaded collection was not imported: \(error)")
            }
        } catch {
            // Not in step with the decks here: the next sync starts over.
            try? FileManager.default.removeItem(at: kept.deletingLastPathComponent())
            throw error
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: kept.path)[.size] as? NSNumber)?.intValue ?? 0
        output(report, server: server, bytes: bytes)
    }

    /// The kept login for `server`, or a new one (asking for the password) when there is
    /// none, it is for another server, or `--user` names another user.
    private func loggedIn(kept: SyncLogin?, server: String, file: SyncLoginFile, clientName: String) throws -> SyncLogin {
        if let kept, kept.server == server, user == nil || user == kept.user { return kept }
        guard let name = user else {
            throw CommandFailure("\(server): not logged in; give --user NAME (the password is asked for)")
        }
        let password: String
        do {
            password = try PasswordPrompt.read(prompt: "Password for \(name) at \(server): ")
        } catch {
            throw CommandFailure("\(server): \(error)")
        }
        let key = try SyncClient(server: URL(string: server)!, clientName: clientName).login(user: name, password: password)
        let login = SyncLogin(server: server, user: name, hostKey: key)
        try file.save(login)
        return login
    }

    /// The kept collection imported as an Anki package; a home with decks replaced has them
    /// moved to a backup first, and back if the import fails.
    private func install(collectionAt kept: URL, into app: AppContext, replacing: Bool) throws -> ImportReportOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-sync-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("collection.apkg")
        try SyncedCollection.writePackage(collectionAt: kept, to: package)
        var replacement = SyncReplacement(home: app.home)
        if replacing { try replacement.moveAside(now: app.now) }
        // From here Ctrl-C stops the import where it leaves nothing half-written (before, it
        // simply ends the process: nothing has been written but the login).
        let interruption = ImportInterruption()
        do {
            let report = try ImportJob.run(files: [package.path], options: ImportJob.Options(), stopIfAsked: interruption.stopIfAsked,
                                           home: AppContext(common: common, setUp: .leftAsIs)) {
                try AppContext(common: common, setUp: .creatingEmpty)
            }
            replacement.pruneOldBackups()
            return report
        } catch {
            replacement.putBack()
            if interruption.happened {
                Console.error("interrupted; nothing downloaded")
                throw ExitCode(130)
            }
            throw error
        }
    }

    private func outputNormal(_ report: NormalSyncReport, imported: ImportReportOutput?, server: String) {
        if json {
            Console.json(.object([
                "server": .string(server), "kind": .string(report.wasInStep ? "none" : "normal"),
                "received": .object([
                    "answers": .number(String(report.receivedAnswers)), "cards": .number(String(report.receivedCards)),
                    "notes": .number(String(report.receivedNotes)), "other": .number(String(report.receivedOther)),
                    "deletions": .number(String(report.receivedDeletions)),
                ]),
                "sent": .object(["answers": .number(String(report.sentAnswers)), "cards": .number(String(report.sentCards)),
                                 "notes": .number(String(report.sentNotes))]),
            ]))
            return
        }
        for line in imported?.lines ?? [] { Console.line(line) }
        if report.wasInStep || (!report.receivedAnything && report.sentAnswers + report.sentCards == 0) {
            Console.line("Synced with \(server): nothing new on either side")
        } else {
            Console.line("Synced with \(server): received \(report.receivedAnswers) answers, \(report.receivedCards) cards, "
                         + "\(report.receivedNotes) notes, \(report.receivedDeletions) deletions; sent \(report.sentAnswers) answers, "
                         + "\(report.sentCards) cards")
        }
    }

    private func output(_ report: ImportReportOutput, server: String, bytes: Int) {
        let cards = report.cardCounts.reduce(0, +)
        if json {
            Console.json(.object([
                "server": .string(server), "kind": .string("fullDownload"), "bytes": .number(String(bytes)),
                "decks": .number(String(report.cardCounts.count)), "cards": .number(String(cards)),
                "answers": .number(String(report.reviews)),
            ]))
            return
        }
        for line in report.lines { Console.line(line) }
        Console.line("Downloaded the collection from \(server): \(report.cardCounts.count) deck\(report.cardCounts.count == 1 ? "" : "s"), \(cards) cards, \(report.reviews) answers of review history")
    }

    static func serverURL(_ text: String?) throws -> URL {
        guard let text else { return SyncClient.ankiWeb }
        guard let url = URL(string: text.hasSuffix("/") ? text : text + "/") else { throw CommandFailure("\(text) is not a server address") }
        return url
    }
}
