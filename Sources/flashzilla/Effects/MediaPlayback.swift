import FlashzillaCore
import FlashzillaTUI
import Foundation

/// Performs the model's media effects: plays a card's sounds with the player found on
/// `PATH`, stops them, opens pictures with the system's viewer. Nothing here waits for a
/// child: each runs on its own and is reaped when it ends (`ChildProcess`).
final class MediaPlayback {
    /// `HOME/media`: each deck's files in a folder named by its id.
    let mediaFolder: URL
    let player: SoundPlayer?
    let viewer: ImageViewer?
    private var playing: ChildProcess?

    init(mediaFolder: URL, environment: [String: String]) {
        self.mediaFolder = mediaFolder
        let path = environment["PATH"] ?? ""
        let isExecutable = { (file: String) in FileManager.default.isExecutableFile(atPath: file) }
        player = SoundPlayer.find(searchPath: path, isExecutable: isExecutable)
        viewer = ImageViewer.find(searchPath: path, isExecutable: isExecutable)
    }

    deinit { stop() }

    /// What to tell the model when the effect could not be done; nil when it was.
    func perform(_ effect: AppEffect) -> AppResponse? {
        switch effect {
        case .playSounds(let deckID, let names):
            stop()
            guard let player else { return .soundPlayerMissing }
            let files: [URL]
            switch existingFiles(names, deckID: deckID) {
            case .success(let found): files = found
            case .failure(let refusal): return .mediaProblem(refusal.description)
            }
            playing = ChildProcess(Self.sequence(files.map(\.path), with: player))
            return playing == nil ? .mediaProblem("cannot start \(player.path)") : nil
        case .stopSounds:
            stop()
            return nil
        case .openImages(let deckID, let names):
            guard let viewer else { return .imageViewerMissing }
            switch existingFiles(names, deckID: deckID) {
            case .success(let files):
                for file in files where ChildProcess(viewer.command(for: file.path)) == nil {
                    return .mediaProblem("cannot start \(viewer.path)")
                }
                return nil
            case .failure(let refusal):
                return .mediaProblem(refusal.description)
            }
        default:
            return nil
        }
    }

    func stop() {
        playing?.stop()
        playing = nil
    }

    /// The files, each checked (`MediaLocation`) and there; the first problem otherwise.
    private func existingFiles(_ names: [String], deckID: UUID) -> Result<[URL], MediaLocation.Refusal> {
        var files: [URL] = []
        for name in names {
            switch MediaLocation.file(name, deckID: deckID, in: mediaFolder) {
            case .success(let file):
                guard FileManager.default.fileExists(atPath: file.path) else {
                    return .failure(MediaLocation.Refusal(description: "\(MediaFileName.printable(name)) is not in \(file.deletingLastPathComponent().path)"))
                }
                files.append(file)
            case .failure(let refusal):
                return .failure(refusal)
            }
        }
        return .success(files)
    }

    /// One file: the player itself. Several: a shell plays them in turn (the files are its
    /// arguments, never part of its script), so stopping the group stops the rest.
    static func sequence(_ files: [String], with player: SoundPlayer) -> [String] {
        guard files.count > 1 else { return player.command(for: files.first ?? "") }
        let command = player.command(for: "").dropLast().map(shellQuoted).joined(separator: " ")
        return ["/bin/sh", "-c", "for f in \"$@\"; do \(command) \"$f\"; done", "sh"] + files
    }

    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
