import Foundation
import GRDB

extension SyncedCollection {
    /// The media files the notes at or above `usn` name (those a sync just brought): each
    /// `src="…"` of their HTML and each `[sound:…]`.
    public func mediaNames(ofNotesFromUSN usn: Int) throws(SyncError) -> Set<String> {
        do {
            return try queue.read { db in
                var names = Set<String>()
                let rows = try String.fetchCursor(db, sql: "SELECT flds FROM notes WHERE usn >= ? OR usn = -1", arguments: [usn])
                while let fields = try rows.next() { names.formUnion(Self.mediaNames(in: fields)) }
                return names
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    static func mediaNames(in fields: String) -> [String] {
        var names: [String] = []
        for (open, close) in [("src=\"", "\""), ("src='", "'"), ("[sound:", "]")] {
            var rest = fields[...]
            while let start = rest.range(of: open) {
                rest = rest[start.upperBound...]
                guard let end = rest.range(of: close) else { break }
                let name = String(rest[..<end.lowerBound])
                names.append(name.removingPercentEncoding ?? name)
                rest = rest[end.upperBound...]
            }
        }
        return names
    }
}
