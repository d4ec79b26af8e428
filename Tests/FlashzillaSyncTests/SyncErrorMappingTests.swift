import Foundation
import Testing
@testable import FlashzillaSync

@Suite struct SyncErrorMappingTests {
    let server = URL(string: "http://127.0.0.1:27701")!

    func client(_ status: Int, _ text: String = "") -> SyncClient {
        SyncClient(server: server, hostKey: "k", clientName: "fz",
                   transport: RecordingTransport(.success(SyncHTTPResponse(status: status, body: Data(text.utf8)))))
    }

    @Test func forbiddenAtLoginIsAWrongPassword() {
        #expect(throws: SyncError.wrongPassword) { try client(403, "Forbidden").login(user: "u", password: "bad") }
    }

    @Test func forbiddenLaterIsALoginTheServerNoLongerTakes() {
        #expect(throws: SyncError.loginExpired) { try client(403, "Forbidden").meta() }
    }

    @Test func notImplementedOrAnUnsupportedVersionIsAProtocolMismatch() {
        #expect(throws: SyncError.unsupportedVersion("unsupported version")) { try client(501, "unsupported version").meta() }
        #expect(throws: SyncError.unsupportedVersion("unsupported sync version: 11")) { try client(400, "unsupported sync version: 11").download() }
    }

    @Test func anyOtherStatusKeepsTheServersText() {
        #expect(throws: SyncError.serverError(status: 500, message: "Internal Server Error")) { try client(500, "Internal Server Error\n").download() }
        #expect(throws: SyncError.serverError(status: 400, message: "Bad Request")) { try client(400, "Bad Request").meta() }
    }

    @Test func aServerThatSaysStopIsRefusedWithItsMessage() throws {
        let json = #"{"mod":1,"scm":1,"usn":0,"ts":1,"msg":"Your client does not support the v2 scheduler","cont":false,"hostNum":0,"empty":false,"media_usn":0}"#
        let client = SyncClient(server: server, clientName: "fz", transport: RecordingTransport.ok(json))
        #expect(throws: SyncError.refused("Your client does not support the v2 scheduler")) { try client.meta() }
    }

    @Test func anUnreadableAnswerIsDamagedNotACrash() {
        let client = SyncClient(server: server, clientName: "fz", transport: RecordingTransport.ok("[1,2]"))
        #expect(throws: SyncError.damagedResponse("meta is not a JSON object")) { try client.meta() }
        #expect(throws: SyncError.damagedResponse("hostKey gave no key")) {
            try SyncClient(server: server, clientName: "fz", transport: RecordingTransport.ok("{}")).login(user: "u", password: "p")
        }
    }

    @Test func noAnswerAtAllIsUnreachable() {
        let client = SyncClient(server: server, clientName: "fz", transport: RecordingTransport(.failure(.unreachable("connection refused"))))
        #expect(throws: SyncError.unreachable("connection refused")) { try client.meta() }
    }

    @Test func aRealClosedPortIsRefusedThroughLibcurl() throws {
        // Bind a loopback port, learn its number, close it: nothing listens there now.
        let port = try closedLoopbackPort()
        let client = SyncClient(server: URL(string: "http://127.0.0.1:\(port)/")!, clientName: "fz", transport: CurlTransport(idleTimeout: 10))
        #expect(throws: SyncError.unreachable("connection refused")) { try client.meta() }
    }

    @Test func eachErrorReadsAsOneLine() {
        let errors: [SyncError] = [.wrongPassword, .loginExpired, .unreachable("connection refused"), .unsupportedVersion("501"),
                                   .refused("no"), .serverError(status: 500, message: "x"), .damagedResponse("y"),
                                   .countsDiffer("here [1], server [2]"), .localCollection("z"), .moved(to: "https://b.example/")]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(SyncError.wrongPassword.description == "wrong user name or password")
    }
}

/// A loopback port that nothing listens on (bound, read, closed).
func closedLoopbackPort() throws -> UInt16 {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socketFD) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0 }
    }
    guard bound else { throw SyncError.unreachable("no loopback port") }
    return UInt16(bigEndian: address.sin_port)
}

/// AnkiWeb answers `meta` with 308 and a new address when a user's collection lives on
/// another host: the client follows it once and keeps using it.
@Suite struct SyncMoveTests {
    /// Answers in turn: the first request gets the first answer, and so on.
    final class Answers: SyncTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var queue: [SyncHTTPResponse]
        private(set) var urls: [URL] = []
        init(_ answers: [SyncHTTPResponse]) { queue = answers }
        func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
            lock.lock()
            defer { lock.unlock() }
            urls.append(request.url)
            return queue.removeFirst()
        }
    }

    static let meta = #"{"mod":5,"scm":1,"usn":3,"ts":1,"msg":"","cont":true,"hostNum":2,"empty":false,"media_usn":0}"#

    @Test func metaFollowsAMoveOnceAndTheNewAddressIsUsedAfter() throws {
        let body = try SyncZstd.compress(Data(Self.meta.utf8))
        let answers = Answers([SyncHTTPResponse(status: 308, headers: ["Location": "https://sync12.example.net/"]),
                               SyncHTTPResponse(status: 200, body: body)])
        let client = SyncClient(server: URL(string: "https://sync.example.net/")!, hostKey: "k", clientName: "fz", transport: answers)
        let (moved, meta) = try client.metaFollowingMove()
        #expect(meta.usn == 3)
        #expect(moved.server.absoluteString == "https://sync12.example.net/")
        #expect(answers.urls.map(\.absoluteString) == ["https://sync.example.net/sync/meta", "https://sync12.example.net/sync/meta"])
    }

    @Test func aMoveWithoutAnAddressOrTwiceIsAnError() {
        let bare = SyncClient(server: URL(string: "https://a.example/")!, clientName: "fz",
                              transport: Answers([SyncHTTPResponse(status: 308)]))
        #expect(throws: SyncError.damagedResponse("a move (308) without a new address")) { try bare.metaFollowingMove() }
        let twice = SyncClient(server: URL(string: "https://a.example/")!, clientName: "fz",
                               transport: Answers([SyncHTTPResponse(status: 308, headers: ["Location": "https://b.example/"]),
                                                   SyncHTTPResponse(status: 308, headers: ["Location": "https://c.example/"])]))
        #expect(throws: SyncError.moved(to: "https://c.example/")) { try twice.metaFollowingMove() }
    }
}

/// libcurl's raw answer read as the protocol needs it.
@Suite struct CurlTransportTests {
    @Test func theLastAnswersHeadersAreRead() {
        let head = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 308 Permanent Redirect\r\nLocation: https://b.example/\r\nanki-original-size: 12\r\n\r\n"
        #expect(CurlTransport.headers(in: head) == ["Location": "https://b.example/", "anki-original-size": "12"])
    }

    @Test func errorNumbersInWords() {
        #expect(CurlTransport.words(curlCode: 7, message: "Couldn't connect") == "connection refused")
        #expect(CurlTransport.words(curlCode: 6, message: "") == "no such host")
        #expect(CurlTransport.words(curlCode: 60, message: "") == "the secure connection failed")
        #expect(CurlTransport.words(curlCode: 0, message: "libcurl is not installed (…)") == "libcurl is not installed (…)")
        #expect(CurlTransport.words(curlCode: 99, message: "odd") == "network error 99: odd")
    }
}
