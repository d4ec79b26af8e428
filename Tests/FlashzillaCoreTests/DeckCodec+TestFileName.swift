import Foundation
@testable import FlashzillaCore

/// Tests decode bytes that come from no file: they all read as `Fixtures.fileName`, whose
/// derived deck id is `Fixtures.derivedDeckID`.
extension DeckCodec {
    func decode(_ data: Data, now: Date) throws(DeckFileError) -> DecodedDeck {
        try decode(data, fileName: Fixtures.fileName, now: now)
    }
}

extension FlashzillaDeckCodec {
    func decode(window: FileWindow, now: Date, keepingCards: Int = .max) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        try decode(window: window, fileName: Fixtures.fileName, now: now, keepingCards: keepingCards)
    }
}

extension Fixtures {
    static let fileName = "test.json"
    static let derivedDeckID = DerivedID.deck(fileName: fileName)

    /// The id a card without one gets in a deck without one read as `fileName`.
    static func derivedCardID(_ prompt: String, _ answer: String, occurrence: UInt32 = 0, deck: UUID = derivedDeckID) -> UUID {
        DerivedID.card(deck: deck, prompt: prompt, answer: answer, occurrence: occurrence)
    }
}
