import FlashzillaCore

extension StudyScreen {
    /// The media of the top card's side on show, while the session runs. Paused by the
    /// learner the cards are hidden and finished none is on show; under help (or a terminal
    /// too small) the card is only covered for a moment, and its sound goes on.
    public var shownMedia: ShownMedia? {
        let covered = session.phase == .paused && pauseReason == .cardHidden
        guard session.phase == .running || covered, let card = session.topCard else { return nil }
        // On a parent's Quiz, the card's own deck's media folder.
        return ShownMedia(deckID: deckOfCard[card.id] ?? session.deck.id, card: card, isAnswerSide: session.isRevealed)
    }

    /// `r` replays the card's sounds: with one on show, `r` is that and start again is `R`
    /// alone (a sound card's `r` must never throw the session away); on other cards both
    /// `r` and `R` start again, so `R` always does.
    static let replayBinding = KeyBinding<StudyMessage>([.character("r")], help: "replay sound", words: ["replay", "play sound", "sound"],
                                                        action: .soundReplayRequested)

    /// The keymap with the sound and picture keys as the card on show needs them.
    func withMediaKeys(_ bindings: [KeyBinding<StudyMessage>]) -> [KeyBinding<StudyMessage>] {
        let media = shownMedia
        let hasSound = media?.replaySounds.isEmpty == false
        var result: [KeyBinding<StudyMessage>] = []
        for binding in bindings {
            switch binding.action {
            case .imageOpenRequested:
                if media?.images.isEmpty == false { result.append(binding) }
            case .restartRequested where hasSound:
                result.append(Self.replayBinding)
                result.append(KeyBinding([.character("R")], label: "R", help: binding.help, words: binding.words, action: binding.action,
                                         showsInFooter: binding.showsInFooter))
            default:
                result.append(binding)
            }
        }
        return result
    }
}
