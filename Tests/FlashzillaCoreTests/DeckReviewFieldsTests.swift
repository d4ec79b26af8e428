import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

@Suite("Deck codec: Review limits")
struct DeckReviewFieldsTests {
    @Test("the daily limits default to 20 and 200 and are written only when changed")
    func defaultsAndRoundTrip() throws {
        var deck = try decode(#"{"name": "V", "cards": [{"prompt": "p", "answer": "a"}]}"#).deck
        #expect(deck.settings.newCardsPerDay == 20 && deck.settings.reviewsPerDay == 200)
        let plain = String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self)
        #expect(!plain.contains("newCardsPerDay") && !plain.contains("reviewsPerDay"))
        deck.settings.newCardsPerDay = 0
        deck.settings.reviewsPerDay = 1_000
        let bytes = FlashzillaDeckCodec().encode(deck)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""newCardsPerDay": 0,"#))
        #expect(try FlashzillaDeckCodec().decode(bytes, now: Fixtures.now).deck == deck)
        #expect(try FoundationDeckCodec().decode(bytes, now: Fixtures.now).deck == deck)
    }

    @Test("a bad limit names its field")
    func badLimit() {
        #expect(throws: DeckFileError(.invalid(path: "newCardsPerDay", message: "must be a whole number from 0 to 9999"))) {
            try decode(#"{"name": "V", "newCardsPerDay": -1}"#)
        }
        #expect(throws: DeckFileError(.invalid(path: "reviewsPerDay", message: "must be a whole number from 0 to 99999"))) {
            try decode(#"{"name": "V", "reviewsPerDay": "lots"}"#)
        }
    }
}
