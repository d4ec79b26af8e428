/// Why a sync stopped, as the learner needs to hear it. The command puts the server's
/// address in front (`Error: http://…: wrong user name or password`).
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `hostKey` answered 403: the user name or password is wrong.
    case wrongPassword
    /// Any other request answered 403: the kept host key is no longer good.
    case loginExpired
    /// No answer at all: refused, no such host, timed out, cut off.
    case unreachable(String)
    /// The server spoke a protocol version other than ours (it refused ours, 501 or
    /// `unsupported sync version`).
    case unsupportedVersion(String)
    /// `meta` said not to go on, with the server's message.
    case refused(String)
    /// Any other answer that was not 200, with its status and text.
    case serverError(status: Int, message: String)
    /// An answer we cannot read (bad zstd, bad JSON, missing fields).
    case damagedResponse(String)
    /// After a normal sync both sides count their objects; they differed (ours, the server's).
    case countsDiffer(String)
    /// The collection kept from the last sync could not be read or written.
    case localCollection(String)
    /// 308: the user's collection lives at another address (AnkiWeb moves users between
    /// hosts); `metaFollowingMove` follows it, any other request reports it.
    case moved(to: String)

    public var description: String {
        switch self {
        case .wrongPassword:
            "wrong user name or password"
        case .loginExpired:
            "the server no longer accepts this login; `flashzilla sync --logout`, then sync again to log in"
        case .unreachable(let why):
            "cannot reach the server (\(why))"
        case .unsupportedVersion(let what):
            "the server does not speak version \(SyncProtocolVersion.current) of Anki's sync protocol (\(what)); it needs a newer Flashzilla or server"
        case .refused(let message):
            "the server refused to sync: \(message)"
        case .serverError(let status, let message):
            "the server answered \(status)\(message.isEmpty ? "" : ": \(message)")"
        case .damagedResponse(let what):
            "the server's answer could not be read: \(what)"
        case .countsDiffer(let counts):
            "after syncing, this computer and the server count different objects (\(counts)); nothing was changed here"
        case .localCollection(let why):
            "the collection kept from the last sync: \(why)"
        case .moved(let address):
            "the server says the collection moved to \(address)"
        }
    }
}
