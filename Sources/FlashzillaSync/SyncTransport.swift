import Foundation

/// One HTTP POST and its answer: the seam between the protocol (framing, error mapping),
/// which tests drive with a fake, and the network.
public protocol SyncTransport: Sendable {
    func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse
}

public struct SyncHTTPRequest: Sendable, Equatable {
    public var url: URL
    public var headers: [String: String]
    public var body: Data
}

public struct SyncHTTPResponse: Sendable, Equatable {
    public var status: Int
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }
}
