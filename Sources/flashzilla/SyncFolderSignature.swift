import FlashzillaCore
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

    /// A deck file saved by the sync after it took a signature: its fingerprint when it was
    /// read and once saved, and whether the save took in a change made meanwhile (a merge).
    struct Save {
        var file: URL
        var read: FileFingerprint?
        var written: FileFingerprint?
        var merged: Bool
    }

    /// `signature` with the entries of the deck files the sync saved since made what those
    /// files are now, so the next sync need not read them again. Nil (read them all) unless
    /// each was read as the signature has it, saved without a merge, and is still what was
    /// saved: a change another program made in between is then never taken for the sync's own.
    static func including(_ saves: [Save], in signature: String, home: URL) -> String? {
        var lines = signature.components(separatedBy: "\n")
        let decks = home.appendingPathComponent("decks", isDirectory: true)
        for save in saves {
            let name = save.file.lastPathComponent
            guard !save.merged, let read = save.read, let written = save.written,
                  let index = lines.firstIndex(where: { describes($0, name: name, read) }),
                  let now = entries(of: decks, names: [name], prefix: "decks/").first, describes(now, name: name, written) else { return nil }
            lines[index] = now
        }
        return lines.joined(separator: "\n")
    }

    /// The names of the entries in `decks/` a signature lists (a name may hold spaces: the
    /// last four fields, or a lone "?" for an entry that could not be read, are the status).
    static func deckFileNames(in signature: String) -> Set<String> {
        var names = Set<String>()
        for line in signature.split(separator: "\n") where line.hasPrefix("decks/") {
            let parts = line.dropFirst("decks/".count).split(separator: " ", omittingEmptySubsequences: false)
            let status = parts.last == "?" ? 1 : 4
            guard parts.count > status else { continue }
            names.insert(parts.dropLast(status).joined(separator: " "))
        }
        return names
    }

    /// Whether an entry is the deck file's `name` with this fingerprint's size, modification time and inode.
    private static func describes(_ line: String, name: String, _ print: FileFingerprint) -> Bool {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count >= 5 else { return false }
        return parts.dropLast(4).joined(separator: " ") == "decks/" + name && parts[parts.count - 4] == String(print.size)
            && parts[parts.count - 3] == "\(print.modificationSeconds).\(print.modificationNanoseconds)" && parts[parts.count - 1] == String(print.inode)
    }

    private static func visibleNames(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private static func entries(of folder: URL, prefix: String) -> [String] {
        entries(of: folder, names: visibleNames(in: folder), prefix: prefix)
    }

    private static func entries(of folder: URL, names: [String], prefix: String) -> [String] {
        names.map { name in
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
