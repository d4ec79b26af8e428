import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// What a normal sync received, when it is only answers and card states (no note, note type
/// or deck changed, every card where it was: `SyncedCollection.notAnswersOnly`), merged as
/// the package import would merge it: the same answers into the history, the same states
/// and marks. The decks the last sync left already hold every card of it, unchanged, so no
/// deck file is read or written (the package import read the whole deck, 50,000 cards, to
/// find them all unchanged); the history is asked only about these cards. The collection
/// file is read as it is, not zipped into a package first.
enum SyncAnswersImport {
    /// The import's report; nil when a deck of the change set is not here by its name (the
    /// package import makes it).
    /// `kept`: the kept collection, whose deck list (`SyncedDeckList`) stands for the decks
    /// while the folder is as the last sync signed it.
    /// `progress`: the sync's own store, written through when it is this home's progress file
    /// (opening it again costs as much as the merge's own reads); nil: opened here if need be.
    static func run(changeSetAt file: URL, kept: SyncedCollection?, app: AppContext, progress: ProgressStore? = nil,
                    stopIfAsked: () throws -> Void) throws -> ImportReportOutput? {
        var package: AnkiPackageImport
        do {
            package = try AnkiPackageReader.read(collectionAt: file, mediaFolder: nil, displayName: file.lastPathComponent)
        } catch {
            throw CommandFailure(error.description)
        }
        defer { package.cleanUp() }
        let now = app.now
        guard let (plan, files) = try planWithoutCards(for: package, kept: kept, app: app) else { return nil }
        let packages = [package]
        // One store for the whole merge (each opening checks and migrates the file).
        var store = progress?.fileURL.standardizedFileURL == app.progressURL.standardizedFileURL ? progress : nil
        let known = try knownAnswers(of: package, in: plan, progressURL: app.progressURL, store: &store)
        let history = ImportedHistory(for: plan, deckName: nil, packages: packages, scheduler: FSRSScheduler(app.settingsStore.load().settings.scheduler),
                                      lacking: known.lacking, answeredUntil: known.latest, answeredAt: known.seconds)
        let marks = ImportedMarks.changes(for: plan, deckName: nil, packages: packages, dayAfter: { buried in
            let back = StudyDay.nextStart(after: buried, timeZone: .current)
            return back > now ? back : nil
        })
        try stopIfAsked()
        // The answers, marks and states in one transaction: one commit, and all or none kept.
        let states = history.newerStates.map { ($0.deckID, $0.cardID, $0.state) }
        if !history.isEmpty || !marks.isEmpty || !states.isEmpty {
            do {
                let batches = history.prepared()
                defer { batches.stop() }
                try opened(&store, app.progressURL).recordMerge(prepared: batches, marks: marks, at: now, states: states)
            } catch {
                throw CommandFailure("\(error) (nothing imported)")
            }
        }
        return ImportReportOutput(plan: plan, cardCounts: plan.decks.map { _ in 0 }, files: files, media: plan.decks.map { _ in 0 }, mediaCopied: 0,
                                  reviews: history.count, reviewedCards: history.cardCount, dryRun: false, severalFiles: false)
    }

    /// The plan the package import would make, each deck standing in by its id and name
    /// alone (never written: it has no cards), every card counted unchanged; with each
    /// deck's file. Nil when a deck is not here. The decks come from the kept list when it
    /// holds for the folder and names each deck of the change set once; else from the summaries.
    private static func planWithoutCards(for package: AnkiPackageImport, kept: SyncedCollection?, app: AppContext) throws -> (ImportPlan, [URL?])? {
        if let kept, let listed = try listed(in: kept, app: app), let planned = try plan(for: package, decks: listed, onlyOneOfAName: true, now: app.now) {
            return planned
        }
        let summaries = app.store.summaries(now: app.now).compactMap { summary in
            summary.isBroken ? nil : Found(deckID: summary.deckID, name: summary.name, file: summary.fileURL)
        }
        return try plan(for: package, decks: summaries, onlyOneOfAName: false, now: app.now)
    }

