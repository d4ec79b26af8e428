import FlashzillaCore
import Foundation

extension ChooserScreen {
    /// Enter, `t` or `m` on a parent: Review, the Quiz or Match on it and every deck inside
    /// it. Enter first says when nothing is due in any of them (the row's summed counts).
    mutating func openFamily(_ message: ChooserMessage, row: ChooserRow, date: Date?) -> [ChooserEffect] {
        if let deck = row.listing, let problem = deck.problem {
            status = "Cannot open \(deck.fileName): \(problem)"
            return []
        }
        let files = (row.listing.map { [$0.fileName] } ?? []) + familyFiles(of: row)
        guard !files.isEmpty else { return [] }
        switch message {
        case .matchSelected: return [.matchFamily(name: row.fullName, fileNames: files)]
        case .studySelected:
            // Not known what is due (the progress file cannot be read): Review cannot open, the Quiz can.
            guard let due = row.due else { return [.quizFamily(name: row.fullName, fileNames: files)] }
            if let nothingDue = NothingDueNotice.text(deckName: row.fullName, cardCount: row.cardCount, due: due, at: date) {
                notice = nothingDue
                return []
            }
            return [.reviewFamily(name: row.fullName, fileNames: files)]
        default: return [.quizFamily(name: row.fullName, fileNames: files)]
        }
    }

    /// The good deck files inside `row` (at any depth), in the tree's order; not the row's
    /// own file nor another file of the same name.
    func familyFiles(of row: ChooserRow) -> [String] {
        let key = DeckPath.key(of: row.fullName)
        return rows.compactMap { other -> String? in
            guard let listing = other.listing, !listing.isBroken, DeckPath.isSelfOrDescendant(other.fullName, of: row.fullName),
                  DeckPath.key(of: other.fullName) != key else { return nil }
            return listing.fileName
        } + folded(inside: row)
    }

    /// Files inside a folded part of `row`: folded rows are not in `rows`, so they are found
    /// in the listings (after the rows', in the listings' order).
    private func folded(inside row: ChooserRow) -> [String] {
        let shown = Set(rows.compactMap { $0.listing?.fileName })
        let key = DeckPath.key(of: row.fullName)
        return listings.filter {
            !$0.isBroken && !shown.contains($0.fileName) && DeckPath.isSelfOrDescendant($0.name, of: row.fullName)
                && DeckPath.key(of: $0.name) != key
        }.map(\.fileName)
    }
}
