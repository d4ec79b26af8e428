import CProcessMemory
import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation

/// One import, for `flashzilla import` and the app's import screen alike: every file read
/// (packages unpacked and checked) before any deck is touched, then planned against the
/// decks there are, then written — all its decks or none — or, in a dry run, only told.
enum ImportJob {
    struct Options {
        /// Every card into this deck (`--deck`); nil: a deck per file or per Anki deck.
        var deckName: String?
        var fieldSeparator: [UInt8]?
        var cardSeparator: [UInt8]?
        /// Whether a table's first row is a header (`--header`, `--no-header`); by default guessed from its words.
        var header: HeaderRow = .detect
        /// An Anki package's review history into the progress file.
        var history = true
        var dryRun = false
        /// Sees the plan just before it is written (not in a dry run): a first sync sets the
        /// options that came with the collection in its decks there, so each is written once.
        var beforeWriting: ((inout ImportPlan) throws -> Void)?
        /// Set: the files are Anki collection files as a sync keeps them (not zipped into a
        /// package), their media in this folder.
        var collectionMedia: URL?
    }

    /// `context` is asked for once the files have been read (so a bad file creates no home).
    /// `progress` hears each step as it begins ("Reading Spanish.apkg…"): a large package
    /// takes seconds.
    /// `stopIfAsked` throws to stop the import where nothing is left half-written: between
    /// files, before anything is written, and just before the commit (which then undoes it).
    /// `home`: where `context` will be, known before the files are read (nothing made there
    /// yet). Given, a single package's history is written while its cards are rendered
    /// (`EarlyHistoryBuild`), unless the home has decks named like the package's (then the
    /// plan would not add them all, and the early work would be thrown away).
    static func run(files: [String], options: Options, progress: (String) -> Void = { _ in },
                    stopIfAsked: () throws -> Void = {}, home: AppContext? = nil,
                    context: () throws -> AppContext) throws -> ImportReportOutput {
        let earlyHome = files.count == 1 && options.history && !options.dryRun ? home : nil
        var parsed: [ParsedFile] = []
        var packages: [AnkiPackageImport] = []
        var early: EarlyHistoryBuild?
        defer {
            early?.finish()
            for package in packages { package.cleanUp() }
        }
        for file in files {
            try stopIfAsked()
            progress("Reading \((file as NSString).lastPathComponent)…")
            do {
                if AnkiPackageReader.handles(path: file) || options.collectionMedia != nil {
                    let historyRead = { (source: AnkiHistorySource) in
                        guard let earlyHome, source.hasHistory else { return }
                        let guess = ImportedHistory.Early(source, deckName: options.deckName)
                        guard !earlyHome.store.mayHoldDecks(named: guess.newDeckIDs.keys) else { return }
                        let progressFile = earlyHome.progressURL
                        early = EarlyHistoryBuild(guess, of: source, scheduler: FSRSScheduler(earlyHome.settingsStore.load().settings.scheduler),
                                                  existing: FileManager.default.fileExists(atPath: progressFile.path) ? progressFile : nil)
                    }
                    let package = if let media = options.collectionMedia {
                        try AnkiPackageReader.read(collectionAt: URL(fileURLWithPath: file), mediaFolder: media, collectionRead: historyRead)
                    } else {
                        try AnkiPackageReader.read(fileAt: file, collectionRead: historyRead)
                    }
                    packages.append(package)
                    parsed.append(package.parsed)
                } else {
                    parsed.append(try TextImporter.parse(fileAt: file, fieldSeparator: options.fieldSeparator, cardSeparator: options.cardSeparator,
                                                         header: options.header))
                }
            } catch {
                throw CommandFailure(error.description)
            }
        }
        try stopIfAsked()
        // What the reading let go of (the rendering's scratch on every core) handed back before
        // the plan is made beside the cards: it is the import's peak.
        fz_heap_return_freed()
        let app = try context()
        let now = app.now
        let target = options.deckName
        // A dry run reads the decks without the summary cache, which would be written.
        let onDisk = options.dryRun ? app.store.loadAll(now: now) : nil
        // Read once for all the plan's names (a package with 20 decks asked 20 times: 60 ms).
        var summaries: [DeckSummary]?
        var plan = try ImportPlan(files: parsed, deckName: target, now: now, newDeckIDs: early?.guess.newDeckIDs ?? [:]) { name in
            if let onDisk { return try deck(named: name, byFileNameToo: target != nil, among: onDisk) }
            return try existingDeck(named: name, byFileNameToo: target != nil, in: app) {
                if let summaries { return summaries }
                summaries = app.store.summaries(now: now)
                return summaries!
            }
        }
        plan.takeDeckOptions(from: packages, deckName: target, learner: app.settingsStore.load().settings.scheduler)
        var written: [URL?] = plan.decks.map { $0.existing?.fileURL }
        let media = DeckMedia.plan(plan, packages: packages)
        // The history made early holds if the plan came out as it guessed; a file built on
        // its own is wanted only if the home has no progress file by now (otherwise its
        // building stops, as does one in place that does not hold).
        let holds = early?.guess.holds(for: plan, cardCount: parsed.reduce(0) { $0 + $1.cardCount }) ?? false
        let prebuilt = holds && (early?.existing != nil || !FileManager.default.fileExists(atPath: app.progressURL.path)) ? early : nil
        if prebuilt == nil { early?.finish() }
        // Cards already there lacking their answers get them (an import killed before its
        // history committed is completed by importing again); a dry run opens no progress file.
        // Cards with answers there get only the package's later ones, and then its state (a
        // newer export of the same deck).
        let known = !options.history || options.dryRun || !packages.contains(where: { !$0.answered.isEmpty }) ? KnownAnswers()
            : try knownAnswers(in: plan, progressURL: app.progressURL)
        let history = !options.history ? nil : (holds ? early?.answers : nil)
            ?? ImportedHistory(for: plan, deckName: target, packages: packages, scheduler: FSRSScheduler(app.settingsStore.load().settings.scheduler),
                               lacking: known.lacking, answeredUntil: known.latest, answeredAt: known.seconds)
        // Anki's suspended, buried and flagged cards: kept once the decks and history are in.
        let marks = options.dryRun ? [] : ImportedMarks.changes(for: plan, deckName: target, packages: packages,
                                                                dayAfter: { buried in
            let back = StudyDay.nextStart(after: buried, timeZone: .current)
            return back > now ? back : nil
        })
        // The cards now live in the plan: what the files gave is let go before the writing
        // (a large package's text would otherwise be held twice; the history keeps only
        // the reviews of the cards it adds, and replays them as they are written).
        parsed.removeAll()
        for i in packages.indices { packages[i].dropCards() }
        // And handed back: the writing happens on SQLite's thread, whose allocations glibc
        // serves from another arena than the freed ones, so the process would grow by all
        // it writes on top of all it read.
        fz_heap_return_freed()
        // A dry run counts the media it would copy; a real one those it copied (not those already there).
        var mediaCopied = media.reduce(0) { $0 + $1.files.count }
        if !options.dryRun, let beforeWriting = options.beforeWriting { try beforeWriting(&plan) }
        // The report needs the cards' number only: the plan is handed to the writing, which
        // lets the cards go once their files are written, while the history may still be
        // written (freeing 83,333 cards at the end took 25 ms).
        let outline = plan.outline
        if !options.dryRun {
            let decks = plan.decks.filter { $0.isNew || $0.hasChanges }.count
            let answers = history?.isEmpty ?? true ? "" : " and \(history?.count ?? 0) answers of review history"
            progress("Writing \(decks) deck\(decks == 1 ? "" : "s")\(answers)…")
            // The history takes the longest (about a second for 200,000 answers): told in
            // tenths, so a terminal's log gets ten lines, not one per batch.
            let total = max(1, history?.count ?? 0)
            var toldTenths = 0
            (written, mediaCopied) = try ImportWriter.write(consume plan, media: media, history: history, prebuilt: prebuilt, to: app.store, home: app.home,
                                                            progressURL: app.progressURL, now: now, stopIfAsked: stopIfAsked) { handed in
                let tenths = min(10, handed * 10 / total)
                guard tenths > toldTenths else { return }
                toldTenths = tenths
                progress("Writing review history… \(tenths * 10)% of \(total) answers")
            }
            if !marks.isEmpty { try ProgressStore(fileURL: app.progressURL).setMarks(all: marks, at: now) }
            try writeNewerStates(of: history, progressURL: app.progressURL)
        }
        return ImportReportOutput(plan: outline.plan, cardCounts: outline.cardCounts, files: written, media: media.map(\.files.count), mediaCopied: mediaCopied, reviews: history?.count ?? 0,
                                  reviewedCards: history?.cardCount ?? 0, dryRun: options.dryRun, severalFiles: files.count > 1)
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
    /// `summaries`: the home's deck summaries (read once for all names).
    private static func existingDeck(named name: String, byFileNameToo: Bool, in app: AppContext,
                                     summaries: () -> [DeckSummary]) throws -> LoadedDeck? {
        if byFileNameToo {
            switch app.store.find(name, now: app.now) {
            case .loaded(let loaded): return loaded
            case .broken(_, let error): throw CommandFailure("\(error)")
            case nil: return nil
            }
        }
        guard let summary = summaries().first(where: { !$0.isBroken && $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return nil
        }
        do {
            return try app.store.load(fileURL: summary.fileURL, now: app.now)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

extension ImportPlan {
    /// The plan without its decks' cards, and how many each deck has: what the report needs.
    var outline: (plan: ImportPlan, cardCounts: [Int]) {
        var plan = self
        for i in plan.decks.indices { plan.decks[i].deck.cards = [] }
        return (plan, decks.map(\.deck.cards.count))
    }
}
