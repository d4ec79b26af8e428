import ArgumentParser
import FlashzillaCore
import FlashzillaSync
import Foundation

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sync with an Anki sync server (AnkiWeb or self-hosted): for now, download its whole collection.",
        discussion: """
            The first sync logs in: it asks for the password (one line of standard input when \
            that is not a terminal) and keeps only the key the server gives, in \
            HOME/sync-login.json (mode 0600); later syncs use it, --logout forgets it. Into a \
            home without decks the server's collection is downloaded as it is: its decks, cards \
            and review history. A home with decks is replaced only with --full download, after \
            moving them to HOME/backups/ (the last 10 kept). Syncing both ways and uploading are \
            not done yet (docs/sync.md).
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
            let client = SyncClient(server: serverURL, hostKey: login.hostKey, clientName: clientName)
            let meta = try client.meta()
            guard !meta.isEmpty else {
                throw CommandFailure("\(address): the server's collection has no cards; nothing to download (uploading is not done yet)")
            }
            let empty = SyncReplacement.isEmpty(home: app.home)
            guard empty || full == .download else {
                throw CommandFailure("\(address): \(app.home.path) has decks already, and only a full download is done yet: "
                                     + "`flashzilla sync --full download` replaces them (moved to \(app.home.path)/backups/ first)")
            }
            let bytes = try client.download()
            let report: ImportReportOutput
            do {
                report = try install(bytes, into: app, replacing: !empty)
            } catch let error as CommandFailure {
                throw CommandFailure("\(address): the downloaded collection was not imported: \(error)")
            }
            output(report, server: address, bytes: bytes.count)
        } catch let error as SyncError {
            throw failure(error)
        }
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

    /// The download imported as an Anki package; a home with decks has them moved to a
    /// backup first, and back if the import fails.
    private func install(_ bytes: Data, into app: AppContext, replacing: Bool) throws -> ImportReportOutput {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-sync-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = scratch.appendingPathComponent("collection.apkg")
        try DownloadedCollection.writePackage(bytes, to: package)
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
