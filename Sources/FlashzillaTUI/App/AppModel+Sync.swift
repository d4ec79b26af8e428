import FlashzillaCore
import Foundation

extension AppModel {
    /// The chooser's sync (`y`): its steps and outcome in the chooser's status line; once
    /// over, the deck list is read again (the sync may have brought cards and decks).
    mutating func syncAnswered(_ response: AppResponse) -> [AppEffect] {
        switch response {
        case .syncProgressed(let step):
            chooser.showSync(step, failed: false)
            return []
        case .syncFinished(let summary, let date):
            chooser.lastSynced = date
            chooser.showSync(summary, failed: false)
            return [.reloadListings]
        case .syncFailed(let message):
            chooser.showSync(message, failed: true)
            return [.reloadListings]
        default:
            return []
        }
    }
}
