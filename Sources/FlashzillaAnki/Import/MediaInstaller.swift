import FlashzillaCore
import Foundation

/// Copies a deck's media into `HOME/media/<deck id>/`. Each name is checked again here
/// (`MediaName`), and the destination must be a direct child of the deck's folder, so no
/// name can put a file anywhere else. A file already there with the same bytes is left
/// alone; others are written beside it and renamed over it. `undo()` removes the files
/// this installation created, for an import that fails later.
public struct MediaInstaller {
    public let mediaFolder: URL

    public init(home: URL) {
        mediaFolder = home.appendingPathComponent("media", isDirectory: true)
    }

    public struct Installed: Sendable {
        /// Files written (new or changed).
        public var written: [URL] = []
        /// Files that were already there with the same bytes.
        public var unchanged = 0
        /// Files this installation created (undo removes these; changed ones stay changed).
        var created: [URL] = []

        public func undo() {
            for url in created { try? FileManager.default.removeItem(at: url) }
        }
    }

    public func folder(for deckID: UUID) -> URL {
        mediaFolder.appendingPathComponent(deckID.uuidString.lowercased(), isDirectory: true)
    }

    public func install(_ media: DeckMedia) throws -> Installed {
        var installed = Installed()
        guard !media.files.isEmpty else { return installed }
        let folder = folder(for: media.deckID)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, source) in media.files.sorted(by: { $0.key < $1.key }) {
                let destination = try Self.destination(of: name, in: folder)
                let existed = FileManager.default.fileExists(atPath: destination.path)
                if existed, FileManager.default.contentsEqual(atPath: destination.path, andPath: source.path) {
                    installed.unchanged += 1
                    continue
                }
                let partial = folder.appendingPathComponent(".partial-\(UUID().uuidString)")
                do {
                    try FileManager.default.copyItem(at: source, to: partial)
                } catch {
                    // A copy cut short (a full disk) leaves no piece behind.
                    try? FileManager.default.removeItem(at: partial)
                    throw error
                }
                guard rename(partial.path, destination.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? FileManager.default.removeItem(at: partial)
                    throw MediaInstallError(message: "cannot write \(destination.path) (\(reason))")
                }
                installed.written.append(destination)
                if !existed { installed.created.append(destination) }
            }
        } catch {
            installed.undo()
            if let error = error as? MediaInstallError { throw error }
            throw MediaInstallError(message: "cannot write media into \(folder.path): \(FileErrorText.describe(error))")
        }
        return installed
    }

    /// `folder/name`, refused unless it is a file directly inside `folder`.
    static func destination(of name: String, in folder: URL) throws(MediaInstallError) -> URL {
        if let problem = MediaName.problem(name) {
            throw MediaInstallError(message: "refused the media file name “\(MediaName.printable(name))”: it \(problem)")
        }
        let destination = folder.appendingPathComponent(name, isDirectory: false)
        guard destination.standardizedFileURL.deletingLastPathComponent().path == folder.standardizedFileURL.path else {
            throw MediaInstallError(message: "refused the media file name “\(MediaName.printable(name))”: it leaves the media folder")
        }
        return destination
    }
}

public struct MediaInstallError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}
