import ArgumentParser
import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a deck's due cards full-screen, scheduled by FSRS (progress in HOME/progress.sqlite).")

    @OptionGroup var common: CommonOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var reader: ScreenReaderOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let now = app.now
        let summaries = app.store.summaries(now: now)
        // A parent (a deck with decks inside it, or a name only its children have): all of them.
        if let family = try? app.deckFamily(named: deck, in: summaries), family.ids.count > 1
            || (family.ids.count == 1 && DeckStore.match(deck, in: summaries) == nil) {
            try runFamily(app, name: family.name, ids: family.ids, summaries: summaries)
            return
        }
        guard let summary = DeckStore.match(deck, in: summaries) else {
            _ = try app.deck(named: deck)  // fails, listing the decks there are
            throw CommandFailure("no deck named \"\(deck)\"")
        }
        if let problem = summary.fileError { throw CommandFailure(problem.description) }
        // A progress file that cannot be used (damaged, newer, locked) is named and left alone.
        let opened: ReviewOpening.Opened
        HeapPrefault.begin(cardCount: summary.cardCount)
        do {
            defer { HeapPrefault.end() }
            opened = try ReviewOpening.open(summary, deckStore: app.store, progressURL: app.progressURL, now: now)
        } catch let error as ProgressError {
            throw CommandFailure(error.description)
        }
        let loaded = opened.deck, start = opened.start, store = opened.progress
        if reader.wantsScreenReader(app) {
            let status = InteractiveSession(context: app, progress: store).runLines(display: display, openingDeck: loaded, review: start)
            if status != 0 { throw ExitCode(status) }
            return
        }
        try app.requireTerminal(instead: "add --screen-reader to review in plain lines (input may be a pipe)")
        let status = InteractiveSession(context: app, progress: store).run(display: display, openingDeck: loaded, review: start)
        if status != 0 { throw ExitCode(status) }
    }

    /// Review on a parent and its children, in one sitting.
    private func runFamily(_ app: AppContext, name: String, ids: [UUID], summaries: [DeckSummary]) throws {
        let fileNames = ids.compactMap { id in summaries.first { $0.deckID == id }?.fileName }
        let start: FamilyReviewStart
        do {
            let store = try ProgressStore(fileURL: app.progressURL)
            start = try FamilyReviewReading.read(name: name, fileNames: fileNames, summaries: summaries, deckStore: app.store,
                                                 progress: store, now: app.now)
            guard !start.members.isEmpty else { throw CommandFailure("no deck to review in \"\(name)\"") }
            let session = InteractiveSession(context: app, progress: store)
            if reader.wantsScreenReader(app) {
                let status = session.runLines(display: display, family: start)
                if status != 0 { throw ExitCode(status) }
                return
            }
            try app.requireTerminal(instead: "add --screen-reader to review in plain lines (input may be a pipe)")
            let status = session.run(display: display, family: start)
            if status != 0 { throw ExitCode(status) }
        } catch let error as ProgressError {
            throw CommandFailure(error.description)
        }
    }
}
