import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// HTTP/1.1 without TLS over one kept connection, for a self-hosted server's `http://`
/// address: loading libcurl and its TLS libraries cost about as much CPU as the rest of a
/// small sync's requests together, and each of libcurl's requests here opened a new
/// connection. The connection stays open between requests; a kept one the server has
/// closed meanwhile is found when the request gets no byte back, and the request is sent
/// once more on a new connection (as libcurl does). Redirects are not followed.
public final class PlainHTTPTransport: SyncTransport, @unchecked Sendable {
    /// Seconds without a byte moving before a request is given up (Anki's client: 30).
    public let idleTimeout: Int
    private let lock = NSLock()
    private var connection: (fd: Int32, address: String)?

    public init(idleTimeout: Int = 30) {
        self.idleTimeout = idleTimeout
    }

    deinit {
        if let connection { close(connection.fd) }
    }

    /// Whether `url` may go this way: plain `http` with no proxy asked for in the
    /// environment (libcurl honours those).
    public static func serves(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard url.scheme?.lowercased() == "http", url.host != nil else { return false }
        return !environment.keys.contains { $0.lowercased().hasSuffix("_proxy") }
    }

    public func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
        lock.lock()
        defer { lock.unlock() }
        guard let host = request.url.host, !host.isEmpty else { throw .unreachable("not a URL it can use") }
        let port = request.url.port ?? 80
        let address = "\(host):\(port)"
        let head = Self.head(of: request, host: request.url.port == nil ? host : address)
        // A kept connection: if it gives nothing back, the server closed it; once more anew.
        if let kept = connection, kept.address == address {
            switch exchange(on: kept.fd, head: head, body: request.body) {
            case .answered(let response, let keepOpen):
                if !keepOpen { drop() }
                return response
            case .nothing:
                drop()
            case .failed(let error):
                drop()
                throw error
            }
        } else {
            drop()
        }
        let fd = try Self.connect(host: host, port: port, timeout: idleTimeout)
        connection = (fd, address)
        switch exchange(on: fd, head: head, body: request.body) {
        case .answered(let response, let keepOpen):
            if !keepOpen { drop() }
            return response
        case .nothing:
            drop()
            throw .unreachable("the connection was cut")
        case .failed(let error):
            drop()
            throw error
        }
    }

    private func drop() {
        if let connection { close(connection.fd) }
        connection = nil
    }

    /// The request line and headers (the body follows them).
    static func head(of request: SyncHTTPRequest, host: String) -> Data {
        var path = request.url.path.isEmpty ? "/" : request.url.path
        if let query = request.url.query { path += "?" + query }
        var lines = ["POST \(path) HTTP/1.1", "Host: \(host)", "Content-Length: \(request.body.count)", "Accept: */*"]
        lines += request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private enum Outcome {
        case answered(SyncHTTPResponse, keepOpen: Bool)
        /// Not a byte came back (a kept connection the server had closed).
        case nothing
        case failed(SyncError)
    }

    private func exchange(on fd: Int32, head: Data, body: Data) -> Outcome {
        guard Self.send(head, on: fd), Self.send(body, on: fd) else { return .nothing }
        var reader = HTTPResponseReader(fd: fd)
        do {
            return try reader.read().map { .answered($0.response, keepOpen: $0.keepOpen) } ?? .nothing
        } catch {
            return .failed(error)
        }
    }

    private static func send(_ data: Data, on fd: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// A connected socket to `host`'s first address that answers, with `timeout` seconds for each send and receive.
    static func connect(host: String, port: Int, timeout: Int) throws(SyncError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        guard getaddrinfo(name, String(port), &hints, &list) == 0, let first = list else { throw .unreachable("no such host") }
        defer { freeaddrinfo(list) }
        var refused = false
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            entry = current.pointee.ai_next
            let fd = socket(current.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { continue }
            var wait = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
            var on: Int32 = 1
            // Each request goes out as head and body: not held back waiting for an acknowledgement.
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            if Glibc.connect(fd, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return fd }
            refused = refused || errno == ECONNREFUSED
            let timedOut = errno == EINPROGRESS || errno == ETIMEDOUT
            close(fd)
            if timedOut, entry == nil { throw .unreachable("no answer within the time limit") }
        }
        throw .unreachable(refused ? "connection refused" : "the server could not be reached")
    }
}
