import Foundation

/// Why the progress file cannot be used. Each names the file; none of them ever leads to
/// the file being overwritten or deleted (Quiz goes on without it).
public struct ProgressError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        /// Not an SQLite database, or a damaged one.
        case corrupt(String)
        /// Written by a newer Flashzilla (migrations this one does not know).
        case newerSchema([String])
        /// Another program holds it locked for longer than the busy timeout.
        case locked
        /// Anything else SQLite or the file system said.
        case failed(String)
    }

    public let problem: Problem
    public let fileURL: URL

    public init(_ problem: Problem, fileURL: URL) {
        self.problem = problem
        self.fileURL = fileURL
    }

    public var description: String {
        let path = fileURL.path
        switch problem {
        case .corrupt(let detail): return "\(path): not a readable progress database (\(detail)); it was left as it is"
        case .newerSchema(let names):
            return "\(path): written by a newer Flashzilla (unknown changes: \(names.joined(separator: ", "))); it was left as it is"
        case .locked: return "\(path): locked by another program for too long; try again"
        case .failed(let detail): return "\(path): \(detail)"
        }
    }
}
