import ArgumentParser
import FlashzillaCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Validate every deck; exit status 1 if any has a problem.")

    @OptionGroup var common: CommonOptions

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        var problems = 0
        // One deck in memory at a time, in the chooser's order (names from the summary cache).
        for summary in app.store.summaries(now: app.now) {
            if let problem = summary.problem {
                problems += 1
                Console.row("BROKEN", problem)
                continue
            }
            do {
                let loaded = try app.store.load(fileURL: summary.fileURL, now: app.now)
                let notes = loaded.warnings + (loaded.isReadOnly ? ["opens read-only (written by a newer Flashzilla)"] : [])
                Console.row("ok", loaded.fileURL.path, cardCount(loaded.deck.cards.count))
                for note in notes { Console.line("  warning: \(note)") }
            } catch {
                problems += 1
                Console.row("BROKEN", String(describing: error))
            }
        }
        if problems > 0 { throw ExitCode(1) }
    }
}
