import Foundation
import Testing
@testable import FlashzillaSync

/// The plain-HTTP transport a self-hosted server's `http://` address takes: requests on one
/// kept connection, opened again when the server closed it, and each way a server may
/// frame an answer read whole. Against a loopback server that answers as scripted.
@Suite struct PlainHTTPTransportTests {
    static func request(_ port: UInt16, _ body: String, path: String = "sync/meta") -> SyncHTTPRequest {
        SyncHTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/\(path)")!, headers: ["anki-sync": "{\"k\":\"key\"}"], body: Data(body.utf8))
    }

    @Test func requestsShareOneConnectionAndOneTheServerClosedIsOpenedAgain() throws {
        // Each answer says which request it was; the server closes the connection after the second.
        let server = try ScriptedHTTPServer { number, request in
            let text = "answer \(number) to \(String(decoding: request.body, as: UTF8.self))"
            return (Data("HTTP/1.1 200 OK\r\nContent-Length: \(text.utf8.count)\r\nanki-original-size: 7\r\n\r\n\(text)".utf8), number == 1)
        }
        defer { server.stop() }
        let transport = PlainHTTPTransport(idleTimeout: 10)
        var answers: [String] = []
        for body in ["a", "b", "c", "d"] {
            let response = try transport.post(Self.request(server.port, body))
            #expect(response.status == 200 && response.headers["anki-original-size"] == "7")
            answers.append(String(decoding: response.body, as: UTF8.self))
        }
        #expect(answers == ["answer 0 to a", "answer 1 to b", "answer 2 to c", "answer 3 to d"], "each request once, in turn")
        #expect(server.connections == 2, "one connection until the server closed it, then one more")
        #expect(server.requests.first?.head.contains("POST /sync/meta HTTP/1.1\r\n") == true)
        #expect(server.requests.first?.head.contains("anki-sync: {\"k\":\"key\"}\r\n") == true)
    }

    @Test func chunkedAnswersAndAnswersUntilTheConnectionClosesAreReadWhole() throws {
        let payload = String(repeating: "0123456789", count: 20_000)
        let server = try ScriptedHTTPServer { number, _ in
            switch number {
            case 0:
                // A 100 Continue first, then chunks (one with an extension), then a trailer.
                let chunks = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "5\r\nhello\r\n" + "\(String(payload.utf8.count, radix: 16));x=y\r\n\(payload)\r\n" + "0\r\nX-Trailer: 1\r\n\r\n"
                return (Data(chunks.utf8), false)
            default:
                return (Data("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\nno".utf8), true)
            }
        }
        defer { server.stop() }
        let transport = PlainHTTPTransport(idleTimeout: 10)
        let chunked = try transport.post(Self.request(server.port, "x"))
        #expect(chunked.status == 200 && chunked.body == Data(("hello" + payload).utf8))
        let closed = try transport.post(Self.request(server.port, "y"))
        #expect(closed.status == 403 && closed.body == Data("no".utf8))
        #expect(server.connections == 1)
    }

    @Test func aClosedPortIsRefusedAndACutAnswerIsAnError() throws {
        let port = try closedLoopbackPort()
        #expect(throws: SyncError.unreachable("connection refused")) { try PlainHTTPTransport(idleTimeout: 10).post(Self.request(port, "")) }
        let server = try ScriptedHTTPServer { _, _ in (Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort".utf8), true) }
        defer { server.stop() }
        #expect(throws: SyncError.unreachable("the connection was cut")) { try PlainHTTPTransport(idleTimeout: 10).post(Self.request(server.port, "")) }
    }

    @Test func onlyPlainHTTPWithoutAProxyGoesThisWay() {
        #expect(PlainHTTPTransport.serves(URL(string: "http://192.168.1.5:8080/")!, environment: [:]))
        #expect(!PlainHTTPTransport.serves(URL(string: "https://sync.ankiweb.net/")!, environment: [:]))
        #expect(!PlainHTTPTransport.serves(URL(string: "http://192.168.1.5:8080/")!, environment: ["http_proxy": "http://proxy:3128"]))
        #expect(!PlainHTTPTransport.serves(URL(string: "http://192.168.1.5:8080/")!, environment: ["ALL_PROXY": "socks5://proxy"]))
    }
}

/// A loopback HTTP server on its own thread: each request (head and `Content-Length` body)
/// gets the bytes `answer` gives for its number, and the connection is closed after it when asked.
final class ScriptedHTTPServer: @unchecked Sendable {
    struct Request {
        var head: String
        var body: Data
    }

    let port: UInt16
    private let listener: Int32
    private let state = State()

    /// What the server's thread has seen.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var connections = 0
        var requests: [Request] = []
    }

    var connections: Int { state.lock.withLock { state.connections } }
    var requests: [Request] { state.lock.withLock { state.requests } }

    init(answer: @escaping @Sendable (Int, Request) -> (Data, close: Bool)) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, listen(fd, 4) == 0 else { close(fd); throw SyncError.unreachable("no loopback port") }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let state = state
        Thread {
            var number = 0
            while true {
                let connection = accept(fd, nil, nil)
                // Stopped: the listener is closed here, by this thread, so its number cannot
                // be another test's listener by the time this thread asks it again.
                guard connection >= 0 else { close(fd); return }
                state.lock.withLock { state.connections += 1 }
                while let request = Self.readRequest(connection) {
                    state.lock.withLock { state.requests.append(request) }
                    let (bytes, closeAfter) = answer(number, request)
                    number += 1
                    bytes.withUnsafeBytes { _ = send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    if closeAfter { break }
                }
                close(connection)
            }
        }.start()
    }

    /// Wakes the server's thread, which then closes the listener and ends.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private static func readRequest(_ fd: Int32) -> Request? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        func more() -> Bool {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            bytes += chunk.prefix(count)
            return true
        }
        while true {
            if let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<$0 + 4] == [13, 10, 13, 10] }) {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                let length = head.components(separatedBy: "\r\n").compactMap { line -> Int? in
                    line.lowercased().hasPrefix("content-length:") ? Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                while bytes.count < end + 4 + length { guard more() else { return nil } }
                return Request(head: head + "\r\n", body: Data(bytes[(end + 4)..<(end + 4 + length)]))
            }
            guard more() else { return nil }
        }
    }
}
