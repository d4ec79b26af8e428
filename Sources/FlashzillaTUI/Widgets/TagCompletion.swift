import FlashzillaCore

/// Tab on a tag being typed, as a shell completes a file name: the whole tag when one
/// known tag starts so, else as far as the matches agree (without case), and the matches.
/// The card editor's Tags field and custom study's tag prompt both complete with it.
public struct TagCompletion: Equatable, Sendable {
    /// The word completed: the one tag that matched, else the matches' common start (at
    /// least as long as what was typed).
    var text: String
    var matches: [String]

    /// Nil when no known tag starts with `prefix`; tags in `excluding` (those already
    /// typed in the field) are not offered again.
    init?(prefix: String, known: [String], excluding: Set<String> = []) {
        let lowered = prefix.lowercased()
        let matches = known.filter { !excluding.contains($0) && $0.lowercased().hasPrefix(lowered) }
        guard let first = matches.first else { return nil }
        var common = first
        for match in matches.dropFirst() {
            while !match.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        text = matches.count == 1 ? first : (common.count >= prefix.count ? common : prefix)
        self.matches = matches
    }

    /// Whether one tag matched (the field may then go on to the next word).
    var isWhole: Bool { matches.count == 1 }

    /// "3 tags: #verb #verb::irregular #vocab", at most eight named.
    var listing: String {
        let shown = matches.prefix(8).map { "#" + $0 }.joined(separator: " ")
        return "\(matches.count) tags: \(shown)\(matches.count > 8 ? " …" : "")"
    }

    /// Every tag of the deck's cards, once, sorted: what Tab completes from. One pass over
    /// the cards (asked for once per field, not per key).
    public static func tags(of deck: Deck) -> [String] {
        var all = Set<String>()
        for card in deck.cards { all.formUnion(card.tags) }
        return all.sorted()
    }
}
