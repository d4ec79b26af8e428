import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// The Match fields of a deck file: `pairs`, `matchBestScore`, `matchBestTime`.
@Suite("Deck codec: Match fields")
struct MatchPersistenceTests {
    static let codecs: [any DeckCodec] = [FlashzillaDeckCodec(), FoundationDeckCodec()]

    @Test("missing fields mean six pairs and no records, and nothing is written for them")
    func defaults() throws {
        for codec in Self.codecs {
            let deck = try decode(#"{"name": "N"}"#, codec: codec).deck
            #expect(deck.settings.pairs == 6 && deck.matchRecord.isEmpty)
            let text = String(decoding: codec.encode(deck), as: UTF8.self)
            #expect(!text.contains("pairs") && !text.contains("match"))
        }
        // The canonical file, which has none of them, still reads and writes byte for byte.
        #expect(try decode(Fixtures.canonicalFile).deck.matchRecord.isEmpty)
    }

    @Test("null counts as missing")
    func nulls() throws {
        let deck = try decode(#"{"name": "N", "pairs": null, "matchBestScore": null, "matchBestTime": null}"#).deck
        #expect(deck.settings.pairs == 6 && deck.matchRecord.isEmpty)
    }

    @Test("the fields are read, whole numbers in any spelling, times to the millisecond")
    func reading() throws {
        for codec in Self.codecs {
            let deck = try decode(#"{"name": "N", "pairs": 3e0, "matchBestScore": -4, "matchBestTime": 42.5004}"#, codec: codec).deck
            #expect(deck.settings.pairs == 3)
            #expect(deck.matchRecord == MatchRecord(bestScore: -4, bestTime: .milliseconds(42500)))
            #expect(deck.unknownFields.isEmpty)
        }
        let one = try decode(#"{"name": "N", "matchBestTime": 1e1}"#).deck.matchRecord
        #expect(one == MatchRecord(bestScore: nil, bestTime: .seconds(10)))
    }

    @Test("the fields are written in key order, only when set", arguments: [
        (pairs: 8, record: MatchRecord(bestScore: 7, bestTime: .milliseconds(42500)),
         lines: [#"  "matchBestScore": 7,"#, #"  "matchBestTime": 42.5,"#, #"  "name": "N","#, #"  "pairs": 8,"#]),
        (pairs: 6, record: MatchRecord(bestScore: -12, bestTime: .milliseconds(5)),
         lines: [#"  "matchBestScore": -12,"#, #"  "matchBestTime": 0.005,"#, #"  "name": "N","#]),
        (pairs: 1, record: MatchRecord(), lines: [#"  "name": "N","#, #"  "pairs": 1,"#]),
    ])
    func writing(pairs: Int, record: MatchRecord, lines: [String]) throws {
        var settings = DeckSettings()
        settings.pairs = pairs
        let deck = Deck(id: Fixtures.deckID, name: "N", settings: settings, matchRecord: record)
        for codec in Self.codecs {
            // Foundation writes `"key" : value`; the order and values are what count here.
            let written = String(decoding: codec.encode(deck), as: UTF8.self)
                .replacingOccurrences(of: "\" : ", with: "\": ")
                .split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix(#"  "matchBest"#) || $0.hasPrefix(#"  "name""#) || $0.hasPrefix(#"  "pairs""#) }
            #expect(written == lines)
            #expect(try codec.decode(codec.encode(deck), now: Fixtures.now).deck == deck)
        }
    }

    @Test("seconds are written with at most three decimals and no trailing zeros", arguments: [
        (0, "0"), (5, "0.005"), (50, "0.05"), (999, "0.999"), (1000, "1"), (42500, "42.5"), (61_020, "61.02"), (3_600_000, "3600"),
    ])
    func secondsText(milliseconds: Int64, text: String) {
        #expect(FieldKind<Duration>.secondsText(.milliseconds(milliseconds)) == text)
    }

    @Test("bad values fail the file with the field's name", arguments: [
        (#"{"name": "N", "pairs": 0}"#, "pairs: must be a whole number from 1 to 50"),
        (#"{"name": "N", "pairs": 51}"#, "pairs: must be a whole number from 1 to 50"),
        (#"{"name": "N", "pairs": 2.5}"#, "pairs: must be a whole number from 1 to 50"),
        (#"{"name": "N", "pairs": "3"}"#, "pairs: must be a whole number from 1 to 50"),
        (#"{"name": "N", "matchBestScore": 1.5}"#, "matchBestScore: must be a whole number"),
        (#"{"name": "N", "matchBestScore": true}"#, "matchBestScore: must be a whole number"),
        (#"{"name": "N", "matchBestTime": -1}"#, "matchBestTime: must be a number of seconds from 0 to 1000000000"),
        (#"{"name": "N", "matchBestTime": "42"}"#, "matchBestTime: must be a number of seconds from 0 to 1000000000"),
        (#"{"name": "N", "matchBestTime": 1e10}"#, "matchBestTime: must be a number of seconds from 0 to 1000000000"),
    ])
    func badValues(text: String, message: String) {
        for codec in Self.codecs {
            do {
                _ = try decode(text, codec: codec)
                Issue.record("\(text) loaded")
            } catch {
                #expect(error.problem.description == message)
            }
        }
    }

    @Test("unknown fields never shadow the Match fields")
    func noShadowing() throws {
        var deck = Deck(id: Fixtures.deckID, name: "N")
        deck.unknownFields = ["pairs": .int(2), "matchBestScore": .int(99), "matchBestTime": .int(1)]
        let back = try FlashzillaDeckCodec().decode(FlashzillaDeckCodec().encode(deck), now: Fixtures.now).deck
        #expect(back.settings.pairs == 6 && back.matchRecord.isEmpty && back.unknownFields.isEmpty)
    }

    @Test("both codecs round-trip and agree on decks with Match fields", arguments: 0..<15)
    func roundTrips(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed &+ 900)
        var deck = Deck.random(using: &generator, foundationSafe: true)
        deck.settings.pairs = Int.random(in: 1...DeckSettings.maximumPairs, using: &generator)
        if seed % 4 != 0 {
            deck.recordMatch(MatchResult(score: Int.random(in: -50...100, using: &generator),
                                         time: .milliseconds(Int64.random(in: 0...4_000_000, using: &generator)), pairs: 6))
        }
        let ours = FlashzillaDeckCodec(), theirs = FoundationDeckCodec()
        let bytes = ours.encode(deck)
        #expect(try ours.decode(bytes, now: Fixtures.now).deck == deck)
        #expect(ours.encode(try ours.decode(bytes, now: Fixtures.now).deck) == bytes)
        #expect(try theirs.decode(bytes, now: Fixtures.now).deck == deck)
        #expect(try ours.decode(theirs.encode(deck), now: Fixtures.now).deck == deck)
    }

    @Test("a recorded game survives a save and a load")
    func recordThenSave() throws {
        var deck = Deck(id: Fixtures.deckID, name: "N")
        deck.recordMatch(MatchResult(score: 9, time: .milliseconds(61_020), pairs: 6))
        let back = try FlashzillaDeckCodec().decode(FlashzillaDeckCodec().encode(deck), now: Fixtures.now).deck
        #expect(back.matchRecord == MatchRecord(bestScore: 9, bestTime: .milliseconds(61_020)))
    }
}
