import FlashzillaCore
import FlashzillaProgress
import Foundation

/// The app's way to the progress file: opened when first needed, never created just to be
/// looked at (the chooser's counts read it only if it exists; the first Review creates it).
final class ProgressAccess {
    let fileURL: URL
    private(set) var store: ProgressStore?

    init(fileURL: URL, store: ProgressStore? = nil) {
        self.fileURL = fileURL
        self.store = store
    }

    /// The store, opening (and if need be creating) the file.
    func open() throws(ProgressError) -> ProgressStore {
        if let store { return store }
        let opened = try ProgressStore(fileURL: fileURL)
        store = opened
        return opened
    }

    /// Set when a Quiz answer could not be logged: the rest of the run's are not tried,
    /// so a locked file does not hold up every swipe for the busy timeout.
    private var quizLogFailed = false

    /// Logs a Quiz answer (or takes one back) when the file can be used. A problem never
    /// stops the game: it is returned the first time, and logging stops for this run.
    func logQuiz(_ write: (ProgressStore) throws(ProgressError) -> Void) -> ProgressError? {
        guard !quizLogFailed else { return nil }
        do {
            try write(open())
            return nil
        } catch {
            quizLogFailed = true
            return error
        }
    }

    /// The store if the file exists (opening it), nil if there is none yet.
    func existingStore() throws(ProgressError) -> ProgressStore? {
        guard store != nil || FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        return try open()
    }

    /// Every deck's counts at `now`; empty when there is no file yet, nil when it cannot be read.
    func dueCounts(now: Date) -> [UUID: DueCounts]? {
        guard store != nil || FileManager.default.fileExists(atPath: fileURL.path) else { return [:] }
        return try? open().dueCounts(now: now, dayStart: StudyDay.start(of: now, timeZone: .current))
    }
}
