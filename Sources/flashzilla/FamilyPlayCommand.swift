import ArgumentParser
import FlashzillaCore
import FlashzillaTUI
import Foundation

/// `study PARENT` and `match PARENT`: the Quiz or Match over every deck of a parent, as the
/// chooser's `t` and `m` on it play them (each Quiz answer goes to its card's own deck).
enum FamilyPlayCommand {
    /// Runs the Quiz or Match (`purpose`) on `name`'s decks when `name` is a parent; false
    /// when it is one deck (or none), for the command to open as before.
    static func runIfParent(_ name: String, purpose: DeckPurpose, app: AppContext, display: DisplayOptions,
                            reader: ScreenReaderOptions) throws -> Bool {
        let summaries = app.store.summaries(now: app.now)
        guard let family = app.parentFamily(named: name, in: summaries) else { return false }
        let members = family.fileNames.compactMap { file in summaries.first { $0.fileName == file } }
        let cards = members.reduce(0) { $0 + $1.cardCount }
        guard cards > 0 else {
            throw CommandFailure("\"\(family.name)\" and the decks inside it have no cards\(purpose == .match ? " to match" : ""); add some with `flashzilla add`")
        }
        let session = InteractiveSession(context: app, seed: reader.seed)
        let status: Int32
        if reader.wantsScreenReader(app) {
            status = session.runLines(display: display, purpose: purpose, familyPlay: family)
        } else {
            try app.requireTerminal(instead: "add --screen-reader to \(purpose == .match ? "play" : "study") in plain lines (input may be a pipe)")
            status = session.run(display: display, purpose: purpose, familyPlay: family)
        }
        if status != 0 { throw ExitCode(status) }
        return true
    }
}
