/// Tab on a tag being typed, as a shell completes a file name: the whole tag when one
/// known tag starts so, else as far as the matches agree (without case), and the matches.
struct TagCompletion: Equatable, Sendable {
    /// The word completed (the tag and a space when only one matched).
    var text: String
    var matches: [String]

    /// Nil when no known tag starts with `prefix`.
    init?(prefix: String, known: [String]) {
        let matches = known.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
        guard let first = matches.first else { return nil }
        var common = first
        for match in matches.dropFirst() {
            while !match.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        text = matches.count == 1 ? first : (common.count >= prefix.count ? common : prefix)
        self.matches = matches
    }

    /// "3 tags: #verb #verb::irregular #vocab", at most eight named.
    var listing: String {
        let shown = matches.prefix(8).map { "#" + $0 }.joined(separator: " ")
        return "\(matches.count) tags: \(shown)\(matches.count > 8 ? " …" : "")"
    }
}
