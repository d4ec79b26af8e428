import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Saving a deck over its file: atomically (a temporary file, flushed, renamed over the
/// deck, then the folder flushed), and never over a change made on disk since the deck
/// was loaded. The check and the rename happen under the folder's lock (`FolderLock`), so
/// two savers cannot both pass the check; the slow part, encoding and writing the
/// temporary file, happens before the lock is taken.
extension DeckStore {
    /// Writes the deck over its file and updates its fingerprint. A file changed on disk
    /// since the deck was loaded is left alone (`DeckSaveError.conflict`).
    public func save(_ loaded: inout LoadedDeck) throws(DeckSaveError) {
        _ = try write(&loaded, merging: nil)
    }

    /// Writes the deck over its file; if the file changed on disk since it was loaded as
    /// `base`, re-reads it and applies this deck's own changes (since `base`) onto it
    /// instead (`DeckMerge`). Then `loaded.deck` is the merged deck, and the result says
    /// what was merged and which conflicts were kept as new cards; nil when the file was
    /// unchanged. A file gone, unreadable or from a newer version is still a conflict.
    /// `now` stands in for missing dates while re-reading.
    @discardableResult
    public func save(_ loaded: inout LoadedDeck, mergingFrom base: DeckBaseline, now: Date) throws(DeckSaveError) -> DeckMergeResult? {
        try write(&loaded, merging: (base, now))
    }

    private func write(_ loaded: inout LoadedDeck, merging: (base: DeckBaseline, now: Date)?) throws(DeckSaveError) -> DeckMergeResult? {
        let path = loaded.fileURL.path
        guard !loaded.isReadOnly else { throw .readOnly(path: path) }
        // Write through a symlink to the file it names, rather than replacing the link.
        let target = loaded.fileURL.resolvingSymlinksInPath()
        // Checked here, not left to the kernel: a rename over a file needs only the
        // folder's permission (and root ignores the file's), as `git` checks before it clobbers.
        if let status = POSIXFile.status(target.path), status.isWriteProtected { throw .writeProtected(path: path) }
        // The conflict check's hash of the file on disk runs on another core meanwhile;
        // the file's status is checked again, under the lock, just before the rename.
        let diskHash = loaded.fingerprint.map { _ in BackgroundContentHash(ofFile: target.path, limit: Self.maximumFileSize) }
        let mine = try writeTemporary(loaded.deck, for: target, reportingAs: path)
        // Each temporary file stays locked until it is renamed or removed (the unlinking
        // defer, declared after, runs first): a start never takes a live writer's.
        var locks = [mine.lock]
        defer { for lock in locks { close(lock) } }
        var temporaries = [mine.path]
        defer { for temporary in temporaries { unlink(temporary) } }

        let since = loaded.fingerprint, deck = loaded.deck
        var merged: DeckMergeResult?
        let folder = loaded.fileURL.deletingLastPathComponent().path
        let fingerprint = try FolderLock.withLock(on: folder, for: path, timeout: lockTimeout) { () throws(DeckSaveError) -> FileFingerprint? in
            if isUnchanged(target.path, since: since, diskHash: diskHash) {
                temporaries = []
                return try replace(target, with: mine, reportingAs: path)
            }
            guard let merging, since != nil else { throw .conflict(path: path) }
            // Theirs, as it is now: nobody who locks can change it while we hold the lock.
            guard let theirs = try? load(fileURL: target, now: merging.now), !theirs.isReadOnly, let theirPrint = theirs.fingerprint else {
                throw .conflict(path: path)
            }
            let result = DeckMerge.merge(base: merging.base, mine: deck, theirs: theirs.deck)
            let file = try writeTemporary(result.deck, for: target, reportingAs: path)
            locks.append(file.lock)
            temporaries.append(file.path)
            // A program that does not lock (an editor) may have written meanwhile.
            guard isUnchanged(target.path, since: theirPrint, diskHash: nil) else { throw .conflict(path: path) }
            temporaries = [mine.path]
            merged = result
            return try replace(target, with: file, reportingAs: path)
        }
        loaded.fingerprint = fingerprint
        if let merged { loaded.deck = merged.deck }
        return merged
    }

    /// A temporary file beside `target` holding the encoded deck, with `target`'s
    /// permissions, the hash of what was written, and the file's lock (for the caller to close).
    private func writeTemporary(_ deck: Deck, for target: URL, reportingAs path: String) throws(DeckSaveError) -> (path: String, hash: UInt64, lock: Int32) {
        let directory = target.deletingLastPathComponent().path
        let permissions = POSIXFile.status(target.path)?.permissions
        var hash = ContentHash()
        do {
            // Written as it is encoded, a quarter megabyte at a time: the deck is not held twice.
            let temporary = try POSIXFile.writeLockedTemporary(in: directory, for: target.lastPathComponent, permissions: permissions) { write in
                codec.fileCoding.encode(deck, Self.writeChunkSize) { piece in
                    hash.update(piece)
                    write(piece)
                }
            }
            return (temporary.path, hash.finish(), temporary.lock)
        } catch {
            throw .io(path: path, message: error.message)
        }
    }

    /// Renames the temporary file over `target`, flushes the folder, and returns the new
    /// file's fingerprint. On failure the temporary file is still there for the caller.
    private func replace(_ target: URL, with temporary: (path: String, hash: UInt64, lock: Int32), reportingAs path: String) throws(DeckSaveError) -> FileFingerprint? {
        do {
            try beforeRename(URL(fileURLWithPath: temporary.path), target)
        } catch {
            unlink(temporary.path)
            throw .io(path: path, message: "save interrupted: \(error)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = POSIXFile.lastError
            unlink(temporary.path)
            throw .io(path: path, message: "cannot replace the file: \(reason)")
        }
        POSIXFile.syncDirectory(target.deletingLastPathComponent().path)
        return POSIXFile.status(target.path)?.fingerprint(contentHash: temporary.hash)
    }

    /// How much of an encoded deck is held before it is written out.
    static let writeChunkSize = 1 << 18
}
