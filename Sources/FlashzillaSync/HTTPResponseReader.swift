import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One HTTP/1.1 answer read from a socket: the status line and headers (a `100 Continue`
/// before them skipped), then the body by its `Content-Length`, in chunks, or until the
/// server closes the connection.
struct HTTPResponseReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var receivedAny = false

    init(fd: Int32) {
        self.fd = fd
    }

    /// The answer and whether the connection may carry another request; nil when the
    /// server closed the connection before sending a byte.
    mutating func read() throws(SyncError) -> (response: SyncHTTPResponse, keepOpen: Bool)? {
        while true {
            guard let head = try line(until: [13, 10, 13, 10]) else {
                if !receivedAny { return nil }
                throw .unreachable("the connection was cut")
            }
            let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
            let status = lines[0].split(separator: " ", maxSplits: 2)
            guard status.count >= 2, status[0].hasPrefix("HTTP/"), let code = Int(status[1]) else {
                throw .damagedResponse("the server's answer is not HTTP")
            }
            // 1xx: an interim answer; the real one follows.
            if (100..<200).contains(code) { continue }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...]
                    .trimmingCharacters(in: .whitespaces)
            }
            var keepOpen = status[0] == "HTTP/1.1" && headers["connection"]?.lowercased() != "close"
            let body: Data
            if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
                body = try chunked()
            } else if let length = headers["content-length"].flatMap({ Int($0) }), length >= 0 {
                body = try bytes(length)
            } else if code == 204 || code == 304 {
                body = Data()
            } else {
                body = try untilClosed()
                keepOpen = false
            }
            return (SyncHTTPResponse(status: code, headers: headers, body: body), keepOpen)
        }
    }

    /// A chunked body: each chunk's size in hex on its own line, the last one 0, then trailers.
    private mutating func chunked() throws(SyncError) -> Data {
        var body = Data()
        while true {
            guard let sizeLine = try line(until: [13, 10]) else { throw .unreachable("the connection was cut") }
            let text = String(decoding: sizeLine, as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(text.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .damagedResponse("a chunk of the server's answer has no size")
            }
            if size == 0 {
                // Trailers, up to an empty line.
                while let trailer = try line(until: [13, 10]), !trailer.isEmpty {}
                return body
            }
            body += try bytes(size)
            guard try bytes(2) == Data([13, 10]) else { throw .damagedResponse("a chunk of the server's answer does not end its line") }
        }
    }

    /// Bytes up to `end` (not included), which is taken off; nil when the connection closed first.
    private mutating func line(until end: [UInt8]) throws(SyncError) -> [UInt8]? {
        // Where the search goes on, counted from `start` (`fill` may move what is buffered).
        var searched = 0
        while true {
            var index = start + searched
            while index + end.count <= buffer.count {
                if buffer[index] == end[0], buffer[index..<index + end.count].elementsEqual(end) {
                    let found = Array(buffer[start..<index])
                    start = index + end.count
                    return found
                }
                index += 1
            }
            searched = max(0, buffer.count - start - end.count + 1)
            guard try fill() else { return nil }
        }
    }

    /// The next `count` bytes: those already read, the rest received straight into the result.
    private mutating func bytes(_ count: Int) throws(SyncError) -> Data {
        var data = Data(count: count)
        let buffered = min(count, buffer.count - start)
        data.withUnsafeMutableBytes { raw in
            buffer.withUnsafeBytes { source in
                if buffered > 0 { raw.baseAddress!.copyMemory(from: source.baseAddress! + start, byteCount: buffered) }
            }
        }
        start += buffered
        var filled = buffered
        while filled < count {
            let result = data.withUnsafeMutableBytes { raw in Self.receive(fd, into: raw.baseAddress! + filled, count: count - filled) }
            let received = try outcome(of: result)
            guard received > 0 else { throw .unreachable("the connection was cut") }
            filled += received
        }
        return data
    }

    private mutating func untilClosed() throws(SyncError) -> Data {
        while try fill() {}
        let taken = Data(buffer[start...])
        start = buffer.count
        return taken
    }

    /// Reads what the socket has into the buffer; false at its end.
    private mutating func fill() throws(SyncError) -> Bool {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        var scratch = [UInt8](repeating: 0, count: 65_536)
        let result = scratch.withUnsafeMutableBytes { raw in Self.receive(fd, into: raw.baseAddress!, count: raw.count) }
        let received = try outcome(of: result)
        buffer += scratch.prefix(received)
        return received > 0
    }

    /// `recv` into `pointer`: the bytes received (0 at the connection's end), or -1 and why.
    private static func receive(_ fd: Int32, into pointer: UnsafeMutableRawPointer, count: Int) -> (count: Int, error: Int32) {
        while true {
            let received = recv(fd, pointer, count, 0)
            if received >= 0 { return (received, 0) }
            if errno != EINTR { return (-1, errno) }
        }
    }

    /// The bytes a `receive` gave, 0 at the connection's end; its failure as the error it means.
    private mutating func outcome(of result: (count: Int, error: Int32)) throws(SyncError) -> Int {
        if result.count > 0 {
            receivedAny = true
            return result.count
        }
        if result.count == 0 { return 0 }
        if result.error == EAGAIN || result.error == EWOULDBLOCK { throw .unreachable("no answer within the time limit") }
        // A kept connection the server reset before answering: as closed.
        if !receivedAny, result.error == ECONNRESET { return 0 }
        throw .unreachable("the connection was cut")
    }
}
