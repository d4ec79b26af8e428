import FlashzillaCore
import Foundation

extension AppModel {
    /// The chooser's sync (`y`): its steps and outcome in the chooser's status line; once
    /// over, the deck list is read again (the sync may have brought cards and decks).
    mutating func syncAnswered(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        switch response {
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
}
