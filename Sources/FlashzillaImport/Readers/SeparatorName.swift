/// Separators as people write them: Anki's `#separator:` names (Tab, Comma, Semicolon,
/// Space, Pipe, Colon), `\t` and `\n` as typed on a command line, or the text itself.
public enum SeparatorName {
    public static func bytes(_ text: String) -> [UInt8]? {
        switch text.lowercased() {
        case "tab", "\\t": return [0x09]
        case "comma": return Array(",".utf8)
        case "semicolon": return Array(";".utf8)
        case "space": return [0x20]
        case "pipe": return Array("|".utf8)
        case "colon": return Array(":".utf8)
        case "newline", "\\n": return [0x0A]
        default: return text.isEmpty ? nil : Array(text.utf8)
        }
    }
}
