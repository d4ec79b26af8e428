import FlashzillaCore
import Foundation

/// What a command may do about a data folder whose `decks/` is not there yet. A mistyped
/// `--home` must not turn into a new folder full of sample decks behind a `list`, so only
/// the app itself and `new-deck` make one, and they say where.
enum HomeSetUp {
    /// Reads (or changes) decks that must already exist: a missing folder is reported.
    case mustExist
    /// The app's first run: `decks/` is made with the sample decks.
    case seedingSamples
    /// `new-deck`, `import`: `decks/` is made empty, for the decks about to be written.
    case creatingEmpty
    /// `import --dry-run`: nothing is checked or made (it writes nothing either way).
    case leftAsIs

    /// Does what `self` allows for `store`'s folder; messages go to standard error.
    func prepare(_ store: DeckStore) throws {
        let decks = store.decksDirectory
        switch self {
        case .mustExist:
            var isDirectory: ObjCBool = false
            guard !FileManager.default.fileExists(atPath: decks.path, isDirectory: &isDirectory) || !isDirectory.boolValue else { return }
            throw CommandFailure(Self.missingMessage(store))
        case .seedingSamples:
            let samples = SampleDecks.all
            do {
                if try store.seedIfNeeded(samples: samples.map { ($0.fileName, $0.contents) }) {
                    Console.note("Created \(decks.path) with \(samples.count) sample decks")
                }
            } catch {
                throw CommandFailure("cannot set up \(decks.path): \(error)")
            }
        case .leftAsIs:
            return
        case .creatingEmpty:
            guard !FileManager.default.fileExists(atPath: decks.path) else { return }
            do {
                try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot create \(decks.path): \((error as NSError).localizedDescription)")
            }
            Console.note("Created \(decks.path) (no sample decks; `flashzilla` alone adds them on its first run)")
        }
    }

    private static func missingMessage(_ store: DeckStore) -> String {
        let home = store.homeDirectory.path
        let what = FileManager.default.fileExists(atPath: home) ? "\(home) has no decks folder" : "\(home) does not exist"
        return "\(what) (check --home or $FLASHZILLA_HOME); run `flashzilla` to create it with the sample decks, or `flashzilla new-deck NAME`"
    }
}
