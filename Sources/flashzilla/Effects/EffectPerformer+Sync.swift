import FlashzillaTUI
import FlashzillaSync
import Foundation

/// The chooser's `y` (and sync on open and quit): one sync with the kept login, as
/// `flashzilla sync` runs it, its steps told as they start (the run loop waits for it).
extension EffectPerformer {
    struct SyncFailure: Error {
        var message: String
        var needsFullSync = false
        var needsLogin = false
    }

    /// One sync with the kept login (`full`: a full download or upload the learner chose),
    /// each step told to `report` as it starts.
    func performSync(full: FullSyncDirection? = nil, progress report: (AppMessage) -> Void) -> AppResponse {
        switch runSync(full: full, progress: report) {
        case .success(let summary): .syncFinished(summary: summary, at: context.now)
        case .failure(let failure) where failure.needsFullSync: .syncNeedsFullChoice(failure.message)
        case .failure(let failure) where failure.needsLogin: .syncNeedsLogin
        case .failure(let failure): .syncFailed(failure.message)
        }
    }

    /// Syncs; what the sync did in a line, or why it failed.
    func runSync(full: FullSyncDirection? = nil, progress report: (AppMessage) -> Void) -> Result<String, SyncFailure> {
        let loginFile = SyncLoginFile(home: context.home)
        let login: SyncLogin
        do {
            guard let kept = try loginFile.read() else {
                return .failure(SyncFailure(message: "Not logged in to a sync server: `flashzilla sync --server URL --user NAME` logs in once "
                                            + "(it asks for the password), or y on the deck list", needsLogin: true))
            }
            login = kept
        } catch {
            return .failure(SyncFailure(message: "\(error)"))
        }
        let runner = SyncRunner(app: context, importContext: { [context] _ in context })
        do {
            let outcome = try runner.run(login: login, loginFile: loginFile, fullDownload: full == .download, fullUpload: full == .upload) { step in
                report(.answer(.syncProgressed(step)))
            }
            return .success(outcome.summary)
        } catch let failure as CommandFailure {
            return .failure(SyncFailure(message: failure.description, needsFullSync: failure.needsFullSync))
        } catch {
            return .failure(SyncFailure(message: "\(error)"))
        }
    }

    /// The login form's answer: a key asked for with the password (which goes no further),
    /// kept as `flashzilla sync` keeps it, then the first sync.
    func performLogIn(server: String, user: String, password: String, progress report: (AppMessage) -> Void) -> AppResponse {
        let address: URL
        do {
            address = try Sync.serverURL(server)
        } catch {
            return .syncLoginFailed("\(error)")
        }
        report(.answer(.syncProgressed("Logging in to \(address.absoluteString)…")))
        do {
            let key = try SyncClient(server: address, clientName: SyncRunner.clientName).login(user: user, password: password)
            try SyncLoginFile(home: context.home).save(SyncLogin(server: address.absoluteString, user: user, hostKey: key))
        } catch {
            return .syncLoginFailed("\(address.absoluteString): \(error)")
        }
        return performSync(progress: report)
    }

    /// When the decks were last synced, for the chooser's title line (nil when logged out).
    func lastSynced() -> Date? {
        guard (try? SyncLoginFile(home: context.home).read()) != nil else { return nil }
        return SyncRunner.lastSynced(home: context.home)
    }
}
