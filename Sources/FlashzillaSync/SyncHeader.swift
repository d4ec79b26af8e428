import Foundation

/// What every request carries in its `anki-sync` header, as one line of JSON: the protocol
/// version (`v`), the host key (`k`, empty before login), the client's name and version
/// (`c`) and the session key (`s`, one random word for the whole sync, so the server can
/// tell two syncs of one user apart).
public struct SyncHeader: Equatable, Sendable {
    public static let name = "anki-sync"

    public var version: Int
    public var hostKey: String
    public var client: String
    public var session: String

    public init(version: Int = SyncProtocolVersion.current, hostKey: String, client: String, session: String) {
        self.version = version
        self.hostKey = hostKey
        self.client = client
        self.session = session
    }

    /// The header's value. Keys sorted, so the same header is always the same text.
    public var value: String {
        let object: [String: Any] = ["v": version, "k": hostKey, "c": client, "s": session]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A new session key: eight letters and digits.
    public static func newSessionKey() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<8).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
    }
}
