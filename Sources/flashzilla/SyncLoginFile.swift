import FlashzillaCore
import Foundation

/// The kept login (`HOME/sync-login.json`, mode 0600): the server, the user name and the
/// host key the server gave for them. Never the password: the key is all later syncs need,
/// and `--logout` (or the server) can revoke it.
struct SyncLogin: Equatable {
    var server: String
    var user: String
    var hostKey: String
}

struct SyncLoginFile {
    let url: URL

    init(home: URL) {
        url = home.appendingPathComponent("sync-login.json")
    }

    /// The kept login, nil when there is none. A file we cannot read is named, never overwritten silently.
    func read() throws -> SyncLogin? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path),
              case .object(let fields)? = try? JSONReader.parse(Array(data)),
              case .string(let server)? = fields["server"], case .string(let user)? = fields["user"],
              case .string(let key)? = fields["hostKey"] else {
            throw CommandFailure("\(url.path) is not a sync login this Flashzilla can read; `flashzilla sync --logout` removes it")
        }
        return SyncLogin(server: server, user: user, hostKey: key)
    }

    /// Writes the login: a new file made 0600 before a byte is in it, then renamed over the old one.
    func save(_ login: SyncLogin) throws {
        let document = JSONValue.object(["server": .string(login.server), "user": .string(login.user), "hostKey": .string(login.hostKey)])
        let bytes = JSONWriter.bytes(document)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".sync-login.\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw CommandFailure("cannot write \(temporary.path): \(String(cString: strerror(errno)))") }
        _ = fchmod(descriptor, 0o600)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CommandFailure("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Forgets the login; whether there was one.
    func remove() throws -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        guard unlink(url.path) == 0 else { throw CommandFailure("cannot remove \(url.path): \(String(cString: strerror(errno)))") }
        return true
    }
}
