import ArgumentParser
import Foundation
import FlashzillaCore

/// What every command needs: the resolved home directory and its deck store.
/// This is the one place that reads the environment and the wall clock for the core.
struct AppContext {
    let home: URL
    let store: DeckStore
    let settingsStore: SettingsStore

    /// `seeding: false` leaves a home without `decks/` as it is (`import --dry-run` writes nothing).
    init(common: CommonOptions, seeding: Bool = true) throws {
        let env = ProcessInfo.processInfo.environment
        home = HomeDirectory.resolve(option: common.home, environment: env, userHome: NSHomeDirectory())
        store = DeckStore(homeDirectory: home)
        settingsStore = SettingsStore(homeDirectory: home)
        guard seeding else { return }
        do {
            _ = try store.seedIfNeeded(samples: SampleDecks.all.map { ($0.fileName, $0.contents) })
        } catch {
            throw CommandFailure("cannot set up \(store.decksDirectory.path): \(error)")
        }
    }

    var now: Date { Date() }

    /// The learner's review history (`HOME/progress.sqlite`).
    var progressURL: URL { home.appendingPathComponent("progress.sqlite") }

    /// Finds a deck by name or file stem, or fails with a message listing what exists.
    func deck(named name: String) throws -> LoadedDeck {
        guard let entry = store.find(name, now: now) else {
            let names = store.summaries(now: now).filter { $0.problem == nil }.map(\.name)
            throw CommandFailure("no deck named \"\(name)\". Decks: \(names.joined(separator: ", "))")
        }
        switch entry {
        case .loaded(let loaded): return loaded
        case .broken(_, let error): throw CommandFailure("\(error)")
        }
    }
}

extension AppContext {
    /// The full-screen app needs a terminal on both ends; say so instead of drawing into a pipe.
    func requireTerminal() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure("the full-screen app needs a terminal (stdin and stdout must be a TTY); try `flashzilla list` or `flashzilla show DECK`")
        }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty, term != "dumb" else {
            throw CommandFailure("TERM is not set to a terminal type that can draw the app (e.g. xterm-256color)")
        }
    }
}

/// An error whose message is printed as is (after "Error: ") with exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
