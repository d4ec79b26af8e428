import FlashzillaImport

extension ImportPlan {
    /// Where each group of `packages` went: the plan's deck of its name (Anki's, in any
    /// case), or the one deck when the import named it (`deckName`, `--deck`). Yields the
    /// plan deck's index with the package's and the group's; groups of no plan deck are
    /// left out. `including` picks the packages worth walking.
    func placedGroups(of packages: [AnkiPackageImport], deckName: String?,
                      including: (AnkiPackageImport) -> Bool) -> [(deck: Int, package: Int, group: Int)] {
        var planned: [String: Int] = [:]
        for (i, item) in decks.enumerated() { planned[item.deck.name.lowercased()] = i }
        var placed: [(deck: Int, package: Int, group: Int)] = []
        for (p, package) in packages.enumerated() where including(package) {
            for (g, group) in package.parsed.groups.enumerated() {
                let name = deckName ?? group.deck ?? ImportPlan.deckName(forFile: package.parsed.file)
                guard let at = deckName != nil && decks.count == 1 ? 0 : planned[name.lowercased()] else { continue }
                placed.append((at, p, g))
            }
        }
        return placed
    }
}
