import Foundation

/// Where a card's media file is: `HOME/media/<deck id>/<name>`, the folder an import put it
/// in. A name that would leave that folder is refused, never resolved.
public enum MediaLocation {
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// The deck's own media folder inside `mediaFolder` (`HOME/media`).
    public static func folder(for deckID: UUID, in mediaFolder: URL) -> URL {
        mediaFolder.appendingPathComponent(deckID.uuidString.lowercased(), isDirectory: true)
    }

    /// The file `name` of the deck's media, or why it is refused.
    public static func file(_ name: String, deckID: UUID, in mediaFolder: URL) -> Result<URL, Refusal> {
        let folder = folder(for: deckID, in: mediaFolder)
        if let problem = MediaFileName.problem(name) {
            return .failure(Refusal(description: "refused the media file name “\(MediaFileName.printable(name))”: it \(problem)"))
        }
        let file = folder.appendingPathComponent(name, isDirectory: false)
        // Belt and braces: whatever the name, the file must sit directly in the folder.
        guard file.standardizedFileURL.deletingLastPathComponent().path == folder.standardizedFileURL.path else {
            return .failure(Refusal(description: "refused the media file name “\(MediaFileName.printable(name))”: it leaves the media folder"))
        }
        return .success(file)
    }
}
