import Foundation
@testable import FlashzillaCore

/// A deck in which every field of the deck and of its cards holds something other than its
/// default, and the same deck as a file: what the field table tests read and write along
/// every path. A new model field must be set here too (CodecFieldTableTests says so).
enum FullDeck {
    static let created = Date(timeIntervalSince1970: 1_795_319_407)  // 2026-11-22T03:50:07Z
    static let updated = Date(timeIntervalSince1970: 1_795_428_000)  // 2026-11-23T10:00:00Z

    /// Every field set, nothing unknown: written by `CardBytesWriter`.
    static let fastCard = try! Card(id: UUID(uuidString: "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B")!, prompt: "Line one\nline \"two\"",
                                    answer: "Ärger über 北京", wordType: .verb, tags: ["vocab", "b\\c"], createdAt: created, updatedAt: updated)

    /// Every field set, and unknown ones too: written through the tree.
    /// (And it is a card of an Anki note, which the fast writer leaves to the tree too.)
    static let treeCard = {
        var card = try! Card(id: UUID(uuidString: "00000000-0000-4000-8000-000000000002")!, prompt: "serendipity",
                             answer: "a happy accident", wordType: .noun, tags: ["english"], createdAt: created, updatedAt: updated,
                             unknownFields: ["reviewHistory": .array([.object(["ok": .bool(true)])]), "a": .int(7)])
        card.note = NoteLink(guid: "Ol`ji]R#e2", ord: 1)
        return card
    }()

    /// Entries of each card kind, as the deck file holds them (their first card's link):
    /// what the kind fields write and read (`cloze`, `reversed`, `typed`).
    static let clozeEntry = try! CardEntries.clozeEntry("{{c1::Paris}} & {{c2::Rome::city}}", id: UUID(uuidString: "00000000-0000-4000-8000-0000000000C1")!,
                                                        typed: true, createdAt: created)
    static let reversedTypedEntry = {
        var card = try! Card(id: UUID(uuidString: "00000000-0000-4000-8000-0000000000A1")!, prompt: "gato", answer: "cat", createdAt: created)
        card.entry = CardEntry(id: card.id, shape: .reversed, typed: true)
        return card
    }()

    /// An Anki note type with a non-default value everywhere, and a note of it.
    static let noteType = NoteType(id: "1342697561419", name: "Cloze+", kind: .cloze, fields: ["Text", "Extra"],
                                   templates: [NoteType.Template(name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>{{Extra}}")],
                                   css: ".card { color: black; }")
    static let note = Note(guid: "Ol`ji]R#e2", noteType: "1342697561419", fields: ["<b>{{c1::Paris}}</b> &amp; {{c2::Rome}}", ""])

    static let deck = Deck(
        id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, name: "Everything", color: .purple, cards: [fastCard, treeCard],
        settings: DeckSettings(timeLimit: 30, sessionSize: 10, shuffle: false, requeueWrong: false, pairs: 8, newCardsPerDay: 5, reviewsPerDay: 50,
                               leechAction: .suspend,
                               review: DeckReviewOptions(learningSteps: [30, 600], relearningSteps: [900], desiredRetention: 0.85,
                                                         maximumInterval: 365, leechThreshold: 6, buryNew: true, buryReviews: true, buryInterdayLearning: true,
                                                         newCardOrder: .random)),
        matchRecord: MatchRecord(bestScore: -3, bestTime: .milliseconds(42_500)), noteTypes: [noteType], notes: [note],
        unknownFields: ["futureSetting": .object(["b": .array([.int(1), .null]), "a": .string("x")])])

    /// A card with every field at its default (the reader fills in id and dates).
    static let blankCard = Card(id: DeckDocumentDecoder.placeholderID, validatedPrompt: "p", validatedAnswer: "a", wordType: nil, tags: [],
                                createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0), unknownFields: [:])
    static let blankDeck = Deck(id: DeckDocumentDecoder.placeholderID, name: "")

    /// `deck` as the file the codec writes.
    static let file = #"""
    {
      "buryInterdayLearning": true,
      "buryNew": true,
      "buryReviews": true,
      "cards": [
        {
          "answer": "Ärger über 北京",
          "createdAt": "2026-11-22T03:50:07Z",
          "id": "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B",
          "prompt": "Line one\nline \"two\"",
          "tags": [
            "vocab",
            "b\\c"
          ],
          "updatedAt": "2026-11-23T10:00:00Z",
          "wordType": "verb"
        },
        {
          "a": 7,
          "answer": "a happy accident",
          "createdAt": "2026-11-22T03:50:07Z",
          "id": "00000000-0000-4000-8000-000000000002",
          "note": "Ol`ji]R#e2",
          "ord": 1,
          "prompt": "serendipity",
          "reviewHistory": [
            {
              "ok": true
            }
          ],
          "tags": [
            "english"
          ],
          "updatedAt": "2026-11-23T10:00:00Z",
          "wordType": "noun"
        }
      ],
      "color": "purple",
      "desiredRetention": 0.85,
      "format": "flashzilla-deck",
      "futureSetting": {
        "a": "x",
        "b": [
          1,
          null
        ]
      },
      "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF",
      "learningSteps": [
        0.5,
        10
      ],
      "leechAction": "suspend",
      "leechThreshold": 6,
      "matchBestScore": -3,
      "matchBestTime": 42.5,
      "maximumInterval": 365,
      "name": "Everything",
      "newCardOrder": "random",
      "newCardsPerDay": 5,
      "noteTypes": [
        {
          "css": ".card { color: black; }",
          "fields": [
            "Text",
            "Extra"
          ],
          "id": "1342697561419",
          "kind": "cloze",
          "name": "Cloze+",
          "templates": [
            {
              "back": "{{cloze:Text}}<br>{{Extra}}",
              "front": "{{cloze:Text}}",
              "name": "Cloze"
            }
          ]
        }
      ],
      "notes": [
        {
          "fields": [
            "<b>{{c1::Paris}}</b> &amp; {{c2::Rome}}",
            ""
          ],
          "guid": "Ol`ji]R#e2",
          "noteType": "1342697561419"
        }
      ],
      "pairs": 8,
      "relearningSteps": [
        15
      ],
      "requeueWrong": false,
      "reviewsPerDay": 50,
      "sessionSize": 10,
      "shuffle": false,
      "timeLimit": 30,
      "version": 2
    }

    """#
}
