import Foundation

/// The transport a sync uses by default: a plain `http://` address (a self-hosted server)
/// through `PlainHTTPTransport`, one kept connection and no libcurl; anything else
/// (AnkiWeb's HTTPS, a proxy asked for) through libcurl.
public struct NetworkTransport: SyncTransport {
    private let plain: PlainHTTPTransport
    private let curl: CurlTransport
    private let environment: [String: String]

    public init(idleTimeout: Int = 30, environment: [String: String] = ProcessInfo.processInfo.environment) {
        plain = PlainHTTPTransport(idleTimeout: idleTimeout)
        curl = CurlTransport(idleTimeout: idleTimeout)
        self.environment = environment
    }

    public func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
        PlainHTTPTransport.serves(request.url, environment: environment) ? try plain.post(request) : try curl.post(request)
    }
}
