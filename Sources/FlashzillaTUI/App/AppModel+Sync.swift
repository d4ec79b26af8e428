import FlashzillaCore
import Foundation

extension AppModel {
    /// The chooser's sync (`y`): its steps and outcome in the chooser's status line; once
    /// over, the deck list is read again (the sync may have brought cards and decks).
    mutating func syncAnswered(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        if case .syncLogin(var screen) = route {
            // The login form waits for its answer, and shows the sync's steps after it.
            switch response {
            case .syncProgressed(let step):
                _ = screen.update(.progressed(step), in: context)
                route = .syncLogin(screen)
                return []
            case .syncLoginFailed(let why):
                _ = screen.update(.failed(why), in: context)
                route = .syncLogin(screen)
                return []
            default:
                route = .chooser  // logged in: the sync's outcome is the deck list's
            }
        }
        switch response {
        case .syncNeedsLogin:
            chooser.notice = nil  // "Syncing…" is over: the form says what happens next
            route = .syncLogin(SyncLoginScreen())
            return []
        case .syncProgressed(let step):
            _ = chooser.update(.syncShown(step, failed: false), in: context)
            return []
        case .syncFinished(let summary, let date):
            chooser.lastSynced = date
            _ = chooser.update(.syncShown(summary, failed: false), in: context)
            return [.reloadListings]
        case .syncFailed(let message):
            _ = chooser.update(.syncShown(message, failed: true), in: context)
            return [.reloadListings]
        case .syncNeedsFullChoice(let message):
            _ = chooser.update(.fullSyncAsked(message), in: context)
            return []
        default:
            return []
        }
    }

    mutating func syncLoginEffect(_ effect: SyncLoginEffect) -> [AppEffect] {
        switch effect {
        case .logIn(let server, let user, let password): return [.syncLogIn(server: server, user: user, password: password)]
        case .suspend: return [.suspend]
        case .leave:
            route = .chooser
            return []
        }
    }
}
