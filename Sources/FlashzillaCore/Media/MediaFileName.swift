/// Whether a media file's name may be used inside a deck's media folder
/// (`HOME/media/<deck id>/`). Anki's media names are flat, so anything that could name
/// another folder (a separator, `..`, an absolute path) or confuse the file system (NUL,
/// control characters, a name too long) is refused rather than guessed at: the same rule
/// for the names an import writes and the names a card asks to play or open.
public enum MediaFileName {
    /// Why `name` is unsafe, or nil when it is fine.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "names a folder" }
        if name.hasPrefix("/") || name.hasPrefix("\\") || (name.count > 1 && name.dropFirst().hasPrefix(":")) { return "is an absolute path" }
        if name.contains("/") || name.contains("\\") { return "contains a path separator" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "contains a control character" }
        if name.utf8.count > 255 { return "is longer than 255 bytes" }
        return nil
    }

    /// The name with control characters shown as `\u{…}`, for messages.
    public static func printable(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined())
    }
}
