import Foundation

/// Why a deck file could not be loaded. Its description names the file and the place:
///
///     /home/me/decks/capitals.json:3:14: expected ',' or '}' after object member, found '"'
///     /home/me/decks/capitals.json: not valid UTF-8 at byte 120
///     /home/me/decks/capitals.json: cards[2].prompt: must not be empty
public struct DeckFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The file has no bytes, or only whitespace.
        case empty
        /// Larger than `DeckStore.maximumFileSize`; not read at all.
        case tooLarge(byteCount: Int64)
        /// Not JSON (including not UTF-8, or nested too deep).
        case syntax(JSONSyntaxError)
        /// JSON, but not a deck: a missing or empty required field, a wrong type, a bad value.
        /// `path` is where, e.g. `cards[3].answer`; empty for the top level.
        case invalid(path: String, message: String)
        /// The file system refused: missing file, no permission, a directory …
        case unreadable(String)

        public var description: String {
            switch self {
            case .empty: "empty file"
            case .tooLarge: "file is larger than \(DeckStore.maximumFileSize / (1024 * 1024)) MiB"
            case .syntax(let error): error.description
            case .invalid(let path, let message): path.isEmpty ? message : "\(path): \(message)"
            case .unreadable(let message): message
            }
        }
    }

    public var problem: Problem
    /// The file, once known: the codec reports problems without it and the store adds it.
    public var fileURL: URL?

    public init(_ problem: Problem, fileURL: URL? = nil) {
        self.problem = problem
        self.fileURL = fileURL
    }

    static func invalid(_ path: String, _ message: String) -> DeckFileError {
        DeckFileError(.invalid(path: path, message: message))
    }

    public var description: String {
        guard let fileURL else { return problem.description }
        // Syntax errors read like a compiler's: path:line:column: message.
        if case .syntax(let error) = problem, error.kind != .invalidUTF8 {
            return "\(fileURL.path):\(error.description)"
        }
        return "\(fileURL.path): \(problem.description)"
    }
}
