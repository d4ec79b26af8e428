import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the deck files and the decks' media files look like on disk (each visible entry's
/// name, size, modification and change times and inode), without reading them: equal to
/// the one kept when the last sync ended, nothing here changed since, and a sync need not
/// read every deck to find what to send (a save renames a new file into place: a new
/// inode and change time).
enum SyncFolderSignature {
    static func current(home: URL) -> String {
        var lines: [String] = []
        let decks = home.appendingPathComponent("decks", isDirectory: true)
        lines += entries(of: decks, prefix: "decks/")
        let media = home.appendingPathComponent("media", isDirectory: true)
        for folder in visibleNames(in: media) {
            lines.append("media/\(folder)/")
            lines += entries(of: media.appendingPathComponent(folder, isDirectory: true), prefix: "media/\(folder)/")
        }
        return lines.joined(separator: "\n")
    }

    private static func visibleNames(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private static func entries(of folder: URL, prefix: String) -> [String] {
        visibleNames(in: folder).map { name in
            var s = stat()
            guard stat(folder.appendingPathComponent(name).path, &s) == 0 else { return prefix + name + " ?" }
            #if canImport(Darwin)
            let (modified, changed) = (s.st_mtimespec, s.st_ctimespec)
            #else
            let (modified, changed) = (s.st_mtim, s.st_ctim)
            #endif
            return "\(prefix)\(name) \(s.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec) \(s.st_ino)"
        }
    }
}
