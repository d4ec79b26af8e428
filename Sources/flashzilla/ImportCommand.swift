import ArgumentParser
import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import Foundation

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import cards from Anki packages (.apkg, .colpkg), Anki's notes in plain text (.txt), Quizlet exports, CSV or TSV.",
        discussion: """
            An Anki package gives one deck per Anki deck (Languages::Spanish), its cards as Anki \
            shows them, and the media they show in HOME/media/<deck id>/. A text file becomes a \
            deck named after it (or after Anki's deck column); --deck puts everything in one \
            deck. Importing a file again adds nothing: changed cards are updated, the rest left \
            alone. A bad file stops the import before anything is written; so does Ctrl-C \
            (while it writes, what it wrote is taken back).
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
    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Whether a CSV/TSV/Quizlet file's first row names its columns (by default: when it says front,back, Term,Definition, question,answer …)."))
    var header: Bool?

    func validate() throws {
        if let deck, deck.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("--deck must not be empty") }
        if fieldSep == "" || cardSep == "" { throw ValidationError("--field-sep and --card-sep must not be empty") }
        if let fieldSep, let cardSep, fieldSep == cardSep { throw ValidationError("--field-sep and --card-sep must differ") }
    }

    func run() throws {
        let options = ImportJob.Options(deckName: deck?.trimmingCharacters(in: .whitespacesAndNewlines),
                                        fieldSeparator: fieldSep.flatMap(SeparatorName.bytes), cardSeparator: cardSep.flatMap(SeparatorName.bytes),
                                        header: header.map { $0 ? .present : .absent } ?? .detect,
                                        history: !noHistory, dryRun: dryRun)
        // The files are read first: a bad one stops everything before a home is even made.
        // Each step on standard error when someone watches it (a large package takes seconds).
        let watched = isatty(STDERR_FILENO) == 1 && !json
        let interruption = ImportInterruption()
        let report: ImportReportOutput
        do {
            report = try ImportJob.run(files: files, options: options, progress: { if watched { Console.note($0) } },
                                       stopIfAsked: interruption.stopIfAsked, home: AppContext(common: common, setUp: .leftAsIs)) {
                try AppContext(common: common, setUp: dryRun ? .leftAsIs : .creatingEmpty)
            }
        } catch where interruption.happened {
            // Whatever the interrupted step said (a read cut short), what matters is this.
            Console.error("interrupted; nothing imported")
            throw ExitCode(130)
        }
        report.print(json: json)
    }
}
