import FlashzillaTUI
import Foundation

/// The chooser's `y`: one sync with the kept login, as `flashzilla sync` runs it, its steps
/// shown as they start (the run loop waits for it, as for an import).
extension InteractiveSession {
    struct SyncFailure: Error {
        var message: String
    }

    func performSync(on model: inout AppModel, terminal: some FrontEnd) -> [AppEffect] {
        switch runSync(on: &model, terminal: terminal) {
        case .success(let summary): model.receive(.syncFinished(summary: summary, at: context.now), in: screenContext(terminal))
        case .failure(let failure): model.receive(.syncFailed(failure.message), in: screenContext(terminal))
        }
    }

    /// Syncs, each step said to the model and shown; what the sync did in a line, or why it failed.
    func runSync(on model: inout AppModel, terminal: some FrontEnd) -> Result<String, SyncFailure> {
        let loginFile = SyncLoginFile(home: context.home)
        let login: SyncLogin
        do {
            guard let kept = try loginFile.read() else {
                return .failure(SyncFailure(message: "Not logged in to a sync server: `flashzilla sync --server URL --user NAME` logs in once "
                                            + "(it asks for the password), then y syncs"))
            }
            login = kept
        } catch {
            return .failure(SyncFailure(message: "\(error)"))
        }
        terminal.show(model, in: screenContext(terminal))
        let runner = SyncRunner(app: context, importContext: { _ in context })
        do {
            let outcome = try runner.run(login: login, loginFile: loginFile, fullDownload: false) { step in
                // Only the chooser's status line changes: nothing follows from it.
                _ = model.receive(.syncProgressed(step), in: screenContext(terminal))
                terminal.show(model, in: screenContext(terminal))
            }
            return .success(outcome.summary)
        } catch {
            return .failure(SyncFailure(message: "\(error)"))
        }
    }
}
