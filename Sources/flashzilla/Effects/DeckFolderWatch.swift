import FlashzillaCore

/// Notices deck files added, removed or changed by another program (`flashzilla new-deck`
/// in another shell, a broken file fixed in an editor) so the chooser never shows stale
/// rows: one directory listing and a `stat` per file each time it is asked.
struct DeckFolderWatch {
    private var seen: DeckFolderState?

    /// Whether the files changed since the last call; the first call only looks.
    mutating func changed(in store: DeckStore) -> Bool {
        let now = store.folderState()
        defer { seen = now }
        return seen.map { $0 != now } ?? false
    }
}
