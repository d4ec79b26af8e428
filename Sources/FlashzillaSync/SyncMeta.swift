import Foundation

/// The server's `meta` answer: where its collection stands (rslib's `SyncMeta`).
public struct SyncMeta: Equatable, Sendable {
    /// The collection's last change, in milliseconds (`mod`).
    public var modified: Int64
    /// The last schema change, in milliseconds (`scm`): differing from ours forces a full sync.
    public var schemaModified: Int64
    /// The server's update sequence number (`usn`).
    public var usn: Int
    /// The server's clock, in seconds (`ts`).
    public var serverTime: Int64
    /// Whether the sync may go on (`cont`), and if not, why (`msg`).
    public var mayContinue: Bool
    public var message: String
    /// Whether the server's collection has no cards (`empty`).
    public var isEmpty: Bool
    public var mediaUSN: Int

    public init(modified: Int64, schemaModified: Int64, usn: Int, serverTime: Int64, mayContinue: Bool,
                message: String, isEmpty: Bool, mediaUSN: Int) {
        self.modified = modified
        self.schemaModified = schemaModified
        self.usn = usn
        self.serverTime = serverTime
        self.mayContinue = mayContinue
        self.message = message
        self.isEmpty = isEmpty
        self.mediaUSN = mediaUSN
    }

    init(json: Data) throws(SyncError) {
        guard let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else {
            throw .damagedResponse("meta is not a JSON object")
        }
        func integer(_ key: String) throws(SyncError) -> Int64 {
            guard let number = object[key] as? NSNumber else { throw .damagedResponse("meta has no `\(key)`") }
            return number.int64Value
        }
        modified = try integer("mod")
        schemaModified = try integer("scm")
        usn = Int(try integer("usn"))
        serverTime = try integer("ts")
        mayContinue = (object["cont"] as? Bool) ?? true
        message = (object["msg"] as? String) ?? ""
        isEmpty = (object["empty"] as? Bool) ?? false
        mediaUSN = Int((object["media_usn"] as? NSNumber)?.int64Value ?? 0)
    }
}
