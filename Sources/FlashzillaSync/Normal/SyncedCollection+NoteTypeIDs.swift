import Foundation
import GRDB

extension SyncedCollection {
    /// The ids of the collection's note types.
    public func noteTypeIDs() throws(SyncError) -> Set<Int64> {
        do {
            return try queue.read { db in
                Set(try Self.legacy(.models, in: db).values.compactMap { ($0 as? [String: Any]).flatMap { SyncJSON.integer($0["id"]) } })
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}