    /// As the package import finds a deck: the first of the name, in any case (with
    /// `onlyOneOfAName`, nil when two have it: which is first is the summaries' order).
    private static func plan(for package: AnkiPackageImport, decks: [Found], onlyOneOfAName: Bool, now: Date) throws -> (ImportPlan, [URL?])? {
        var plan = try ImportPlan(files: [], deckName: nil, now: now) { _ in nil }
        var files: [URL?] = []
        var at: [String: Int] = [:]
        for group in package.parsed.groups {
            guard let name = group.deck else { return nil }
            let key = name.lowercased()
            if let index = at[key] {
                plan.decks[index].unchanged += group.cards.count
                continue
            }
            let named = decks.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
            guard let found = named.first, !onlyOneOfAName || named.count == 1 else { return nil }
            at[key] = plan.decks.count
            let standIn = LoadedDeck(deck: Deck(id: found.deckID, name: found.name), fileURL: found.file, fingerprint: nil)
            plan.decks.append(DeckImport(into: standIn, newDeckNamed: found.name, batches: [], now: now))
            plan.decks[plan.decks.count - 1].unchanged += group.cards.count
            files.append(found.file)
        }
        plan.skipped = package.parsed.skipped
        return (plan, files)
    }

    /// A deck the change set's cards can go to.
    private struct Found {
        var deckID: UUID
        var name: String
        var file: URL
    }

    /// The decks as the last sync kept them (`SyncedDeckList`), with no deck file read; nil
    /// when the folder changed since or a deck is kept without its file.
    private static func listed(in kept: SyncedCollection, app: AppContext) throws -> [Found]? {
        guard let entries = try SyncedDeckList.kept(kept, home: app.home) else { return nil }
        var decks: [Found] = []
        for entry in entries {
            guard let file = entry.fileName else { return nil }
            decks.append(Found(deckID: entry.deckID, name: entry.name, file: app.store.decksDirectory.appendingPathComponent(file, isDirectory: false)))
        }
        return decks
    }

    /// The store `store` holds, opened first if need be.
    private static func opened(_ store: inout ProgressStore?, _ url: URL) throws(ProgressError) -> ProgressStore {
        if let store { return store }
        let new = try ProgressStore(fileURL: url)
        store = new
        return new
    }

    /// `ImportJob.knownAnswers` for the change set's cards only: each answered card with
    /// no answer here is lacking, the others have their latest and their seconds. The
    /// history is opened into `store` when there is one.
    private static func knownAnswers(of package: AnkiPackageImport, in plan: ImportPlan, progressURL: URL,
                                     store: inout ProgressStore?) throws -> ImportJob.KnownAnswers {
        guard !package.answered.isEmpty else { return ImportJob.KnownAnswers() }
        do {
            let progress = FileManager.default.fileExists(atPath: progressURL.path) ? try opened(&store, progressURL) : nil
            var known = ImportJob.KnownAnswers()
            for item in plan.decks {
                let deckID = item.deck.id
                let ids = package.parsed.groups.filter { $0.deck?.caseInsensitiveCompare(item.deck.name) == .orderedSame }
                    .flatMap { $0.cards.map { ImportedCardID.id(deck: deckID, card: $0, occurrence: 0) } }
                let times = try progress?.answerTimes(deckID: deckID, cardIDs: ids) ?? (latest: [:], seconds: [:])
                let lacking = Set(ids.filter { times.latest[$0] == nil })
                if !lacking.isEmpty { known.lacking[deckID] = lacking }
                if !times.latest.isEmpty {
                    known.latest[deckID] = times.latest
                    known.seconds[deckID] = times.seconds
                }
            }
            return known
        } catch {
            throw CommandFailure("\(error) (nothing imported)")
        }
    }
}
