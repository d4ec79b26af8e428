import Foundation

extension ApkgExporter {
    /// The decks as one Anki collection file (schema 11) at `path`, with no package around
    /// it: what a full sync upload sends. Returns the media files the cards show, by name,
    /// to be sent by media sync.
    public static func writeCollectionFile(_ parts: [Part], to path: String, now: Date = Date()) throws(Failure) -> [String: URL] {
        do {
            let media = try writeCollection(decks: parts.map { ($0.deck, $0.mediaFolder) }, to: path, now: now) {
                parts.map { Study(marks: $0.marks, scheduling: $0.scheduling) }
            }
            return Dictionary(media.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: reason(error))
        }
    }
}
