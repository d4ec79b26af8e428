import FlashzillaSync

extension SyncIncomingDeckOptions {
    /// Whether options that came are those the deck here had when they were last kept
    /// (`kept`: nil when none were): taking them would change nothing. A retention within
    /// `take`'s tolerance of the deck's own (or, for a deck that follows it, the learner's)
    /// counts as the same, as `take` leaves it then.
    static func alreadyHere(_ arrived: SyncedCollection.DeckOptionValues, kept: SyncedCollection.DeckOptionValues?,
                            learnersRetention: Double) -> Bool {
        guard let kept else { return false }
        var arrived = arrived
        if arrived.desiredRetention.map({ abs($0 - (kept.desiredRetention ?? learnersRetention)) <= 0.000_1 }) ?? true {
            arrived.desiredRetention = kept.desiredRetention
        }
        return arrived == kept
    }
}
