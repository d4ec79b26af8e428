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

    /// Why `name` is unsafe, or nil when it is fine.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "names a folder" }
        if name.hasPrefix("/") || name.hasPrefix("\\") || (name.count > 1 && name.dropFirst().hasPrefix(":")) { return "is an absolute path" }
        if name.contains("/") || name.contains("\\") { return "contains a path separator" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "contains a control character" }
        if name.utf8.count > 255 { return "is longer than 255 bytes" }
        return nil
    }

    /// The name with control characters shown as `\u{…}`, for messages.
    package static func printable(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())
    }
}
