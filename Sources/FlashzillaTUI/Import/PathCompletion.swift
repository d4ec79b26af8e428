/// Tab completion of a typed path, the pure part: where the folder ends, and how far the
/// names found there agree. The run loop lists the folder (the screen reads no files).
enum PathCompletion {
    /// "~/Downloads/ca" → ("~/Downloads/", "ca"); "ca" → ("", "ca"); "/" → ("/", "").
    static func split(_ typed: String) -> (directory: String, prefix: String) {
        guard let slash = typed.lastIndex(of: "/") else { return ("", typed) }
        let cut = typed.index(after: slash)
        return (String(typed[..<cut]), String(typed[cut...]))
    }

    /// The longest text all `entries` starting with `prefix` share (the entry itself when
    /// one matches; folders end in "/"), and the matches when there are several.
    static func complete(prefix: String, among entries: [String]) -> (text: String, candidates: [String]) {
        let matches = entries.filter { $0.hasPrefix(prefix) }.sorted()
        guard let first = matches.first else { return (prefix, []) }
        if matches.count == 1 { return (first, []) }
        var common = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(common) { common.removeLast() }
        }
        return (common.count > prefix.count ? common : prefix, matches)
    }
}
