import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A renamed deck's file follows its name (`capitals.json` → `world-capitals.json`), so
/// the folder stays readable to someone looking at it or sharing a file.
extension DeckStore {
    /// Whether the file name already fits the deck name: `slug.json` or `slug-N.json`.
    public static func fileName(_ fileName: String, fits deckName: String) -> Bool {
        let stem = (fileName as NSString).deletingPathExtension
        let slug = DeckFileName.slug(for: deckName)
        if stem == slug { return true }
        guard stem.hasPrefix(slug + "-"), let number = Int(stem.dropFirst(slug.count + 1)) else { return false }
        return number >= 2
    }

    /// Moves the deck's file to a name made from its deck name, the first free one of
    /// `slug.json`, `slug-2.json` …, and updates `loaded.fileURL`. Returns false, moving
    /// nothing, when the name already fits or the file is a symbolic link (whose name the
    /// user chose). Under the folder's lock, and only if the file is as `loaded` last
    /// saw it; the move never replaces a file and keeps the file itself (its fingerprint
    /// stays valid).
    @discardableResult
    public func moveFileToMatchName(_ loaded: inout LoadedDeck) throws(DeckSaveError) -> Bool {
        let source = loaded.fileURL
        let path = source.path
        guard !loaded.isReadOnly else { throw .readOnly(path: path) }
        guard !Self.fileName(source.lastPathComponent, fits: loaded.deck.name), !POSIXFile.isSymbolicLink(path) else { return false }
        let folder = source.deletingLastPathComponent()
        let slug = DeckFileName.slug(for: loaded.deck.name)
        let since = loaded.fingerprint
        let moved = try FolderLock.withLock(on: folder.path, for: path, timeout: lockTimeout) { () throws(DeckSaveError) -> URL in
            guard isUnchanged(path, since: since, diskHash: nil) else { throw .conflict(path: path) }
            for attempt in 1... {
                let target = folder.appendingPathComponent(DeckFileName.candidate(slug, attempt: attempt))
                do throws(POSIXFile.Failure) {
                    guard try POSIXFile.moveWithoutReplacing(path, target.path) == .linked else { continue }
                } catch {
                    throw .io(path: path, message: "cannot rename to \(target.lastPathComponent): \(error.message)")
                }
                POSIXFile.syncDirectory(folder.path)
                return target
            }
            fatalError("unreachable: an unbounded loop")
        }
        loaded.fileURL = moved
        return true
    }
}
