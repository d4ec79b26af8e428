import FlashzillaCore
import Foundation
import GRDB

/// The collection's own note type for each card kind (reversed, cloze, typed), as the notes
/// of entries made here go: a note type with the kind's fields and templates, whatever its
/// name (Anki renames a note type whose name is taken; the phone's stock ones have their
/// own ids), so an entry goes as a note the other side already knows how to show.
extension SyncedCollection {
    /// The id of the collection's note type that is `kind`'s stock note type (the lowest id
    /// when several are), or nil.
    public func noteTypeID(of kind: NoteType) throws(SyncError) -> Int64? {
        do {
            return try queue.read { db in
                try Self.legacy(.models, in: db).values.compactMap { value -> Int64? in
                    guard let model = value as? [String: Any], Self.model(model, is: kind) else { return nil }
                    return SyncJSON.integer(model["id"])
                }.min()
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Whether `model` (a schema-11 `models` entry) has `kind`'s type, fields and templates.
    static func model(_ model: [String: Any], is kind: NoteType) -> Bool {
        guard SyncJSON.integer(model["type"]) == (kind.kind == .cloze ? 1 : 0),
              let fields = model["flds"] as? [[String: Any]], let templates = model["tmpls"] as? [[String: Any]] else { return false }
        return fields.map { $0["name"] as? String ?? "" } == kind.fields
            && templates.map { [$0["qfmt"] as? String ?? "", $0["afmt"] as? String ?? ""] } == kind.templates.map { [$0.front, $0.back] }
    }
}
