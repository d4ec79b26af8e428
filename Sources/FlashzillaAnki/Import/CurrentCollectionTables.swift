import Foundation
import GRDB

/// The newer schema (15 and later; 18 in `collection.anki21b`): note types, their fields and
/// templates, and decks in tables of their own. Names and ordinals are plain columns; the
/// rest is in protobuf `config` blobs, of which only a few fields matter here.
enum CurrentCollectionTables {
    static func notetypes(_ db: Database) throws -> [Int64: CollectionNotetype] {
        var result: [Int64: CollectionNotetype] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, config FROM notetypes") {
            // Notetype.Config: kind = 1 (0 normal, 1 cloze), css = 3.
            var kind: UInt64 = 0
            var css = ""
            var reader = ProtobufReader(bytes(row["config"]))
            while let (field, value) = try reader.next() {
                if field == 1 { kind = value.integer ?? 0 }
                if field == 3 { css = value.string ?? "" }
            }
            result[row["id"]] = CollectionNotetype(name: row["name"], isCloze: kind == 1, fieldNames: [], templates: [], css: css)
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            result[row["ntid"]]?.fieldNames.append(row["name"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT ntid, name, config FROM templates ORDER BY ntid, ord") {
            // Template.Config: q_format = 1, a_format = 2.
            var template = CollectionTemplate(name: row["name"], front: "", back: "")
            var reader = ProtobufReader(bytes(row["config"]))
            while let (field, value) = try reader.next() {
                if field == 1 { template.front = value.string ?? "" }
                if field == 2 { template.back = value.string ?? "" }
            }
            result[row["ntid"]]?.templates.append(template)
        }
        return result
    }

    /// Stored names separate the levels with 0x1F; shown, they use `::`.
    static func deckNames(_ db: Database) throws -> [Int64: String] {
        var result: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM decks") {
            let name: String = row["name"]
            result[row["id"]] = name.replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return result
    }

    private static func bytes(_ value: Data?) -> ArraySlice<UInt8> {
        [UInt8](value ?? Data())[...]
    }
}
