import CCurlOnDemand
import Foundation

/// The network through libcurl, loaded when the first request is sent (see
/// `curl_on_demand.c`): HTTP and HTTPS alike, so AnkiWeb and a self-hosted server take the
/// same path, and a program that never syncs never maps libcurl and its TLS libraries.
/// Blocking: the command line waits for each answer anyway, and the protocol's requests go
/// one after another. Redirects are not followed: a move is the protocol's to handle.
public struct CurlTransport: SyncTransport {
    /// Seconds without a byte moving before a request is given up (Anki's client: 30).
    public var idleTimeout: Int

    public init(idleTimeout: Int = 30) {
        self.idleTimeout = idleTimeout
    }

    public func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        var answer = fz_http_answer()
        let status = lines.withCStrings { headers in
            request.body.withUnsafeBytes { body in
                fz_http_post(request.url.absoluteString, headers, headers.count, body.baseAddress, body.count, idleTimeout, &answer)
            }
        }
        defer { fz_http_answer_free(&answer) }
        guard status == 0 else {
            let message = withUnsafeBytes(of: answer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .unreachable(Self.words(curlCode: answer.curl_code, message: message))
        }
        let body = answer.body.map { Data(bytes: $0, count: answer.body_length) } ?? Data()
        let head = answer.headers.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: answer.headers_length), as: UTF8.self) } ?? ""
        return SyncHTTPResponse(status: answer.status, headers: Self.headers(in: head), body: body)
    }

    /// The last answer's header lines as a table (a 100 Continue before it is skipped).
    static func headers(in text: String) -> [String: String] {
        let answers = text.components(separatedBy: "\r\n\r\n").filter { !$0.isEmpty }
        var headers: [String: String] = [:]
        for line in (answers.last ?? "").components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] = String(line[line.index(after: colon)...])
                .trimmingCharacters(in: .whitespaces)
        }
        return headers
    }

    /// A network error in a few words (libcurl's error numbers are part of its ABI).
    static func words(curlCode: Int32, message: String) -> String {
        switch curlCode {
        case 0: return message  // libcurl itself is missing
        case 7: return "connection refused"
        case 5, 6: return "no such host"
        case 28: return "no answer within the time limit"
        case 52, 55, 56: return "the connection was cut"
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 83, 90, 91: return "the secure connection failed"
        case 1, 3: return "not a URL it can use"
        default: return "network error \(curlCode): \(message)"
        }
    }
}

extension Array where Element == String {
    /// The strings as C strings for the length of `body`.
    func withCStrings<Result>(_ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
        let copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) })
    }
}
