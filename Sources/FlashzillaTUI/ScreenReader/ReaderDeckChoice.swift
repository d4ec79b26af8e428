import Foundation
import FlashzillaCore

/// Which deck a line in the deck list names: its number, its name or file name (any
/// case), or the start of exactly one deck's name ("world" for World Capitals).
enum ReaderDeckChoice: Equatable {
    case entry(Int)
    case numberOutOfRange
    case none

    init(_ line: String, entries: [DeckSummary]) {
        let query = ReaderLine.trimmed(line)
        if let number = Int(query) {
            self = entries.indices.contains(number - 1) ? .entry(number - 1) : .numberOutOfRange
            return
        }
        func same(_ a: String, _ b: String) -> Bool { a.caseInsensitiveCompare(b) == .orderedSame }
        let names = entries.map { $0.isBroken ? nil : $0.name }
        if let index = names.firstIndex(where: { $0.map { same($0, query) } ?? false }) {
            self = .entry(index)
        } else if let index = entries.firstIndex(where: {
            same($0.fileURL.lastPathComponent, query) || same($0.fileURL.deletingPathExtension().lastPathComponent, query)
        }) {
            self = .entry(index)
        } else {
            let starts = query.isEmpty ? [] : names.indices.filter {
                names[$0].map { $0.lowercased().hasPrefix(query.lowercased()) } ?? false
            }
            self = starts.count == 1 ? .entry(starts[0]) : .none
        }
    }
}
