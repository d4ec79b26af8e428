import Foundation

/// What the deck files look like on disk (names, sizes, modification times, inodes),
/// without reading any of them: the chooser compares two to notice a deck added, removed
/// or changed by another program (`new-deck` in another shell, a broken file fixed in an
/// editor), and only then asks for the summaries again.
public struct DeckFolderState: Equatable, Sendable {
    /// The summary cache's key for each deck file: the same test of "unchanged".
    fileprivate var files: Set<DeckSummaryCache.Key>
}

extension DeckStore {
    /// One directory listing and one `stat` per deck file.
    public func folderState() -> DeckFolderState {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: decksDirectory.path)) ?? []
        var files = Set<DeckSummaryCache.Key>()
        for name in names where DeckFileName.isDeckFile(name) {
            guard let status = POSIXFile.status(decksDirectory.appendingPathComponent(name, isDirectory: false).path),
                  !status.isDirectory else { continue }
            files.insert(DeckSummaryCache.Key(fileName: name, status: status))
        }
        return DeckFolderState(files: files)
    }
}
