import Foundation

extension ApkgExporter {
    /// The decks as one Anki collection file (schema 11) at `path`, with no package around
    /// it: what a full sync upload sends. Returns the media files the cards show, by name,
    /// to be sent by media sync.
    public static func writeCollectionFile(_ parts: [Part], to path: String, now: Date = Date()) throws(Failure) -> [String: URL] {
        do {
            let media = try writeCollection(of: parts, now: now, to: path)
            return Dictionary(media.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
        } catch {
            throw Failure(description: reason(error))
        }
    }
}
