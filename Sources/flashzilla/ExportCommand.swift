import ArgumentParser
import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import Foundation

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a deck's cards as CSV, TSV, Anki's notes in plain text or an Anki package (prompt, answer, tags).",
        discussion: """
            apkg is a package Anki imports (File › Import) as a deck of the same name (a parent as its deck tree, each \
            card in its own deck), with the media its cards show \
            (from HOME/media/<deck id>/). A note that came from Anki goes back with its note type, GUID, fields (an edit \
            made here in them) and tags; a card made here as a Basic note. Flags, suspended and buried cards go as they \
            are; with scheduling (the default for a deck that came from Anki) also each card's state and its answers. \
            Exporting the deck again and importing that into Anki updates the notes instead of adding copies.
            """)

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    @Option(help: "csv, tsv, anki-text or apkg.") var format: ExportFileFormat
    @Option(help: ArgumentHelp("The file to write (replaced atomically).", valueName: "file")) var output: String
    @Flag(name: .customLong("with-scheduling"), help: "apkg: the cards' states and the review history (the default for a deck that came from Anki).")
    var withScheduling = false
    @Flag(name: .customLong("no-scheduling"), help: "apkg: every card new, no review history.") var noScheduling = false

    func validate() throws {
        if withScheduling && noScheduling { throw ValidationError("--with-scheduling and --no-scheduling: only one of them") }
        if (withScheduling || noScheduling) && format != .apkg { throw ValidationError("--\(withScheduling ? "with" : "no")-scheduling: only with --format apkg") }
    }

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        // An export of a parent takes in the decks inside it (a virtual parent's too), as
        // Anki's export of a deck does: a package keeps each deck as Anki's deck tree.
        let summaries = app.store.summaries(now: app.now)
        if format == .apkg, let family = app.parentFamily(named: deck, in: summaries) {
            try exportFamilyPackage(app, name: family.name, fileNames: family.fileNames, summaries: summaries)
            return
        }
        if let text = format.text {
            let family = try app.deckFamily(named: deck, in: summaries)
            var all = Deck(name: family.name)
            for id in family.ids {
                guard let summary = summaries.first(where: { $0.deckID == id }) else { continue }
                all.cards += try app.store.load(fileURL: summary.fileURL, now: app.now).deck.cards
            }
            do {
                try Data(DeckExporter.bytes(all, format: text)).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw CommandFailure("\(output): cannot be written: \(error.localizedDescription)")
            }
            Console.line("Exported \(cardCount(all.cards.count)) of \(all.name)\(family.ids.count > 1 ? " and the decks inside it" : "") to \(output)")
            return
        }
        let loaded = try app.deck(named: deck)
        var answers: Int?
        do {
            // The progress file is read while the deck's notes are made.
            try ApkgExporter.write(decks: [(loaded.deck, MediaInstaller(home: app.home).folder(for: loaded.deck.id))], to: output,
                                   now: app.now) {
                let study = try ExportScheduling.read(deck: loaded.deck, app: app,
                                                      withScheduling: withScheduling || (!noScheduling && loaded.deck.hasNotes))
                answers = study.scheduling.map { $0.answers.values.reduce(0) { $0 + $1.count } }
                return [ApkgExporter.Study(marks: study.marks, scheduling: study.scheduling)]
            }
        } catch let failure as ApkgExporter.Failure {
            throw CommandFailure("\(output): cannot be written: \(failure)")
        }
        Console.line("Exported \(cardCount(loaded.deck.cards.count)) of \(loaded.deck.name)\(answers.map { " with their schedule and \($0) answers" } ?? "") to \(output)")
    }

    /// A parent as one package: each deck under its own `::` name with its own scheduling
    /// (with it by default when the deck came from Anki, as for one deck).
    private func exportFamilyPackage(_ app: AppContext, name: String, fileNames: [String], summaries: [DeckSummary]) throws {
        var decks: [(deck: Deck, mediaFolder: URL?)] = [], answers: Int?
        for fileName in fileNames {
            guard let summary = summaries.first(where: { $0.fileName == fileName }) else { continue }
            let loaded = try app.store.load(fileURL: summary.fileURL, now: app.now).deck
            decks.append((loaded, MediaInstaller(home: app.home).folder(for: loaded.id)))
        }
        do {
            // The progress file is read while the decks' notes are made.
            try ApkgExporter.write(decks: decks, to: output, now: app.now) {
                try decks.map { loaded, _ in
                    let study = try ExportScheduling.read(deck: loaded, app: app, withScheduling: withScheduling || (!noScheduling && loaded.hasNotes))
                    if let scheduling = study.scheduling { answers = (answers ?? 0) + scheduling.answers.values.reduce(0) { $0 + $1.count } }
                    return ApkgExporter.Study(marks: study.marks, scheduling: study.scheduling)
                }
            }
        } catch let failure as ApkgExporter.Failure {
            throw CommandFailure("\(output): cannot be written: \(failure)")
        }
        let cards = decks.reduce(0) { $0 + $1.deck.cards.count }
        Console.line("Exported \(cardCount(cards)) of \(name) and the decks inside it (\(decks.count) decks)"
                     + "\(answers.map { " with their schedule and \($0) answers" } ?? "") to \(output)")
    }
}
