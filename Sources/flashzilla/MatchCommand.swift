import ArgumentParser
import FlashzillaCore
import FlashzillaTUI
import Foundation

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "match", abstract: "Play Match (find the pairs) on a deck, full-screen.")

    @OptionGroup var common: CommonOptions
    @OptionGroup var display: DisplayOptions
    @Argument(help: "The deck's name (any case) or file name without .json; a parent brings the decks inside it.") var deck: String
    /// `--seed` fixes the deal (scripted runs, tests). The same option group as the
    /// root command's, which would otherwise take `--seed` for itself.
    @OptionGroup var reader: ScreenReaderOptions

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        if try FamilyPlayCommand.runIfParent(deck, purpose: .match, app: app, display: display, reader: reader) { return }
        let loaded = try app.deck(named: deck)
        guard !loaded.deck.cards.isEmpty else { throw CommandFailure("\"\(loaded.deck.name)\" has no cards to match; add some with `flashzilla add`") }
        if reader.wantsScreenReader(app) {
            let status = InteractiveSession(context: app, seed: reader.seed).runLines(display: display, openingDeck: loaded, purpose: .match)
            if status != 0 { throw ExitCode(status) }
            return
        }
        try app.requireTerminal(instead: "add --screen-reader to play in plain lines (input may be a pipe)")
        let status = InteractiveSession(context: app, seed: reader.seed).run(display: display, openingDeck: loaded, purpose: .match)
        if status != 0 { throw ExitCode(status) }
    }
}
