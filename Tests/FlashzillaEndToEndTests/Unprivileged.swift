import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// How to run the binary as a user the kernel refuses what file permissions forbid. The
/// tests run as root in CI, and root may write any file whatever its mode: a test of a
/// file or folder the user may not write runs the binary as `nobody` (`setpriv`) there.
enum Unprivileged {
    /// The command to put before the binary's path (empty when not root); nil when there
    /// is no way to drop root, or `nobody` cannot run the built binary (a checkout in a
    /// folder only root may enter).
    static let prefix: [String]? = {
        guard geteuid() == 0 else { return [] }
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile) else { return nil }
        let prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard let check = try? Spawn.run(prefix + [FlashzillaBinary.url.path, "--version"]), check.status == 0 else { return nil }
        return prefix
    }()

    static var isAvailable: Bool { prefix != nil }
    static let unavailable: Comment = "cannot run the binary as a user without root's rights (setpriv, as nobody); skipped"

    /// Makes the files `nobody`'s, as a user's own files are theirs (nothing when not root).
    static func giveToTheUser(_ urls: [URL]) throws {
        guard geteuid() == 0 else { return }
        for url in urls where chown(url.path, 65534, 65534) != 0 {
            throw TmuxError("chown \(url.path): errno \(errno)")
        }
    }
}
