import FlashzillaAnki
import FlashzillaCore
import Foundation

/// What media sync keeps between syncs (`HOME/sync/media.json`): the server's media usn at
/// the last sync, and the SHA-1 of each file held in the media folder beside it, by name.
/// The server's changes since that usn are compared with these.
public struct MediaSyncState: Equatable, Sendable {
    public var usn: Int
    public var files: [String: String]

    public init(usn: Int = 0, files: [String: String] = [:]) {
        self.usn = usn
        self.files = files
    }

    /// The state kept at `url`; none kept yet: empty. One we cannot read starts over (the
    /// media are fetched again): it holds nothing that cannot be had from the server.
    public static func read(_ url: URL) -> MediaSyncState {
        guard let data = FileManager.default.contents(atPath: url.path),
              case .object(let fields)? = try? JSONReader.parse(Array(data)),
              case .number(let usnText)? = fields["usn"], let usn = Int(usnText),
              case .object(let listed)? = fields["files"] else { return MediaSyncState() }
        var files: [String: String] = [:]
        for (name, value) in listed { if case .string(let sha1) = value { files[name] = sha1 } }
        return MediaSyncState(usn: usn, files: files)
    }

    /// Writes it atomically (a temporary file, flushed, renamed over the old one).
    public func write(to url: URL) throws(SyncError) {
        let document = JSONValue.object(["usn": .number(String(usn)), "files": .object(files.mapValues { .string($0) })])
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".media-\(getpid()).json.tmp")
        do {
            try Data(JSONWriter.bytes(document)).write(to: temporary)
            try AtomicFileReplacement.replace(url.path, with: temporary.path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .localCollection("cannot write \(url.path): \(error)")
        }
    }
}
