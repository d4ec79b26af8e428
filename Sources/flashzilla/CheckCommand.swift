import ArgumentParser
import FlashzillaCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate every deck; exit status 1 if any has a problem.")

    @OptionGroup var common: CommonOptions

    func run() throws {
        let app = try AppContext(common: common)
        var problems = 0
        for entry in app.store.loadAll(now: app.now) {
            switch entry {
            case .loaded(let loaded):
                let notes = loaded.warnings + (loaded.isReadOnly ? ["opens read-only (written by a newer Flashzilla)"] : [])
                print("ok\t\(loaded.fileURL.path)\t\(loaded.deck.cards.count) cards")
                for note in notes { print("  warning: \(TerminalText.safe(note))") }
            case .broken(_, let error):
                problems += 1
                print("BROKEN\t\(TerminalText.safe(String(describing: error)))")
            }
        }
        if problems > 0 { throw ExitCode(1) }
    }
}
