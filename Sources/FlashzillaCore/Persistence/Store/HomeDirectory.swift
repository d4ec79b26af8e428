import Foundation

/// Where Flashzilla keeps its data. Pure: the caller passes the environment in.
public enum HomeDirectory {
    /// `--home DIR`, else `FLASHZILLA_HOME`, else `$XDG_DATA_HOME/flashzilla`,
    /// else `~/.local/share/flashzilla`. Empty values count as unset.
    public static func resolve(option: String?, environment: [String: String], userHome: String) -> URL {
        func nonEmpty(_ s: String?) -> String? { (s?.isEmpty ?? true) ? nil : s }
        if let explicit = nonEmpty(option) { return URL(fileURLWithPath: expandTilde(explicit, userHome: userHome), isDirectory: true) }
        if let env = nonEmpty(environment["FLASHZILLA_HOME"]) { return URL(fileURLWithPath: expandTilde(env, userHome: userHome), isDirectory: true) }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]) {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("flashzilla", isDirectory: true)
        }
        return URL(fileURLWithPath: userHome, isDirectory: true)
            .appendingPathComponent(".local/share/flashzilla", isDirectory: true)
    }

    static func expandTilde(_ path: String, userHome: String) -> String {
        if path == "~" { return userHome }
        if path.hasPrefix("~/") { return userHome + path.dropFirst(1) }
        return path
    }
}
