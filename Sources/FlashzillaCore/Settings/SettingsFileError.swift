import Foundation

/// Why `settings.json` could not be used. Its description names the file and the place.
public struct SettingsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Error, Hashable, Sendable {
        case syntax(JSONSyntaxError)
        /// `key` is empty for the document as a whole.
        case invalid(key: String, message: String)
        case unreadable(String)
    }

    public var problem: Problem
    public var fileURL: URL

    public init(_ problem: Problem, fileURL: URL) {
        self.problem = problem
        self.fileURL = fileURL
    }

    public var description: String {
        switch problem {
        case .syntax(let error) where error.kind != .invalidUTF8: "\(fileURL.path):\(error.description)"
        case .syntax(let error): "\(fileURL.path): \(error.description)"
        case .invalid(let key, let message): key.isEmpty ? "\(fileURL.path): \(message)" : "\(fileURL.path): \(key): \(message)"
        case .unreadable(let message): "\(fileURL.path): \(message)"
        }
    }
}
