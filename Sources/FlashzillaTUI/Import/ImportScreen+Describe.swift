extension ImportScreen {
    /// What is happening first: the problem, the preview's totals ("Enter imports"), the
    /// step of an import under way, or the path being typed and the matches Tab found.
    public func describe(in context: ScreenContext) -> [String] {
        if showingHelp { return Self.keymap.spokenHelp }
        let problem = problem.map { ["Problem: " + SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        switch stage {
        case .choosing:
            let typed = path.text.isEmpty ? "empty" : SpokenPhrases.text(path.text)
            let matches = candidates.isEmpty ? [] : ["\(SpokenPhrases.count(candidates.count, "match", "matches")): "
                + candidates.prefix(5).map(SpokenPhrases.text).joined(separator: ", ") + (candidates.count > 5 ? ", …" : "") + "."]
            return problem + ["Import, file: \(typed).", "Type a path; Tab completes it, Enter previews."] + matches
        case .reading(let file):
            return problem + ["Reading \(SpokenPhrases.text(file))…"]
        case .previewing(_, let preview):
            let deck = deckName.text.isEmpty ? "the decks named in the file" : SpokenPhrases.text(deckName.text)
            let enter = importsAsPreviewed(preview) ? "Enter imports, Esc goes back." : "Enter previews the import into this deck, Esc goes back."
            return problem + [SpokenPhrases.sentence(SpokenPhrases.text(preview.summary)), "Deck: \(deck); type to change it.", enter]
                + preview.lines.prefix(5).map { SpokenPhrases.sentence(SpokenPhrases.text($0)) }
        case .importing(let file):
            return problem + ["Importing \(SpokenPhrases.text(file))…"] + (step.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? [])
        }
    }
}
