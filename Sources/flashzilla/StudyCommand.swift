import ArgumentParser
import FlashzillaCore
import FlashzillaTUI
import Foundation

struct Study: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "study", abstract: "Study a deck full-screen.")

    @OptionGroup var common: CommonOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var reader: ScreenReaderOptions
    @Argument(help: "The deck's name (any case) or file name without .json; a parent brings the decks inside it.") var deck: String

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        if try FamilyPlayCommand.runIfParent(deck, purpose: .study, app: app, display: display, reader: reader) { return }
        // The summary's card count sizes the heap the load will fill (see HeapPrefault).
        if let summary = DeckStore.match(deck, in: app.store.summaries(now: app.now)) {
            HeapPrefault.begin(cardCount: summary.cardCount)
        }
        let loaded: LoadedDeck
        do {
            defer { HeapPrefault.end() }
            loaded = try app.deck(named: deck)
        }
        if reader.wantsScreenReader(app) {
            let status = InteractiveSession(context: app, seed: reader.seed).runLines(display: display, openingDeck: loaded)
            if status != 0 { throw ExitCode(status) }
            return
        }
        try app.requireTerminal(instead: "add --screen-reader to study in plain lines (input may be a pipe)")
        let status = InteractiveSession(context: app, seed: reader.seed).run(display: display, openingDeck: loaded)
        if status != 0 { throw ExitCode(status) }
    }
}
