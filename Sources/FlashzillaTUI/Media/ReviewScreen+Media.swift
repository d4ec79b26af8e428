import FlashzillaCore

extension ReviewScreen {
    /// The media of the card's side on show (under help too: it is only covered a moment).
    public var shownMedia: ShownMedia? {
        guard let card = session.currentCard else { return nil }
        return ShownMedia(deckID: session.deckID, card: card, isAnswerSide: isRevealed)
    }

    /// Whether a media key means something now: `r` with a sound to replay, `o` with a picture.
    func mediaKeyApplies(_ message: ReviewMessage) -> Bool {
        switch message {
        case .soundReplayRequested: shownMedia?.replaySounds.isEmpty == false
        case .imageOpenRequested: shownMedia?.images.isEmpty == false
        default: true
        }
    }
}
