import ArgumentParser
import FlashzillaCore

@main
struct Flashzilla: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "flashzilla",
        abstract: "Study flashcards in your terminal.",
        discussion: """
            Run with no subcommand to open the deck chooser. Data lives in --home, else \
            $FLASHZILLA_HOME, else $XDG_DATA_HOME/flashzilla, else ~/.local/share/flashzilla.
            """,
        version: version,
        subcommands: [Study.self, Review.self, Match.self, List.self, Show.self, Add.self, NewDeck.self, Check.self, Define.self, Due.self,
                      Import.self, Export.self, Stats.self, FSRSCommand.self, Sync.self]
    )

    @OptionGroup var common: CommonOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var reader: ScreenReaderOptions

    mutating func run() throws {
        let app = try AppContext(common: common, setUp: .seedingSamples)
        if reader.wantsScreenReader(app) {
            let status = InteractiveSession(context: app, seed: reader.seed).runLines(display: display)
            if status != 0 { throw ExitCode(status) }
            return
        }
        try app.requireTerminal()
        let status = InteractiveSession(context: app, seed: reader.seed).run(display: display)
        if status != 0 { throw ExitCode(status) }
    }
}
