import Foundation

/// What a full download replaces in a home: its decks, review history and media. Moved
/// as a whole into `HOME/backups/sync-<time>/` before the download is imported (a rename,
/// so nothing is copied or half-moved), and moved back if the import fails. The last ten
/// backups are kept.
struct SyncReplacement {
    static let replacedNames = ["decks", "progress.sqlite", "progress.sqlite-wal", "progress.sqlite-shm", "media"]
    static let backupsKept = 10

    let home: URL
    /// The backup folder, once made.
    private(set) var backup: URL?
    private var moved: [String] = []

    init(home: URL) {
        self.home = home
    }

    /// Whether the home holds nothing a download would replace: no deck file, no review history.
    static func isEmpty(home: URL) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: home.appendingPathComponent("progress.sqlite").path) { return false }
        let decks = (try? manager.contentsOfDirectory(atPath: home.appendingPathComponent("decks").path)) ?? []
        return !decks.contains { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    }

    /// Moves what is replaced into a new backup folder.
    mutating func moveAside(now: Date) throws {
        let manager = FileManager.default
        let backups = home.appendingPathComponent("backups", isDirectory: true)
        let stamp = Self.stamp(now)
        var folder = backups.appendingPathComponent("sync-\(stamp)", isDirectory: true)
        var suffix = 1
        while manager.fileExists(atPath: folder.path) {
            suffix += 1
            folder = backups.appendingPathComponent("sync-\(stamp)-\(suffix)", isDirectory: true)
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            backup = folder
            for name in Self.replacedNames where manager.fileExists(atPath: home.appendingPathComponent(name).path) {
                try manager.moveItem(at: home.appendingPathComponent(name), to: folder.appendingPathComponent(name))
                moved.append(name)
            }
        } catch {
            putBack()
            throw CommandFailure("cannot back up \(home.path) into \(folder.path): \((error as NSError).localizedDescription)")
        }
    }

    /// Undoes `moveAside`: what the failed import wrote goes, what was there comes back.
    mutating func putBack() {
        guard let backup else { return }
        let manager = FileManager.default
        for name in moved.reversed() {
            let original = home.appendingPathComponent(name)
            try? manager.removeItem(at: original)
            try? manager.moveItem(at: backup.appendingPathComponent(name), to: original)
        }
        moved = []
        if (try? manager.contentsOfDirectory(atPath: backup.path))?.isEmpty ?? false { try? manager.removeItem(at: backup) }
        self.backup = nil
    }

    /// Removes all but the newest `backupsKept` sync backups (their names sort by time).
    func pruneOldBackups() {
        let backups = home.appendingPathComponent("backups", isDirectory: true)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? []).filter { $0.hasPrefix("sync-") }.sorted()
        for name in names.dropLast(Self.backupsKept) {
            try? FileManager.default.removeItem(at: backups.appendingPathComponent(name))
        }
    }

    /// UTC, to the second, so names sort by time: `20261129-013005`.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
