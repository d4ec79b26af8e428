import Foundation
import FlashzillaCore

/// Which deck a line in the deck list names: its number, its name or file name (any
/// case), or the start of exactly one deck's name ("world" for World Capitals). A name
/// several decks share, or the start of several names, names them all.
enum ReaderDeckChoice: Equatable {
    case entry(Int)
    /// The indices of the decks the line could mean, in list order (two or more).
    case ambiguous([Int])
    case numberOutOfRange
    case none

    init(_ line: String, entries: [DeckSummary]) {
        let query = ReaderLine.trimmed(line)
        if let number = Int(query) {
            self = entries.indices.contains(number - 1) ? .entry(number - 1) : .numberOutOfRange
            return
        }
        let named = entries.indices.filter {
            !entries[$0].isBroken && entries[$0].name.caseInsensitiveCompare(query) == .orderedSame
        }
        if named.count > 1 {
            self = .ambiguous(named)
            return
        }
        // A deck's name, else a file's name: what `flashzilla study NAME` would open.
        if let match = DeckStore.match(query, in: entries),
           let index = entries.firstIndex(where: { $0.fileURL == match.fileURL }) {
            self = .entry(index)
            return
        }
        let starts = query.isEmpty ? [] : entries.indices.filter {
            !entries[$0].isBroken && entries[$0].name.lowercased().hasPrefix(query.lowercased())
        }
        switch starts.count {
        case 0: self = .none
        case 1: self = .entry(starts[0])
        default: self = .ambiguous(starts)
        }
    }
}
