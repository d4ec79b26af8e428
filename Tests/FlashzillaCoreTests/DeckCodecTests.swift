import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// Ids 00000000-0000-0000-0000-000000000001, …2, … in order, for predictable decks.
final class IDSequence: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 1

    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))! }

    func make() -> UUID {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return Self.id(next - 1)
    }

    var codec: FlashzillaDeckCodec { FlashzillaDeckCodec() }
}

enum Fixtures {
    static let now = Date(timeIntervalSince1970: 1_795_319_407.25) // 2026-11-22T03:50:07.25Z
    static let nowInFile = Date(timeIntervalSince1970: 1_795_319_407)
    static let deckID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    static let cardID = UUID(uuidString: "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B")!

    /// A file as FlashzillaDeckCodec writes it: keys sorted, two-space indent.
    static let canonicalFile = """
    {
      "cards": [
        {
          "answer": "Edinburgh",
          "createdAt": "2026-11-22T03:50:07Z",
          "id": "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B",
          "prompt": "What is the capital city of Scotland?",
          "updatedAt": "2026-11-23T10:00:00Z"
        },
        {
          "answer": "Finding something good without looking for it.",
          "createdAt": "2026-11-22T03:50:07Z",
          "id": "00000000-0000-0000-0000-000000000002",
          "prompt": "serendipity",
          "tags": [
            "vocab",
            "english"
          ],
          "updatedAt": "2026-11-22T03:50:07Z",
          "wordType": "noun"
        }
      ],
      "color": "teal",
      "format": "flashzilla-deck",
      "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
      "name": "World Capitals",
      "requeueWrong": false,
      "sessionSize": 20,
      "shuffle": true,
      "timeLimit": 0,
      "version": 1
    }

    """

    static var canonicalDeck: Deck {
        let cards = [
            try! Card(id: cardID, prompt: "What is the capital city of Scotland?", answer: "Edinburgh", createdAt: nowInFile,
                      updatedAt: Date(timeIntervalSince1970: 1_795_428_000)),
            try! Card(id: IDSequence.id(2), prompt: "serendipity", answer: "Finding something good without looking for it.",
                      wordType: .noun, tags: ["vocab", "english"], createdAt: nowInFile),
        ]
        return Deck(id: deckID, name: "World Capitals", color: .teal, cards: cards,
                    settings: DeckSettings(timeLimit: 0, sessionSize: 20, shuffle: true, requeueWrong: false))
    }
}

func decode(_ text: String, codec: some DeckCodec = IDSequence().codec, now: Date = Fixtures.now) throws(DeckFileError) -> DecodedDeck {
    try codec.decode(Data(text.utf8), now: now)
}

func decodeError(_ text: String) -> DeckFileError? {
    do {
        _ = try decode(text)
        return nil
    } catch {
        return error
    }
}

@Suite("Deck codec")
struct DeckCodecTests {
    // MARK: Reading

