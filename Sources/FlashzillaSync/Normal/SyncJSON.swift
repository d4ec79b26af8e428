import Foundation

/// The sync protocol's JSON, read loosely as Foundation gives it (`[String: Any]`, arrays,
/// `NSNumber`): its objects are passed on to the collection mostly as they came.
enum SyncJSON {
    static func object(_ data: Data, _ what: String) throws(SyncError) -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .damagedResponse("\(what) is not a JSON object")
        }
        return object
    }

    static func data(_ object: Any) throws(SyncError) -> Data {
        do {
            return try SyncJSONWriter.data(object)
        } catch {
            throw .damagedResponse("a request could not be written as JSON")
        }
    }

    /// Ids in a list (graves): whole numbers, or strings of them from older servers.
    static func ids(_ value: Any?) -> [Int64] {
        (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.int64Value ?? ($0 as? String).flatMap { Int64($0) } }
    }

    /// A JSON text of an object (the `col` table's columns), empty when unreadable.
    static func dictionary(fromText text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    static func text(_ object: Any) throws(SyncError) -> String {
        String(decoding: try data(object), as: UTF8.self)
    }

    /// A whole number, also from a float (Anki's reader accepts both).
    static func integer(_ value: Any?) -> Int64? {
        guard let number = value as? NSNumber else { return nil }
        return number.int64Value
    }
}
