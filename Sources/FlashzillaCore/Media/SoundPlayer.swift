/// A program that plays a sound file and exits, found on the system's `PATH`.
public struct SoundPlayer: Equatable, Sendable {
    /// The program's full path.
    public var path: String
    /// Its arguments before the file: quiet, no window, exit at the end.
    public var arguments: [String]

    public init(path: String, arguments: [String]) {
        self.path = path
        self.arguments = arguments
    }

    /// Players in the order they are tried: mpv and ffplay read every format Anki decks
    /// carry (mp3, ogg); paplay and aplay only what PulseAudio and ALSA read (wav, ogg);
    /// afplay is macOS's own.
    public static let known: [(name: String, arguments: [String])] = [
        ("mpv", ["--no-video", "--really-quiet", "--no-terminal", "--"]),
        ("ffplay", ["-nodisp", "-autoexit", "-loglevel", "quiet"]),
        ("paplay", []),
        ("aplay", ["-q"]),
        ("afplay", []),
    ]

    /// What the note says when none is found.
    public static let installHint = "No sound player found: install mpv (or ffplay, paplay, aplay) to hear the cards' sounds."

    /// The first known player in `searchPath` (see `ProgramSearch`).
    public static func find(searchPath: String, isExecutable: (String) -> Bool) -> SoundPlayer? {
        guard let found = ProgramSearch.first(of: known.map(\.name), in: searchPath, isExecutable: isExecutable),
              let player = known.first(where: { $0.name == found.name }) else { return nil }
        return SoundPlayer(path: found.path, arguments: player.arguments)
    }

    /// The command line that plays `file`.
    public func command(for file: String) -> [String] {
        [path] + arguments + [file]
    }
}