    @Test("a hand-written file with only name, prompt and answer loads with every default")
    func minimalFile() throws {
        let decoded = try decode(#"{"name": "Vocab", "cards": [{"prompt": "a", "answer": "b"}, {"prompt": " c ", "answer": "d\n"}]}"#)
        // Ids derived from the file's name and the cards' (trimmed) text.
        let expected = Deck(id: Fixtures.derivedDeckID, name: "Vocab", color: .blue, cards: [
            try Card(id: Fixtures.derivedCardID("a", "b"), prompt: "a", answer: "b", createdAt: Fixtures.nowInFile),
            try Card(id: Fixtures.derivedCardID("c", "d"), prompt: "c", answer: "d", createdAt: Fixtures.nowInFile),
        ], settings: DeckSettings(timeLimit: 100, sessionSize: nil, shuffle: true, requeueWrong: true))
        #expect(decoded == DecodedDeck(deck: expected, isReadOnly: false, warnings: [], filledInValues: true))
    }

    @Test("a deck with no cards at all loads")
    func noCards() throws {
        let decoded = try decode(#"{"name": "Empty"}"#)
        #expect(decoded.deck.cards.isEmpty)
        #expect(decoded.deck.id == Fixtures.derivedDeckID)
    }

    @Test("a file we wrote reads back exactly, without filling anything in")
    func canonicalFile() throws {
        let decoded = try decode(Fixtures.canonicalFile)
        #expect(decoded == DecodedDeck(deck: Fixtures.canonicalDeck))
    }

    @Test("null stands for a missing optional field")
    func nulls() throws {
        let text = #"""
        {"format": null, "version": null, "id": null, "name": "N", "color": null, "timeLimit": null, "sessionSize": null,
         "shuffle": null, "requeueWrong": null,
         "cards": [{"id": null, "prompt": "p", "answer": "a", "wordType": null, "tags": null, "createdAt": null, "updatedAt": null}]}
        """#
        let decoded = try decode(text)
        #expect(decoded.deck == Deck(id: Fixtures.derivedDeckID, name: "N", cards: [try Card(id: Fixtures.derivedCardID("p", "a"), prompt: "p", answer: "a", createdAt: Fixtures.nowInFile)]))
        #expect(decoded.deck.unknownFields.isEmpty && decoded.deck.cards[0].unknownFields.isEmpty)
    }

    @Test("lenient spellings: colour and word type in any case, word type abbreviations, 1e2 as a whole number")
    func lenientValues() throws {
        let decoded = try decode(#"{"name": "N", "color": "Teal", "timeLimit": 1e2, "sessionSize": 5.0, "cards": [{"prompt": "p", "answer": "a", "wordType": "ADJ"}, {"prompt": "p", "answer": "a", "wordType": "Noun"}]}"#)
        #expect(decoded.deck.color == .teal)
        #expect(decoded.deck.settings.timeLimit == 100)
        #expect(decoded.deck.settings.sessionSize == 5)
        #expect(decoded.deck.cards.map(\.wordType) == [.adjective, .noun])
    }

    @Test("missing dates: one stands in for the other, else now (to the second)")
    func missingDates() throws {
        let text = #"""
        {"name": "N", "cards": [
          {"prompt": "p", "answer": "a", "createdAt": "2026-01-01T00:00:00Z"},
          {"prompt": "p", "answer": "a", "updatedAt": "2026-02-01T00:00:00Z"},
          {"prompt": "p", "answer": "a"},
          {"prompt": "p", "answer": "a", "createdAt": "2026-01-01T02:00:00.5+02:00", "updatedAt": "2026-01-01T00:00:00.999Z"}
        ]}
        """#
        let cards = try decode(text).deck.cards
        let jan = ISO8601Timestamp.date(from: "2026-01-01T00:00:00Z")!
        let feb = ISO8601Timestamp.date(from: "2026-02-01T00:00:00Z")!
        #expect(cards.map(\.createdAt) == [jan, feb, Fixtures.nowInFile, jan])
        #expect(cards.map(\.updatedAt) == [jan, feb, Fixtures.nowInFile, jan])
    }

    @Test("unknown fields in the deck and in cards survive a load and save unchanged")
    func unknownFields() throws {
        let text = #"""
        {"name": "N", "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "futureSetting": {"b": [1.50e3, -0, true, null], "a": "x"},
         "big": 123456789012345678901234567890,
         "cards": [{"id": "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B", "prompt": "p", "answer": "a", "createdAt": "2026-11-22T03:50:07Z",
                    "updatedAt": "2026-11-22T03:50:07Z", "reviewHistory": [{"at": "2026-11-23T00:00:00Z", "ok": true}], "format": 2}]}
        """#
        let deck = try decode(text).deck
        #expect(deck.unknownFields == [
            "futureSetting": .object(["b": .array([.number("1.50e3"), .number("-0"), .bool(true), .null]), "a": .string("x")]),
            "big": .number("123456789012345678901234567890"),
        ])
        #expect(deck.cards[0].unknownFields == [
            "reviewHistory": .array([.object(["at": .string("2026-11-23T00:00:00Z"), "ok": .bool(true)])]),
            "format": .number("2"),
        ])
        let written = String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self)
        #expect(written == """
        {
          "big": 123456789012345678901234567890,
          "cards": [
            {
              "answer": "a",
              "createdAt": "2026-11-22T03:50:07Z",
              "format": 2,
              "id": "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B",
              "prompt": "p",
              "reviewHistory": [
                {
                  "at": "2026-11-23T00:00:00Z",
                  "ok": true
                }
              ],
              "updatedAt": "2026-11-22T03:50:07Z"
            }
          ],
          "color": "blue",
          "format": "flashzilla-deck",
          "futureSetting": {
            "a": "x",
            "b": [
              1.50e3,
              -0,
              true,
              null
            ]
          },
          "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
          "name": "N",
          "requeueWrong": true,
          "sessionSize": null,
          "shuffle": true,
          "timeLimit": 100,
          "version": 1
        }

        """)
    }

    @Test("unknown fields never shadow known ones when writing")
    func unknownFieldsCannotShadow() throws {
        var deck = Fixtures.canonicalDeck
        deck.unknownFields = ["name": .string("Impostor"), "version": .int(9), "extra": .bool(true)]
        deck.cards[0].unknownFields = ["prompt": .string("Impostor"), "wordType": .string("verb"), "tags": .array([.string("x")])]
        let back = try FlashzillaDeckCodec().decode(FlashzillaDeckCodec().encode(deck), now: Fixtures.now).deck
        #expect(back.name == "World Capitals")
        #expect(back.unknownFields == ["extra": .bool(true)])
        #expect(back.cards[0].prompt == "What is the capital city of Scotland?")
        #expect(back.cards[0].wordType == nil && back.cards[0].tags.isEmpty && back.cards[0].unknownFields.isEmpty)
    }

    // MARK: Writing and round trips

    @Test("the deck is written pretty-printed with sorted keys, cards in deck order")
    func canonicalEncoding() {
        #expect(String(decoding: FlashzillaDeckCodec().encode(Fixtures.canonicalDeck), as: UTF8.self) == Fixtures.canonicalFile)
    }

    @Test("decode(encode(deck)) == deck and encoding again is byte-identical", arguments: 0..<30)
    func roundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let deck = Deck.random(using: &generator)
        let codec = FlashzillaDeckCodec()
        let bytes = codec.encode(deck)
        let decoded = try codec.decode(bytes, now: Fixtures.now)
        #expect(decoded == DecodedDeck(deck: deck))
        #expect(codec.encode(decoded.deck) == bytes)
    }

    @Test("the direct encoder writes exactly what JSONWriter writes for the deck's document", arguments: 0..<30)
    func encoderMatchesWriter(seed: UInt64) {
        var generator = SeededGenerator(seed: seed &+ 500)
        var deck = Deck.random(using: &generator)
        if seed % 3 == 0, !deck.cards.isEmpty {
            // Unknown keys that sort between, before and after the known ones, and that try to shadow them.
            deck.cards[0].unknownFields = ["b": .int(1), "": .null, "zz": .bool(true), "prompt": .string("shadow"), "idx": .array([])]
            deck.unknownFields["cards"] = .string("shadow")
        }
        #expect(DeckEncoder.encode(deck) == JSONWriter.bytes(DeckFormat.document(for: deck)))
    }

    @Test("ids are written as uuidString writes them")
    func idText() {
        for _ in 0..<200 {
            let id = UUID()
            var bytes: [UInt8] = []
            UUIDText.write(id, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == id.uuidString)
        }
    }

    @Test("dates keep whole seconds: fractions in memory are dropped on write")
    func subsecondDates() throws {
        let card = try Card(id: Fixtures.cardID, prompt: "p", answer: "a", createdAt: Fixtures.now)
        let deck = Deck(id: Fixtures.deckID, name: "N", cards: [card])
        let back = try FlashzillaDeckCodec().decode(FlashzillaDeckCodec().encode(deck), now: Fixtures.now).deck
        #expect(back.cards[0].createdAt == Fixtures.nowInFile)
    }

    // MARK: Errors

    static let validationCases: [(String, String)] = [
        ("[]", "the top level must be a JSON object"),
        (#"{"cards": []}"#, #"missing "name""#),
        (#"{"name": 5}"#, "name: must be a string"),
        (#"{"name": " \n\t"}"#, "name: must not be empty"),
        (#"{"format": "other-app", "name": "N"}"#, #"format: not a Flashzilla deck (format "other-app", expected "flashzilla-deck")"#),
        (#"{"format": 1, "name": "N"}"#, #"format: must be the string "flashzilla-deck""#),
        (#"{"version": "1", "name": "N"}"#, "version: must be a whole number of at least 1"),
        (#"{"version": 0, "name": "N"}"#, "version: must be a whole number of at least 1"),
        (#"{"version": 1.5, "name": "N"}"#, "version: must be a whole number of at least 1"),
        (#"{"id": 7, "name": "N"}"#, "id: must be a UUID string"),
        (#"{"id": "not-a-uuid", "name": "N"}"#, #"id: not a valid UUID "not-a-uuid""#),
        (#"{"name": "N", "color": "magenta"}"#,
         #"color: unknown colour "magenta" (expected one of red, orange, yellow, green, teal, blue, indigo, purple, pink, gray)"#),
        (#"{"name": "N", "color": ["blue"]}"#, "color: must be a string, one of red, orange, yellow, green, teal, blue, indigo, purple, pink, gray"),
        (#"{"name": "N", "timeLimit": 3601}"#, "timeLimit: must be a whole number from 0 to 3600"),
        (#"{"name": "N", "timeLimit": -1}"#, "timeLimit: must be a whole number from 0 to 3600"),
        (#"{"name": "N", "timeLimit": 1.5}"#, "timeLimit: must be a whole number from 0 to 3600"),
        (#"{"name": "N", "timeLimit": "100"}"#, "timeLimit: must be a whole number from 0 to 3600"),
        (#"{"name": "N", "timeLimit": 1e400}"#, "timeLimit: must be a whole number from 0 to 3600"),
        (#"{"name": "N", "sessionSize": 0}"#, "sessionSize: must be null or a whole number of at least 1"),
        (#"{"name": "N", "sessionSize": true}"#, "sessionSize: must be null or a whole number of at least 1"),
        (#"{"name": "N", "shuffle": "yes"}"#, "shuffle: must be true or false"),
        (#"{"name": "N", "requeueWrong": 1}"#, "requeueWrong: must be true or false"),
        (#"{"name": "N", "cards": {}}"#, "cards: must be an array"),
        (#"{"name": "N", "cards": [1]}"#, "cards[0]: must be an object"),
        (#"{"name": "N", "cards": [{"answer": "a"}]}"#, #"cards[0]: missing "prompt""#),
        (#"{"name": "N", "cards": [{"prompt": "p"}]}"#, #"cards[0]: missing "answer""#),
        (#"{"name": "N", "cards": [{"prompt": 5, "answer": "a"}]}"#, "cards[0].prompt: must be a string"),
        (#"{"name": "N", "cards": [{"prompt": null, "answer": "a"}]}"#, "cards[0].prompt: must be a string"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": ""}]}"#, "cards[0].answer: must not be empty"),
        (#"{"name": "N", "cards": [{"prompt": " \n ", "answer": "a"}]}"#, "cards[0].prompt: must not be empty"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "id": 1}]}"#, "cards[0].id: must be a UUID string"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "id": "C8E1"}]}"#, #"cards[0].id: not a valid UUID "C8E1""#),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "wordType": "nounish"}]}"#,
         #"cards[0].wordType: unknown word type "nounish" (expected one of noun, verb, adjective, adverb, preposition, conjunction, pronoun, interjection, determiner, phrase)"#),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "wordType": 1}]}"#, "cards[0].wordType: must be a string"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "tags": "vocab"}]}"#, "cards[0].tags: must be an array of strings"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "tags": ["a", 1]}]}"#, "cards[0].tags[1]: must be a string"),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "createdAt": "yesterday"}]}"#,
         #"cards[0].createdAt: not an ISO 8601 date and time "yesterday" (expected e.g. 2026-11-22T03:50:07Z)"#),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "updatedAt": 1795319407}]}"#, "cards[0].updatedAt: must be a string"),
        (#"{"name": "N", "color": "\u0000\n\"0123456789012345678901234567890123456789"}"#,
         #"color: unknown colour "\u0000\n\"0123456789012345678901234567890123456…" (expected one of red, orange, yellow, green, teal, blue, indigo, purple, pink, gray)"#),
    ]

    @Test("problems name their place in the file", arguments: validationCases)
    func validationErrors(text: String, message: String) throws {
        let error = try #require(decodeError(text))
        #expect(error.description == message)
        #expect(error.fileURL == nil)
        guard case .invalid = error.problem else { Issue.record("not a validation error: \(error)"); return }
    }

    @Test("the problem reported is the first in a fixed order: deck fields, then cards in order")
    func firstProblem() {
        let cards = (0..<10).map { i in i == 3 || i == 7 ? #"{"answer": "a"}"# : #"{"prompt": "p", "answer": "a"}"# }.joined(separator: ",")
        #expect(decodeError(#"{"name": "N", "cards": [\#(cards)]}"#)?.description == #"cards[3]: missing "prompt""#)
        #expect(decodeError(#"{"cards": [1], "color": "x"}"#)?.description == #"missing "name""#)
        #expect(decodeError(#"{"name": "N", "cards": [1], "color": "x", "timeLimit": -1}"#)?.description.hasPrefix("color:") == true)
    }

    /// FlashzillaDeckCodec streams the cards (DeckStreamDecoder); DeckDocumentDecoder reads a
    /// parsed tree. Same rules, so the same deck or the same first error, and the same ids drawn.
    @Test("streaming the cards and decoding a parsed tree agree", arguments: validationCases.map(\.0) + [
        #"{"name": "N", "cards": [{"prompt": "a", "answer": "b"}], "cards": []}"#,
        #"{"name": "N", "cards": 5, "cards": [{"prompt": "a", "answer": "b"}]}"#,
        #"{"name": "N", "cards": [{"prompt": "a", "answer": "b"}], "cards": 5}"#,
        #"{"name": "N", "cards": [{"prompt": ""}], "cards": [{"prompt": "a", "answer": "b"}]}"#,
        #"{"cards": [1], "color": "x", "name": "N"}"#,
        #"{"cards": [{"prompt": 1}], "name": "N", "timeLimit": 5000}"#,
        #"{"name": "N", "cards": [1, {]}"#,
        #"{"name": "N", "cards": [{"prompt": "a", "answer": "b", "prompt": "c", "x": 1, "x": 2}]}"#,
        #"{"name": "N", "cards": [{"prompt": "a", "answer": "b"}, {"prompt": "c", "answer": "d", "id": "00000000-0000-0000-0000-000000000001"}]}"#,
        #"{"name": "N", "version": 4, "cards": [{"prompt": "a"}]}"#,
        #"{"name": "N", "cards": []} x"#,
        #"{"name": "N", "cards": [[]]}"#,
        #"{"name": "N", "cards": []"#,
        "[1, 2]", "\"deck\"", "", "{}", Fixtures.canonicalFile,
    ])
    func streamingAgreesWithTree(text: String) {
        func outcome(_ body: () throws(DeckFileError) -> DecodedDeck) -> Result<DecodedDeck, DeckFileError> { Result(catching: body) }
        let streamed = outcome { () throws(DeckFileError) in try decode(text) }
        let tree = outcome { () throws(DeckFileError) in
            let value: JSONValue
            do throws(JSONSyntaxError) { value = try JSONReader.parse(text) } catch { throw DeckFileError(text.isEmpty ? .empty : .syntax(error)) }
            var decoder = DeckDocumentDecoder(fileName: Fixtures.fileName, now: Fixtures.now)
            return try decoder.decode(value)
        }
        #expect(streamed == tree)
    }

    @Test("syntax errors keep their line and column")
    func syntaxErrors() throws {
        let error = try #require(decodeError("{\n  \"name\": \"N\",\n  \"cards\": [] \"x\"\n}"))
        guard case .syntax(let syntax) = error.problem else { Issue.record("\(error)"); return }
        #expect((syntax.line, syntax.column, syntax.offset) == (3, 15, 31))
        #expect(error.description == "3:15: expected ',' or '}' after object member, found '\"'")
        let located = DeckFileError(error.problem, fileURL: URL(fileURLWithPath: "/home/me/decks/capitals.json"))
        #expect(located.description == "/home/me/decks/capitals.json:3:15: expected ',' or '}' after object member, found '\"'")
    }

    @Test("an empty file, only whitespace, or only a byte order mark is an empty file", arguments: [
        [], Array(" \n\t\r\n".utf8), [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x0A],
    ] as [[UInt8]])
    func emptyFiles(bytes: [UInt8]) {
        for codec in [FlashzillaDeckCodec() as any DeckCodec, FoundationDeckCodec()] {
            #expect(throws: DeckFileError(.empty)) { try codec.decode(Data(bytes), now: Fixtures.now) }
        }
        #expect(DeckFileError(.empty, fileURL: URL(fileURLWithPath: "/d/a.json")).description == "/d/a.json: empty file")
    }

    @Test("invalid UTF-8 is reported by byte offset")
    func invalidUTF8() throws {
        var bytes = Array(#"{"name": "Caf"#.utf8)
        bytes.append(0xE9) // Latin-1 é
        bytes += Array(#""}"#.utf8)
        let error = try #require(throws: DeckFileError.self) { try FlashzillaDeckCodec().decode(Data(bytes), now: Fixtures.now) }
        #expect(error.description == "not valid UTF-8 at byte 13")
        #expect(DeckFileError(error.problem, fileURL: URL(fileURLWithPath: "/d/cafe.json")).description == "/d/cafe.json: not valid UTF-8 at byte 13")
    }

    // MARK: Versions and ids

    @Test("a newer format version loads read-only, with a message")
    func newerVersion() throws {
        let decoded = try decode(#"{"format": "flashzilla-deck", "version": 4, "name": "N", "newThing": 1, "cards": [{"prompt": "p", "answer": "a"}]}"#)
        #expect(decoded.isReadOnly)
        #expect(decoded.warnings == ["written by a newer Flashzilla (deck format version 4; this one reads version 3), so it is read-only"])
        #expect(decoded.deck.unknownFields == ["newThing": .number("1")])
        #expect(try decode(#"{"version": 1, "name": "N"}"#).isReadOnly == false)
        #expect(try decode(#"{"name": "N"}"#).isReadOnly == false)
    }

    @Test("a newer version that breaks our rules says so")
    func newerVersionError() {
        #expect(decodeError(#"{"version": 4, "name": "N", "cards": [{"question": "p", "answer": "a"}]}"#)?.description
            == #"cards[0]: missing "prompt" (the file is deck format version 4, newer than this Flashzilla reads)"#)
    }

    @Test("a repeated card id is replaced by a fresh one, with a warning")
    func duplicateIDs() throws {
        let a = Fixtures.cardID.uuidString
        let text = #"""
        {"name": "N", "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "cards": [
          {"id": "\#(a)", "prompt": "p0", "answer": "a", "createdAt": "2026-11-22T03:50:07Z", "updatedAt": "2026-11-22T03:50:07Z"},
          {"id": "\#(a.lowercased())", "prompt": "p1", "answer": "a", "createdAt": "2026-11-22T03:50:07Z", "updatedAt": "2026-11-22T03:50:07Z"},
          {"id": "\#(a)", "prompt": "p2", "answer": "a", "createdAt": "2026-11-22T03:50:07Z", "updatedAt": "2026-11-22T03:50:07Z"}
        ]}
        """#
        let decoded = try decode(text)
        #expect(decoded.deck.cards.map(\.id) == [Fixtures.cardID, Fixtures.derivedCardID("p1", "a", deck: Fixtures.deckID),
                                                 Fixtures.derivedCardID("p2", "a", deck: Fixtures.deckID)])
        #expect(decoded.warnings == [
            "cards[1]: duplicate id \(a); the card was given a new id",
            "cards[2]: duplicate id \(a); the card was given a new id",
        ])
        #expect(decoded.filledInValues)
    }

    @Test("a derived id never collides with an id given later in the file")
    func derivedIDsAvoidGivenOnes() throws {
        // The second card carries the id the first would derive (a file saved, then a copy of its card added by hand).
        let taken = Fixtures.derivedCardID("p", "a")
        let text = #"{"name": "N", "cards": [{"prompt": "p", "answer": "a"}, {"id": "\#(taken.uuidString)", "prompt": "p", "answer": "a"}]}"#
        let ids = try decode(text).deck.cards.map(\.id)
        #expect(ids == [Fixtures.derivedCardID("p", "a", occurrence: 1), taken])
    }

    // MARK: Foundation codec

    @Test("FoundationDeckCodec and FlashzillaDeckCodec agree card by card", arguments: 0..<15)
    func codecsAgree(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed &+ 77)
        let deck = Deck.random(using: &generator, foundationSafe: true)
        let bytes = FlashzillaDeckCodec().encode(deck)
        let ours = try FlashzillaDeckCodec().decode(bytes, now: Fixtures.now)
        let theirs = try FoundationDeckCodec().decode(bytes, now: Fixtures.now)
        #expect(ours.deck.cards.count == theirs.deck.cards.count)
        for (a, b) in zip(ours.deck.cards, theirs.deck.cards) { #expect(a == b) }
        #expect(ours == theirs)
        // And what Foundation writes, we read as the same deck.
        #expect(try FlashzillaDeckCodec().decode(FoundationDeckCodec().encode(deck), now: Fixtures.now).deck == deck)
    }

    @Test("FoundationDeckCodec shares the validation and reports syntax errors without a position")
    func foundationErrors() throws {
        let codec = FoundationDeckCodec()
        #expect(throws: DeckFileError.invalid("cards[0].answer", "must not be empty")) {
            try codec.decode(Data(#"{"name": "N", "cards": [{"prompt": "p", "answer": ""}]}"#.utf8), now: Fixtures.now)
        }
        let error = try #require(throws: DeckFileError.self) { try codec.decode(Data("{\"name\": ".utf8), now: Fixtures.now) }
        guard case .unreadable(let message) = error.problem else { Issue.record("\(error)"); return }
        #expect(message.hasPrefix("not valid JSON: "))
        #expect(try codec.decode(Data(Fixtures.canonicalFile.utf8), now: Fixtures.now) == DecodedDeck(deck: Fixtures.canonicalDeck))
    }
}

extension Deck {
    /// A deck exercising every field: odd text, every colour and word type, tags, unknown fields.
    static func random(using g: inout SeededGenerator, foundationSafe: Bool = false) -> Deck {
        func text() -> String {
            // Card text is trimmed on load, so generated text starts and ends with a letter.
            "x" + String.random(using: &g, maxLength: 20, foundationSafe: foundationSafe) + "y"
        }
        func date() -> Date { Date(timeIntervalSince1970: TimeInterval(Int64.random(in: 0...4_000_000_000, using: &g))) }
        func unknown() -> [String: JSONValue] {
            Bool.random(using: &g) ? [:] : ["extra" + String(Int.random(in: 0..<5, using: &g)): .random(using: &g, depth: 2, foundationSafe: foundationSafe)]
        }
        let cards = (0..<Int.random(in: 0..<40, using: &g)).map { _ in
            let created = date()
            return try! Card(id: UUID(), prompt: text(), answer: text(), wordType: Bool.random(using: &g) ? WordType.allCases.randomElement(using: &g) : nil,
                             tags: (0..<Int.random(in: 0..<3, using: &g)).map { _ in String.random(using: &g, maxLength: 8, foundationSafe: foundationSafe) },
                             createdAt: created, updatedAt: created.addingTimeInterval(TimeInterval(Int.random(in: 0...100_000, using: &g))),
                             unknownFields: unknown())
        }
        let settings = DeckSettings(timeLimit: Int.random(in: 0...3600, using: &g), sessionSize: Bool.random(using: &g) ? nil : Int.random(in: 1...500, using: &g),
                                    shuffle: Bool.random(using: &g), requeueWrong: Bool.random(using: &g))
        return Deck(id: UUID(), name: text(), color: DeckColor.allCases.randomElement(using: &g)!, cards: cards, settings: settings, unknownFields: unknown())
    }
}

@Suite("Card text trimming")
struct CardTrimmingTests {
    /// Card.validated skips Foundation's trimming when neither end can be trimmed; it must
    /// still trim every character `CharacterSet.whitespacesAndNewlines` holds.
    @Test("every whitespace or newline character is trimmed from both ends")
    func everyWhitespaceIsTrimmed() throws {
        let whitespace = CharacterSet.whitespacesAndNewlines
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { whitespace.contains($0) }
        #expect(scalars.count >= 25)
        for scalar in scalars {
            let card = try Card(prompt: "\(scalar)a\(scalar)", answer: "b\(scalar)", createdAt: Fixtures.now)
            #expect(card.prompt == "a" && card.answer == "b", "U+\(String(scalar.value, radix: 16))")
        }
        // Not whitespace: kept.
        for scalar: Unicode.Scalar in ["\u{2060}", "\u{FEFF}", "\u{180E}", "x"] where !whitespace.contains(scalar) {
            #expect(try Card(prompt: "\(scalar)a\(scalar)", answer: "b", createdAt: Fixtures.now).prompt == "\(scalar)a\(scalar)")
        }
    }
}
