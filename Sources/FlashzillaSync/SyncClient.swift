import Foundation

/// Anki's collection-sync protocol, version 11, as a client: each request a POST to
/// `<server>/sync/<method>` with the `anki-sync` header and a zstd-compressed JSON body;
/// each answer a zstd-compressed body on 200, or a status with a line of text.
public struct SyncClient: Sendable {
    public let server: URL
    public var hostKey: String
    public let session: String
    public let clientName: String
    let transport: any SyncTransport

    /// AnkiWeb's address; a self-hosted server is named by `--server`.
    public static let ankiWeb = URL(string: "https://sync.ankiweb.net/")!

    public init(server: URL, hostKey: String = "", clientName: String, transport: any SyncTransport = NetworkTransport(),
                session: String = SyncHeader.newSessionKey()) {
        // The methods are joined below the server's path: it must end in a slash.
        self.server = server.absoluteString.hasSuffix("/") ? server : URL(string: server.absoluteString + "/") ?? server
        self.hostKey = hostKey
        self.clientName = clientName
        self.transport = transport
        self.session = session
    }

    /// Logs in: the host key the server gives for this user, to be kept instead of the password.
    public func login(user: String, password: String) throws(SyncError) -> String {
        let body = try json(["u": user, "p": password])
        let answer = try send(.hostKey, body: body)
        guard let object = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any],
              let key = object["key"] as? String, !key.isEmpty else {
            throw .damagedResponse("hostKey gave no key")
        }
        return key
    }

    /// Where the server's collection stands; a server that says not to go on is an error.
    public func meta() throws(SyncError) -> SyncMeta {
        let body = try json(["v": SyncProtocolVersion.current, "cv": clientName])
        let meta = try SyncMeta(json: try send(.meta, body: body))
        if !meta.mayContinue { throw .refused(meta.message.isEmpty ? "no reason given" : meta.message) }
        return meta
    }

    /// `meta`, following a permanent move (308 with a `Location`) once, as Anki's client
    /// does: the client to use from now on (the new address, to be kept) and its answer.
    public func metaFollowingMove() throws(SyncError) -> (client: SyncClient, meta: SyncMeta) {
        do {
            return (self, try meta())
        } catch .moved(let address) {
            guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
                throw .damagedResponse("the server moved the collection to an address that is not one: \(address)")
            }
            let moved = SyncClient(server: url, hostKey: hostKey, clientName: clientName, transport: transport, session: session)
            return (moved, try moved.meta())
        }
    }

    /// The server's whole collection: an Anki SQLite file (schema 18), as its bytes.
    public func download() throws(SyncError) -> Data {
        try send(.download, body: try json([:]))
    }

    /// The request `method` with `body` would be (framing, for the tests too).
    public func request(_ method: SyncMethod, body: Data) throws(SyncError) -> SyncHTTPRequest {
        try request(path: "sync", method.rawValue, body: body)
    }

    /// A request to `<server>/<folder>/<name>`: `sync/…` for the collection, `msync/…` for media.
    func request(path folder: String, _ name: String, body: Data) throws(SyncError) -> SyncHTTPRequest {
        let header = SyncHeader(hostKey: hostKey, client: clientName, session: session)
        return SyncHTTPRequest(url: server.appendingPathComponent(folder).appendingPathComponent(name),
                               headers: [SyncHeader.name: header.value, "Content-Type": "application/octet-stream"],
                               body: try SyncZstd.compress(body))
    }

    /// Sends one request and gives back its answer's body, decoded.
    public func send(_ method: SyncMethod, body: Data) throws(SyncError) -> Data {
        let response = try transport.post(try request(method, body: body))
        return try Self.body(of: response, to: method)
    }

    /// Sends one media-sync request (`msync/<method>`) and gives back its answer's body, decoded.
    public func send(_ method: MediaSyncMethod, body: Data) throws(SyncError) -> Data {
        let response = try transport.post(try request(path: "msync", method.rawValue, body: body))
        // Media answers fail as collection answers do (a 403 is an expired key, not a password).
        return try Self.body(of: response, to: .meta)
    }

    /// An answer's body, or the error its status means.
    public static func body(of response: SyncHTTPResponse, to method: SyncMethod) throws(SyncError) -> Data {
        let text = String(decoding: response.body.prefix(500), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch response.status {
        case 200:
            let size = response.headers["anki-original-size"].flatMap { Int($0) }
            return try SyncZstd.decompress(response.body, expectedSize: size)
        case 403:
            throw method == .hostKey ? .wrongPassword : .loginExpired
        case 308:
            guard let location = response.headers["location"], !location.isEmpty else {
                throw .damagedResponse("a move (308) without a new address")
            }
            throw .moved(to: location)
        case 501:
            throw .unsupportedVersion(text.isEmpty ? "501" : text)
        case 400 where text.localizedCaseInsensitiveContains("unsupported sync version"):
            throw .unsupportedVersion(text)
        default:
            throw .serverError(status: response.status, message: text)
        }
    }

    private func json(_ object: [String: Any]) throws(SyncError) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        } catch {
            throw .damagedResponse("the request could not be written as JSON")
        }
    }
}
