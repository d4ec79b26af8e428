import ArgumentParser
import FlashzillaCore
import FlashzillaTUI
import Foundation

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Play Match (find the pairs) on a deck, full-screen.")

    @OptionGroup var common: CommonOptions
    @OptionGroup var display: DisplayOptions
    @Argument(help: "The deck's name (any case) or file name without .json.") var deck: String
    /// Fixes the deal, so scripted runs and tests see the same table every time.
    @Option(name: .long, help: .hidden) var seed: UInt64?

    func run() throws {
        let app = try AppContext(common: common)
        let loaded = try app.deck(named: deck)
        guard !loaded.deck.cards.isEmpty else { throw CommandFailure("\"\(loaded.deck.name)\" has no cards to match; add some with `flashzilla add`") }
        try app.requireTerminal()
        let status = InteractiveSession(context: app, seed: seed).run(display: display, openingDeck: loaded, purpose: .match)
        if status != 0 { throw ExitCode(status) }
    }
}
