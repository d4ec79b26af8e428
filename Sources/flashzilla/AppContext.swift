import ArgumentParser
import Foundation
import FlashzillaCore

/// What every command needs: the resolved home directory and its deck store.
/// This is the one place that reads the environment and the wall clock for the core.
struct AppContext {
    let home: URL
    let store: DeckStore
    let settingsStore: SettingsStore

    /// `setUp`: what may happen when the data folder has no `decks/` yet.
    init(common: CommonOptions, setUp: HomeSetUp) throws {
        let env = ProcessInfo.processInfo.environment
        home = HomeDirectory.resolve(option: common.home, environment: env, userHome: NSHomeDirectory())
        store = DeckStore(homeDirectory: home)
        settingsStore = SettingsStore(homeDirectory: home)
        try setUp.prepare(store)
        // What killed runs left: their temporary folders and half-saved deck files (a live
        // process's are locked, and stay). A dry run (`.leftAsIs`) touches nothing.
        if setUp != .leftAsIs {
            ScratchFolder.removeAbandoned()
            store.removeAbandonedTemporaries()
        }
    }

    var now: Date { Date() }

    /// The learner's review history (`HOME/progress.sqlite`).
    var progressURL: URL { home.appendingPathComponent("progress.sqlite") }

    /// Finds a deck by name or file stem, or fails with a message listing what exists.
    /// Several decks of that name are listed by file, for the user to choose one.
    func deck(named name: String) throws -> LoadedDeck {
        switch store.lookUp(name, now: now) {
        case .found(.loaded(let loaded)):
            return loaded
        case .found(.broken(_, let error)):
            throw CommandFailure("\(error)")
        case .ambiguous(let namesakes):
            let files = namesakes.map(\.fileName)
            throw CommandFailure("\(files.count) decks are named \"\(name)\": \(files.joined(separator: ", ")). "
                + "Name one by its file instead, e.g. \"\(files[0])\"")
        case .missing:
            let names = store.summaries(now: now).filter { $0.problem == nil }.map(\.name)
            throw CommandFailure("no deck named \"\(name)\". Decks: \(names.joined(separator: ", "))")
        }
    }
}

extension AppContext {
    /// The full-screen app needs a terminal on both ends; say so instead of drawing into a pipe.
    /// `instead`: what to suggest (the plain-lines way to do the same thing).
    func requireTerminal(instead: String = "try `flashzilla --screen-reader`, `flashzilla list` or `flashzilla show DECK`") throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CommandFailure("the full-screen app needs a terminal (stdin and stdout must be a TTY); \(instead)")
        }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty, term != "dumb" else {
            throw CommandFailure("TERM is not set to a terminal type that can draw the app (e.g. xterm-256color)")
        }
    }
}

/// An error whose message is printed as is (after "Error: ") with exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    /// A sync that only a full download or upload can go on with (the app then asks which).
    var needsFullSync = false
    init(_ message: String, needsFullSync: Bool = false) {
        description = message
        self.needsFullSync = needsFullSync
    }
}
