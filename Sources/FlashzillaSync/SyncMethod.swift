/// The collection-sync requests Anki's protocol has (rslib/src/sync/collection/protocol.rs):
/// each is a POST to `<server>/sync/<name>`. Only those this client sends are listed.
public enum SyncMethod: String, Sendable, CaseIterable {
    case hostKey
    case meta
    case start
    case applyGraves
    case applyChanges
    case chunk
    case applyChunk
    case sanityCheck2
    case finish
    case abort
    case download
    case upload
}

/// The protocol version this client speaks: 11, the first with the `anki-sync` header and
/// zstd bodies (Anki 2.1.57 and later; the server accepts 8 to 11).
public enum SyncProtocolVersion {
    public static let current = 11
}

/// The media-sync requests (rslib/src/sync/media/protocol.rs): each a POST to
/// `<server>/msync/<name>`, framed as the collection's. Only those this client sends.
public enum MediaSyncMethod: String, Sendable, CaseIterable {
    case begin
    case mediaChanges
    case downloadFiles
    case uploadChanges
    case mediaSanity
}
