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
            (incremental) syncs both ways: answers, cards added, edited and deleted, decks, \
            suspensions, burials, flags, pictures and sounds (the cards of reversed, cloze and \
            typed entries made here are not sent yet; docs/sync.md). A home with decks and \
            nothing synced before goes up whole to an empty server; when both have a \
            collection, --full download replaces this home's decks (moved to HOME/backups/ \
            first) and --full upload replaces the server's collection (saved to HOME/backups/ \
            first); the last 10 backups are kept.
            """)

    enum FullSync: String, ExpressibleByArgument, CaseIterable {
        case download, upload
    }

    @OptionGroup var common: CommonOptions
    @Option(help: ArgumentHelp("The sync server (default: the one logged in to, else AnkiWeb).", valueName: "url"))
    var server: String?
    @Option(help: ArgumentHelp("The user to log in as (the first time, or to change user).", valueName: "name"))
    var user: String?
    @Flag(help: "Forget the kept login.") var logout = false
    @Flag(help: "Print what happened as JSON.") var json = false
    @Option(help: ArgumentHelp("Replace this home's decks with the server's collection (download), or the server's collection with this home's decks (upload).",
                               valueName: "download|upload"))
    var full: FullSync?

    func validate() throws {
        if let server, URL(string: server)?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true {
            throw ValidationError("--server must be an http:// or https:// address")
        }
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
        let login: SyncLogin
        do {
            login = try loggedIn(kept: kept, server: address, file: loginFile, clientName: SyncRunner.clientName)
        } catch let error as SyncError {
            throw CommandFailure("\(address): \(error)")
        }
        let runner = SyncRunner(app: app, importContext: { try AppContext(common: common, setUp: $0) }, stopsImportOnCtrlC: true)
        output(try runner.run(login: login, loginFile: loginFile, fullDownload: full == .download, fullUpload: full == .upload))
    }

    /// Where the collection as last synced is kept (`SyncedCollection`).
    static func keptCollection(home: URL) -> URL {
        home.appendingPathComponent("sync", isDirectory: true).appendingPathComponent("collection.anki2")
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

    private func output(_ outcome: SyncRunner.Outcome) {
        if json {
            Console.json(Self.document(outcome))
            return
        }
        switch outcome {
        case .normal(_, let imported, _, _): for line in imported?.lines ?? [] { Console.line(line) }
        case .fullDownload(let report, _, _, _): for line in report.lines { Console.line(line) }
        case .fullUpload: break
        }
        Console.line(outcome.summary)
        if case .failed = outcome.media { Console.error("the pictures and sounds were not synced; the next sync tries again") }
    }

    /// `--json`: the kind of sync, counts received and sent, and media's part.
    static func document(_ outcome: SyncRunner.Outcome) -> JSONValue {
        let media: JSONValue = switch outcome.media {
        case .synced(let report): .object(["received": .number(String(report.downloaded)), "deleted": .number(String(report.deleted)), "sent": .number(String(report.uploaded)),
                                           "refused": .array(report.refused.map { .string($0) })])
        case .failed(let why): .object(["error": .string(why)])
        }
        switch outcome {
        case .normal(let report, _, let server, _):
            return .object([
                "server": .string(server), "kind": .string(report.wasInStep ? "none" : "normal"),
                "received": .object([
                    "answers": .number(String(report.receivedAnswers)), "cards": .number(String(report.receivedCards)),
                    "notes": .number(String(report.receivedNotes)), "other": .number(String(report.receivedOther)),
                    "deletions": .number(String(report.receivedDeletions)),
                ]),
                "sent": .object(["answers": .number(String(report.sentAnswers)), "cards": .number(String(report.sentCards)),
                                 "notes": .number(String(report.sentNotes)), "deletions": .number(String(report.sentDeletions))]),
                "media": media,
            ])
        case .fullDownload(let report, let bytes, let server, _):
            return .object([
                "server": .string(server), "kind": .string("fullDownload"), "bytes": .number(String(bytes)),
                "decks": .number(String(report.cardCounts.count)), "cards": .number(String(report.cardCounts.reduce(0, +))),
                "answers": .number(String(report.reviews)), "media": media,
            ])
        case .fullUpload(let report, let server, _):
            return .object([
                "server": .string(server), "kind": .string("fullUpload"), "bytes": .number(String(report.bytes)),
                "decks": .number(String(report.decks)), "cards": .number(String(report.cards)), "answers": .number(String(report.answers)),
                "backup": report.backup.map { .string($0.path) } ?? .null, "media": media,
            ])
        }
    }

    static func serverURL(_ text: String?) throws -> URL {
        guard let text else { return SyncClient.ankiWeb }
        guard let url = URL(string: text.hasSuffix("/") ? text : text + "/") else { throw CommandFailure("\(text) is not a server address") }
        return url
    }
}
