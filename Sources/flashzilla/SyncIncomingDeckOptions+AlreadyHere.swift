import FlashzillaAnki
import FlashzillaCore

extension SyncIncomingDeckOptions {
    /// Whether options that came would leave the options kept for the deck (those it had when
    /// they were last kept; nil when none were) as they are: taking them changes nothing.
    static func alreadyHere(_ arrived: AnkiDeckOptionValues, kept: SharedDeckOptions?, learner: SchedulerConfiguration) -> Bool {
        guard let kept else { return false }
        return AnkiDeckOptionsMapping.taking(arrived, into: kept, learner: learner) == kept
    }
}
