import FlashzillaCore

/// A media file's name from a package, made safe to use as a file name inside
/// `HOME/media/<deck id>/`: Anki's media names are flat, so anything that could name
/// another folder (a separator, `..`, an absolute path) or confuse the file system (NUL,
/// control characters, a name too long) is refused rather than guessed at.
package enum MediaName {
    static func check(_ name: String) throws(PackageProblem) {
        if let reason = problem(name) {
            throw PackageProblem("its media file name “\(printable(name))” \(reason); refused so that no file lands outside the media folder")
        }
    }

    /// Why `name` is unsafe, or nil when it is fine (the rule is core's, shared with the
    /// names a card asks to play or open).
    package static func problem(_ name: String) -> String? { MediaFileName.problem(name) }

    /// The name with control characters shown as `\u{…}`, for messages.
    package static func printable(_ name: String) -> String { MediaFileName.printable(name) }
}
