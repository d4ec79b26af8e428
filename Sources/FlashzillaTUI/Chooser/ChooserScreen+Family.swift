import FlashzillaCore

extension ChooserScreen {
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
