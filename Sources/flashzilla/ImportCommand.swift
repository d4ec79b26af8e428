import ArgumentParser
import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import Foundation

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import cards from Anki packages (.apkg, .colpkg), Anki's notes in plain text (.txt), Quizlet exports, CSV or TSV.",
        discussion: """
            An Anki package gives one deck per Anki deck (Languages::Spanish), its cards as Anki \
            shows them, and the media they show in HOME/media/<deck id>/. A text file becomes a \
            deck named after it (or after Anki's deck column); --deck puts everything in one \
            deck. Importing a file again adds nothing: changed cards are updated, the rest left \
            alone. A bad file stops the import before anything is written.
            """)

    @OptionGroup var common: CommonOptions
    @Argument(help: "The files to import.") var files: [String]
    @Option(help: "Put every card in this deck (created if there is none).") var deck: String?
    @Flag(help: "Show what would be imported; write nothing.") var dryRun = false
    @Flag(help: "Print the report as JSON.") var json = false
    @Flag(help: "Leave out an Anki package's review history (by default it goes into the review history, and schedules follow it).")
    var noHistory = false
    @Option(name: .customLong("field-sep"), help: ArgumentHelp("Between front and back (tab, comma, semicolon, or the text).", valueName: "s"))
    var fieldSep: String?
    @Option(name: .customLong("card-sep"), help: ArgumentHelp("Between cards (newline, semicolon, or the text).", valueName: "s"))
    var cardSep: String?

    func validate() throws {
        if let deck, deck.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--deck must not be empty") }
        if fieldSep == "" || cardSep == "" { throw ValidationError("--field-sep and --card-sep must not be empty") }
        if let fieldSep, let cardSep, fieldSep == cardSep { throw ValidationError("--field-sep and --card-sep must differ") }
    }

    func run() throws {
        // Every file is read before any deck is touched: a bad one leaves everything as it was.
        // Anki packages are unpacked (and their media checked) into temporary folders here.
        var parsed: [ParsedFile] = []
        var packages: [AnkiPackageImport] = []
        defer { for package in packages { package.cleanUp() } }
        for file in files {
            do {
                if AnkiPackageReader.handles(path: file) {
                    let package = try AnkiPackageReader.read(fileAt: file)
                    packages.append(package)
                    parsed.append(package.parsed)
                } else {
                    parsed.append(try TextImporter.parse(fileAt: file, fieldSeparator: fieldSep.flatMap(SeparatorName.bytes),
                                                         cardSeparator: cardSep.flatMap(SeparatorName.bytes)))
                }
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let app = try AppContext(common: common, setUp: dryRun ? .leftAsIs : .creatingEmpty)
        let now = app.now
        let target = deck?.trimmingCharacters(in: .whitespacesAndNewlines)
        // A dry run reads the decks without the summary cache, which would be written.
        let onDisk = dryRun ? app.store.loadAll(now: now) : nil
        let plan = try ImportPlan(files: parsed, deckName: target, now: now) { name in
            if let onDisk { return try Self.deck(named: name, byFileNameToo: target != nil, among: onDisk) }
            return try existingDeck(named: name, byFileNameToo: target != nil, in: app)
        }
        var written: [URL?] = plan.decks.map { $0.existing?.fileURL }
        let media = DeckMedia.plan(plan, packages: packages)
        let history = noHistory ? [] : ImportedHistory.answers(for: plan, deckName: target, packages: packages,
                                                               scheduler: FSRSScheduler(app.settingsStore.load().settings.scheduler))
        // The cards now live in the plan: what the files gave is let go before the writing
        // (a large package's text and history would otherwise be held twice).
        parsed.removeAll()
        for i in packages.indices { packages[i].dropCards() }
        // A dry run counts the media it would copy; a real one those it copied (not those already there).
        var mediaCopied = media.reduce(0) { $0 + $1.files.count }
        if !dryRun {
            (written, mediaCopied) = try ImportWriter.write(plan, media: media, history: history, to: app.store, home: app.home,
                                                            progressURL: app.progressURL, now: now)
        }
        ImportReportOutput(plan: plan, files: written, media: media.map(\.files.count), mediaCopied: mediaCopied, reviews: history.count,
                           reviewedCards: Set(history.map(\.cardID)).count, dryRun: dryRun, severalFiles: files.count > 1).print(json: json)
    }

    /// `existingDeck`, among decks already read.
    private static func deck(named name: String, byFileNameToo: Bool, among entries: [DeckEntry]) throws -> LoadedDeck? {
        let summaries = entries.map { entry in
            switch entry {
            case .loaded(let loaded): DeckSummary(loaded)
            case .broken(let url, let error): DeckSummary.broken(url, error)
            }
        }
        let found = byFileNameToo ? DeckStore.match(name, in: summaries)
            : summaries.first { !$0.isBroken && $0.name.caseInsensitiveCompare(name) == .orderedSame }
        guard let found, let entry = entries.first(where: { $0.fileURL == found.fileURL }) else { return nil }
        switch entry {
        case .loaded(let loaded): return loaded
        case .broken(_, let error): throw CommandFailure("\(error)")
        }
    }

    /// The deck an import adds to: one of that name; for `--deck`, also one whose file is so named.
    private func existingDeck(named name: String, byFileNameToo: Bool, in app: AppContext) throws -> LoadedDeck? {
        if byFileNameToo {
            switch app.store.find(name, now: app.now) {
            case .loaded(let loaded): return loaded
            case .broken(_, let error): throw CommandFailure("\(error)")
            case nil: return nil
            }
        }
        guard let summary = app.store.summaries(now: app.now).first(where: { !$0.isBroken && $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return nil
        }
        do {
            return try app.store.load(fileURL: summary.fileURL, now: app.now)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
