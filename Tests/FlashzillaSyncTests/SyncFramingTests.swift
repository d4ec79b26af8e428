import Foundation
import Testing
@testable import FlashzillaSync

/// A transport that records what it was handed and answers with what it was given.
final class RecordingTransport: SyncTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [SyncHTTPRequest] = []
    let answer: Result<SyncHTTPResponse, SyncError>

    init(_ answer: Result<SyncHTTPResponse, SyncError>) {
        self.answer = answer
    }

    var requests: [SyncHTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
        lock.lock()
        sent.append(request)
        lock.unlock()
        return try answer.get()
    }

    /// A 200 answer carrying `json`, compressed as the server sends it.
    static func ok(_ json: String) -> RecordingTransport {
        let body = try! SyncZstd.compress(Data(json.utf8))
        return RecordingTransport(.success(SyncHTTPResponse(status: 200, headers: ["Anki-Original-Size": String(json.utf8.count)], body: body)))
    }
}

@Suite struct SyncFramingTests {
    let server = URL(string: "http://127.0.0.1:27701")!

    @Test func theHeaderIsOneLineOfJSONWithVersionKeyClientAndSession() throws {
        let header = SyncHeader(hostKey: "abc", client: "flashzilla,0.1.0,linux", session: "s3ss10n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(header.value.utf8)) as? [String: Any])
        #expect(object["v"] as? Int == 11)
        #expect(object["k"] as? String == "abc")
        #expect(object["c"] as? String == "flashzilla,0.1.0,linux")
        #expect(object["s"] as? String == "s3ss10n")
        #expect(object.count == 4)
        #expect(!header.value.contains("\n"))
    }

    @Test func sessionKeysAreEightLettersOrDigitsAndDiffer() {
        let keys = (0..<20).map { _ in SyncHeader.newSessionKey() }
        #expect(keys.allSatisfy { $0.count == 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } })
        #expect(Set(keys).count > 1)
    }

    @Test func aRequestPostsToSyncMethodWithTheHeaderAndAZstdBody() throws {
        let client = SyncClient(server: server, hostKey: "key1", clientName: "fz", transport: RecordingTransport.ok("{}"), session: "abcdefgh")
        let request = try client.request(.meta, body: Data(#"{"v":11}"#.utf8))
        #expect(request.url.absoluteString == "http://127.0.0.1:27701/sync/meta")
        #expect(request.headers["Content-Type"] == "application/octet-stream")
        let header = try #require(request.headers["anki-sync"])
        #expect(header.contains(#""k":"key1""#) && header.contains(#""s":"abcdefgh""#))
        // zstd's magic number, then the JSON back whole.
        #expect(Array(request.body.prefix(4)) == [0x28, 0xB5, 0x2F, 0xFD])
        #expect(String(decoding: try SyncZstd.decompress(request.body), as: UTF8.self) == #"{"v":11}"#)
    }

    @Test func aServerUnderAPathKeepsItsPath() throws {
        let client = SyncClient(server: URL(string: "https://example.org/anki")!, clientName: "fz", transport: RecordingTransport.ok("{}"))
        #expect(try client.request(.hostKey, body: Data()).url.absoluteString == "https://example.org/anki/sync/hostKey")
    }

    @Test func loginSendsUserAndPasswordAndGivesTheKey() throws {
        let transport = RecordingTransport.ok(#"{"key":"k3y"}"#)
        let client = SyncClient(server: server, clientName: "fz", transport: transport)
        #expect(try client.login(user: "ann", password: "pw") == "k3y")
        let body = try SyncZstd.decompress(try #require(transport.requests.first).body)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(object == ["u": "ann", "p": "pw"])
        #expect(transport.requests.first?.headers["anki-sync"]?.contains(#""k":"""#) == true)
    }

    @Test func metaIsReadFromTheServersFields() throws {
        let json = #"{"mod":1700000000000,"scm":1690000000000,"usn":7,"ts":1700000001,"msg":"","cont":true,"hostNum":0,"empty":false,"media_usn":3}"#
        let meta = try SyncClient(server: server, clientName: "fz", transport: RecordingTransport.ok(json)).meta()
        #expect(meta == SyncMeta(modified: 1_700_000_000_000, schemaModified: 1_690_000_000_000, usn: 7, serverTime: 1_700_000_001,
                                 mayContinue: true, message: "", isEmpty: false, mediaUSN: 3))
    }

    @Test func zstdRoundTripsAndRejectsDamagedOrCutBodies() throws {
        let text = Data(String(repeating: "flashzilla ", count: 50_000).utf8)
        let packed = try SyncZstd.compress(text)
        #expect(packed.count < text.count / 10)
        #expect(try SyncZstd.decompress(packed, expectedSize: text.count) == text)
        #expect(throws: SyncError.self) { try SyncZstd.decompress(packed.prefix(packed.count / 2)) }
        #expect(throws: SyncError.self) { try SyncZstd.decompress(Data("not zstd at all".utf8)) }
        #expect(try SyncZstd.decompress(Data()) == Data())
    }
}
