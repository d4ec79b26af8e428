import Foundation

/// Why a file cannot be imported, with the file and (when there is one) the 1-based line,
/// printed as `FILE:LINE: message` like the deck reader's errors.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
