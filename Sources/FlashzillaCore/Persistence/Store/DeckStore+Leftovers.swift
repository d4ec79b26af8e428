import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DeckStore {
    /// Removes the hidden temporary files (`.NAME.json.UUID.tmp`, up to a deck's size) that
    /// writers killed before their rename left in `decks/`. A writer holds its file's lock
    /// (`flock`) from the moment it is made until it is renamed or removed, so a file whose
    /// lock is free is a dead writer's — or, for an instant, a live one's not yet locked:
    /// those are still empty, and an empty file is taken only once it is `emptyAge` old.
    /// Another process's file in the middle of a save is never taken.
    public func removeAbandonedTemporaries(now: Date = Date(), emptyAge: TimeInterval = 60) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: decksDirectory.path) else { return }
        for name in names where name.hasPrefix(".") && name.contains(".json.") && name.hasSuffix(".tmp") {
            let path = decksDirectory.appendingPathComponent(name).path
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var s = stat()
            guard flock(fd, LOCK_EX | LOCK_NB) == 0, fstat(fd, &s) == 0 else { continue }
            let status = POSIXFile.Status(s)
            guard status.isRegularFile, status.size > 0 || now.timeIntervalSince1970 - TimeInterval(status.seconds) > emptyAge else { continue }
            unlink(path)
        }
    }
}
