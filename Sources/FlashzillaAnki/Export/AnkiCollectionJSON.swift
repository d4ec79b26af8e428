import FlashzillaCore
import Foundation

/// The JSON columns of a schema-11 collection's one `col` row: the note type, the decks,
/// the deck options and the collection's settings. Only what Anki needs to import the
/// notes; it fills in every other key with its defaults.
enum AnkiCollectionJSON {
    /// The note type's id, the same in every export, so Anki recognises the note type it
    /// imported before (same id, same fields) and reuses it instead of adding a copy.
    static let basicNoteTypeID: Int64 = 1_595_958_400_000
    /// Anki's own Default deck and default options, which every collection has.
    static let defaultDeckID: Int64 = 1, defaultConfigID: Int64 = 1

    /// Anki's Basic note type: Front and Back, one card showing the front, then the back
    /// under a line.
    static func models(modified: Int64) -> JSONValue {
        func field(_ name: String, _ ordinal: Int) -> JSONValue {
            .object(["name": .string(name), "ord": .int(ordinal), "sticky": .bool(false), "rtl": .bool(false),
                     "font": .string("Arial"), "size": .int(20), "media": .array([])])
        }
        let template: JSONValue = .object([
            "name": .string("Card 1"), "ord": .int(0), "qfmt": .string("{{Front}}"),
            "afmt": .string("{{FrontSide}}<hr id=answer>{{Back}}"), "bqfmt": .string(""), "bafmt": .string(""), "did": .null,
        ])
        let model: JSONValue = .object([
            "id": number(basicNoteTypeID), "name": .string("Basic"), "type": .int(0), "mod": number(modified), "usn": .int(-1),
            "sortf": .int(0), "did": .null, "tmpls": .array([template]),
            "flds": .array([field("Front", 0), field("Back", 1)]),
            "css": .string(".card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n"),
            "latexPre": .string(""), "latexPost": .string(""), "req": .array([.array([.int(0), .string("any"), .array([.int(0)])])]),
            "tags": .array([]), "vers": .array([]),
        ])
        return .object([String(basicNoteTypeID): model])
    }

    /// The Default deck and the exported one. Anki makes the parents of a `::` name itself.
    static func decks(name: String, id: Int64, modified: Int64) -> JSONValue {
        func deck(_ id: Int64, _ name: String, _ modified: Int64) -> JSONValue {
            .object(["id": number(id), "name": .string(name), "mod": number(modified), "usn": .int(-1), "desc": .string(""),
                     "dyn": .int(0), "conf": number(defaultConfigID), "collapsed": .bool(false),
                     "newToday": .array([.int(0), .int(0)]), "revToday": .array([.int(0), .int(0)]),
                     "lrnToday": .array([.int(0), .int(0)]), "timeToday": .array([.int(0), .int(0)]),
                     "extendNew": .int(0), "extendRev": .int(0)])
        }
        return .object([String(defaultDeckID): deck(defaultDeckID, "Default", 0), String(id): deck(id, name, modified)])
    }

    /// Anki's default deck options (new cards 20 a day, reviews 200, its learning steps).
    static func deckConfigs() -> JSONValue {
        let config: JSONValue = .object([
            "id": number(defaultConfigID), "name": .string("Default"), "mod": .int(0), "usn": .int(0), "maxTaken": .int(60),
            "autoplay": .bool(true), "timer": .int(0), "replayq": .bool(true), "dyn": .bool(false),
            "new": .object(["bury": .bool(false), "delays": .array([.number("1.0"), .number("10.0")]), "initialFactor": .int(2500),
                            "ints": .array([.int(1), .int(4), .int(0)]), "order": .int(1), "perDay": .int(20)]),
            "rev": .object(["bury": .bool(false), "ease4": .number("1.3"), "ivlFct": .number("1.0"), "maxIvl": .int(36500),
                            "perDay": .int(200), "hardFactor": .number("1.2")]),
            "lapse": .object(["delays": .array([.number("10.0")]), "leechAction": .int(1), "leechFails": .int(8),
                              "minInt": .int(1), "mult": .number("0.0")]),
        ])
        return .object([String(defaultConfigID): config])
    }

    /// The collection's settings; `nextPos` is where Anki's next new card would go.
    static func settings(nextPosition: Int64) -> JSONValue {
        .object([
            "nextPos": number(nextPosition), "curModel": number(basicNoteTypeID), "curDeck": number(defaultDeckID),
            "activeDecks": .array([number(defaultDeckID)]), "schedVer": .int(2), "sortType": .string("noteFld"),
            "sortBackwards": .bool(false), "addToCur": .bool(true), "newSpread": .int(0), "collapseTime": .int(1200),
            "timeLim": .int(0), "estTimes": .bool(true), "dueCounts": .bool(true), "dayLearnFirst": .bool(false),
        ])
    }

    /// The exported deck's id: a millisecond-like number derived from the Flashzilla deck's
    /// id, the same in every export and never Default's.
    static func deckID(for id: UUID) -> Int64 {
        let bits = withUnsafeBytes(of: id.uuid) { $0.loadUnaligned(as: UInt64.self) }
        return 1_000_000_000_000 + Int64(bits % 1_000_000_000_000)
    }

    private static func number(_ value: Int64) -> JSONValue { .number(String(value)) }
}
