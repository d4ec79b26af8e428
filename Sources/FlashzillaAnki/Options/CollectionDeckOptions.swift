import Foundation
import GRDB

/// Every normal deck's options in a collection, by the deck's full name (`A::B`): from the
/// `deck_config` and `decks` tables of the newer schema, or the `dconf` and `decks` JSON of
/// the older. A deck whose preset is not there gets none (its deck here keeps its own), nor
/// does a filtered deck (it has no preset).
enum CollectionDeckOptions {
    static func read(_ db: Database, current: Bool) throws -> [String: AnkiDeckOptionValues] {
        current ? try currentSchema(db) : try legacySchema(db)
    }

    private static func currentSchema(_ db: Database) throws -> [String: AnkiDeckOptionValues] {
        guard try db.tableExists("deck_config") else { return [:] }
        var presets: [Int64: AnkiDeckOptionValues] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, config FROM deck_config") {
            presets[row[0]] = try AnkiDeckOptionValues(protobufConfig: bytes(row[1]))
        }
        var result: [String: AnkiDeckOptionValues] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, kind FROM decks") {
            guard let normal = try AnkiDeckOptionValues.normalDeck(kind: bytes(row[1])), var options = presets[normal.configID] else { continue }
            normal.apply(&options)
            let name: String = row[0]
            result[name.replacingOccurrences(of: "\u{1F}", with: "::")] = options
        }
        return result
    }

    private static func legacySchema(_ db: Database) throws -> [String: AnkiDeckOptionValues] {
        guard let row = try Row.fetchOne(db, sql: "SELECT decks, dconf FROM col"),
              let decks = object(row[0]), let presets = object(row[1]) else { return [:] }
        var result: [String: AnkiDeckOptionValues] = [:]
        for case let deck as [String: Any] in decks.values {
            guard AnkiDeckOptionValues.integer(deck["dyn"]) ?? 0 == 0, let name = deck["name"] as? String,
                  let conf = presets[String(AnkiDeckOptionValues.integer(deck["conf"]) ?? 1)] as? [String: Any] else { continue }
            result[name] = AnkiDeckOptionValues(legacyConf: conf, deck: deck)
        }
        return result
    }

    private static func object(_ json: String?) -> [String: Any]? {
        guard let json else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    }

    private static func bytes(_ value: Data?) -> ArraySlice<UInt8> {
        [UInt8](value ?? Data())[...]
    }
}
