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
        .object([String(basicNoteTypeID): basicModel(modified: modified)])
    }

    static func basicModel(modified: Int64) -> JSONValue {
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
        return model
    }

    /// An exported deck's row in the `decks` column. `today`: the day number and the new
    /// cards and reviews studied in it (Anki counts them against the day's limits), for a
    /// package with scheduling.
    struct DeckEntry {
        var name: String
        var id: Int64
        var modified: Int64
        var config: Int64 = defaultConfigID
        var today: (day: Int64, new: Int, reviews: Int)?
    }

    /// The Default deck and the exported one. Anki makes the parents of a `::` name itself.
    static func decks(name: String, id: Int64, modified: Int64, config: Int64 = defaultConfigID,
                      today: (day: Int64, new: Int, reviews: Int)? = nil) -> JSONValue {
        decks([DeckEntry(name: name, id: id, modified: modified, config: config, today: today)])
    }

    /// The Default deck and the exported ones (a parent's tree, each under its full name).
    static func decks(_ entries: [DeckEntry]) -> JSONValue {
        func deck(_ entry: DeckEntry) -> JSONValue {
            let today = entry.today, day = today.map { number($0.day) } ?? .int(0)
            return .object(["id": number(entry.id), "name": .string(entry.name), "mod": number(entry.modified), "usn": .int(-1),
                            "desc": .string(""), "dyn": .int(0), "conf": number(entry.config), "collapsed": .bool(false),
                            "newToday": .array([day, .int(today?.new ?? 0)]), "revToday": .array([day, .int(today?.reviews ?? 0)]),
                            "lrnToday": .array([day, .int(0)]), "timeToday": .array([day, .int(0)]),
                            "extendNew": .int(0), "extendRev": .int(0)])
        }
        var all = [String(defaultDeckID): deck(DeckEntry(name: "Default", id: defaultDeckID, modified: 0))]
        for entry in entries { all[String(entry.id)] = deck(entry) }
        return .object(all)
    }

    /// Anki's default deck options (new cards 20 a day, reviews 200, its learning steps).
    static func deckConfigs() -> JSONValue { deckConfigs([]) }

    /// Anki's default options, and with `options` (a package with scheduling) also the
    /// deck's own under their own id, so the counts Anki shows follow the deck's limits.
    static func deckConfigs(deckID: Int64, name: String, options: AnkiDeckOptions) -> JSONValue {
        deckConfigs([(deckID, name, options)])
    }

    /// Anki's default options and each scheduled deck's own under the deck's id.
    static func deckConfigs(_ own: [(deckID: Int64, name: String, options: AnkiDeckOptions)]) -> JSONValue {
        var all = [String(defaultConfigID): deckConfig(id: defaultConfigID, name: "Default", options: nil)]
        for (deckID, name, options) in own { all[String(deckID)] = deckConfig(id: deckID, name: name, options: options) }
        return .object(all)
    }

    private static func deckConfig(id: Int64, name: String, options: AnkiDeckOptions?) -> JSONValue {
        let options = options ?? AnkiDeckOptions()
        func minutes(_ steps: [Double]) -> JSONValue { .array(steps.map { .number(String($0)) }) }
        return .object([
            "id": number(id), "name": .string(name), "mod": .int(0), "usn": .int(0), "maxTaken": .int(60),
            "autoplay": .bool(true), "timer": .int(0), "replayq": .bool(true), "dyn": .bool(false),
            "new": .object(["bury": .bool(options.buryNew), "delays": minutes(options.learningSteps), "initialFactor": .int(2500),
                            "ints": .array([.int(1), .int(4), .int(0)]), "order": .int(1), "perDay": .int(options.newPerDay)]),
            "rev": .object(["bury": .bool(options.buryReviews), "ease4": .number("1.3"), "ivlFct": .number("1.0"),
                            "maxIvl": .int(options.maximumInterval), "perDay": .int(options.reviewsPerDay), "hardFactor": .number("1.2")]),
            "lapse": .object(["delays": minutes(options.relearningSteps), "leechAction": .int(options.leechSuspends ? 0 : 1),
                              "leechFails": .int(options.leechThreshold), "minInt": .int(1), "mult": .number("0.0")]),
            "desiredRetention": .number(String(options.desiredRetention)),
            "buryInterdayLearning": .bool(options.buryInterdayLearning),
            "newGatherPriority": .int(AnkiDeckOptionsMapping.gatherPriority(for: options.newCardOrder)),
        ])
    }

    /// The collection's settings; `nextPos` is where Anki's next new card would go.
    static func settings(nextPosition: Int64, creationMinutesWest: Int? = nil) -> JSONValue {
        var settings: [String: JSONValue] = [
            "nextPos": number(nextPosition), "curModel": number(basicNoteTypeID), "curDeck": number(defaultDeckID),
            "activeDecks": .array([number(defaultDeckID)]), "schedVer": .int(2), "sortType": .string("noteFld"),
            "sortBackwards": .bool(false), "addToCur": .bool(true), "newSpread": .int(0), "collapseTime": .int(1200),
            "timeLim": .int(0), "estTimes": .bool(true), "dueCounts": .bool(true), "dayLearnFirst": .bool(false),
        ]
        // Where the collection was made: Anki numbers its days from there (`AnkiCollectionDays`).
        if let west = creationMinutesWest {
            settings["creationOffset"] = .int(west)
            settings["rollover"] = .int(4)
        }
        return .object(settings)
    }

    /// The exported deck's id: a millisecond-like number derived from the Flashzilla deck's
    /// id, the same in every export and never Default's.
    static func deckID(for id: UUID) -> Int64 {
        let bits = withUnsafeBytes(of: id.uuid) { $0.loadUnaligned(as: UInt64.self) }
        return 1_000_000_000_000 + Int64(bits % 1_000_000_000_000)
    }

    private static func number(_ value: Int64) -> JSONValue { .number(String(value)) }
}

/// A deck's study options as Anki's deck options (docs/deck-format.md, "Review options and
/// Anki's deck options"); the defaults are Anki's.
struct AnkiDeckOptions {
    var newPerDay = 20, reviewsPerDay = 200
    /// Minutes.
    var learningSteps: [Double] = [1, 10], relearningSteps: [Double] = [10]
    var maximumInterval = 36500, leechThreshold = 8
    var leechSuspends = false, buryNew = false, buryReviews = false
    var desiredRetention = 0.9
    var newCardOrder = NewCardOrder.added
    var buryInterdayLearning = false
}
