import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The network through Foundation's URLSession (libcurl on Linux): HTTP and HTTPS alike,
/// so AnkiWeb and a self-hosted server take the same path. Blocking: the command line
/// waits for each answer anyway, and the protocol's requests go one after another.
public struct URLSessionTransport: SyncTransport {
    /// Seconds without a byte moving before a request is given up (Anki's client: 30).
    public var idleTimeout: TimeInterval

    public init(idleTimeout: TimeInterval = 30) {
        self.idleTimeout = idleTimeout
    }

    public func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idleTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Moves are the protocol's to follow (a 308 names the collection's new home, to be
        // kept), not URLSession's, which would repeat every later request through the old one.
        let session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: urlRequest) { data, response, error in
            outcome.set(data: data, response: response, error: error)
            done.signal()
        }.resume()
        done.wait()
        let (data, response, error) = outcome.get()
        if let error { throw .unreachable(Self.words(for: error)) }
        guard let http = response as? HTTPURLResponse else { throw .unreachable("no HTTP answer") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return SyncHTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data())
    }

    /// A network error in a few words (URLError's own text on Linux is a generic sentence).
    static func words(for error: any Error) -> String {
        guard let urlError = error as? URLError else { return "\(error)" }
        switch urlError.code {
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "no such host"
        case .timedOut: return "no answer within the time limit"
        case .networkConnectionLost: return "the connection was cut"
        case .notConnectedToInternet: return "not connected to a network"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the secure connection failed"
        case .unsupportedURL, .badURL: return "not a URL it can use"
        default: return "network error \(urlError.code.rawValue)"
        }
    }
}

/// Hands a redirect back as the answer instead of following it.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

/// What the completion handler hands over to the waiting thread.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Data?, URLResponse?, (any Error)?) = (nil, nil, nil)

    func set(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.lock()
        value = (data, response, error)
        lock.unlock()
    }

    func get() -> (Data?, URLResponse?, (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
