import FlashzillaCore
import Foundation

/// The pictures and sounds of the card side on show, with what they belong to: the app
/// follows this from frame to frame to start and stop sounds (`AppModel+Media`).
public struct ShownMedia: Equatable, Sendable {
    public var deckID: UUID
    public var cardID: UUID
    public var isAnswerSide: Bool
    /// What plays by itself when this side appears: the question's sounds on the question
    /// side, the answer's on the answer side (the question's were heard already).
    public var sounds: [String]
    /// What `r` plays: the side's own sounds, else (on the answer side) the question's.
    public var replaySounds: [String]
    /// The pictures the side shows: the question's, and on the answer side the answer's too.
    public var images: [String]

    public init(deckID: UUID, card: Card, isAnswerSide: Bool) {
        self.deckID = deckID
        cardID = card.id
        self.isAnswerSide = isAnswerSide
        let prompt = CardMedia(text: card.prompt)
        let answer = isAnswerSide ? CardMedia(text: card.answer) : CardMedia()
        sounds = isAnswerSide ? answer.sounds : prompt.sounds
        replaySounds = sounds.isEmpty ? prompt.sounds : sounds
        images = prompt.images + answer.images.filter { !prompt.images.contains($0) }
    }
}
