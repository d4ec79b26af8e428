import FlashzillaTUI
import Foundation

/// The chooser's `y`: one sync with the kept login, as `flashzilla sync` runs it, its steps
/// shown as they start (the run loop waits for it, as for an import).
extension InteractiveSession {
    func performSync(on model: inout AppModel, terminal: some FrontEnd) -> [AppEffect] {
        func answer(_ response: AppResponse) -> [AppEffect] { model.receive(response, in: screenContext(terminal)) }
        let loginFile = SyncLoginFile(home: context.home)
        let login: SyncLogin
        do {
            guard let kept = try loginFile.read() else {
                return answer(.syncFailed("Not logged in to a sync server: `flashzilla sync --server URL --user NAME` logs in once "
                                          + "(it asks for the password), then y syncs"))
            }
            login = kept
        } catch {
            return answer(.syncFailed("\(error)"))
        }
        terminal.show(model, in: screenContext(terminal))
        let runner = SyncRunner(app: context, importContext: { _ in context })
        do {
            let outcome = try runner.run(login: login, loginFile: loginFile, fullDownload: false) { step in
                // Only the chooser's status line changes: nothing follows from it.
                _ = answer(.syncProgressed(step))
                terminal.show(model, in: screenContext(terminal))
            }
            return answer(.syncFinished(summary: outcome.summary, at: context.now))
        } catch {
            return answer(.syncFailed("\(error)"))
        }
    }
}
