import FlashzillaCore

extension BrowseScreen {
    /// The card first ("gato, noun. Card 3 of 20."), its answer once turned, then what the
    /// last action did; while editing, the field being typed in.
    public func describe(in context: ScreenContext) -> [String] {
        if isHelpVisible { return activeKeymap.spokenHelp }
        let status = status.map { [SpokenPhrases.sentence(SpokenPhrases.text($0.text))] } ?? []
        if let editor {
            let field = editor.focus == .prompt ? ("Prompt", editor.prompt.text) : ("Answer", editor.answer.text)
            let value = field.1.isEmpty ? "empty" : SpokenPhrases.text(field.1)
            return ["Editing card \(index + 1). \(field.0): \(value).", "Enter saves, Esc cancels."] + status
        }
        guard let card = currentCard else { return ["\(SpokenPhrases.text(deck.name)) has no cards."] + status }
        // Which card of its entry, in words: "Card 1 of 4, cloze c1."
        let kind = card.kindWords.map { ", \($0)" } ?? ""
        let heading = "\(SpokenPhrases.cardFirst(card)) Card \(index + 1) of \(deck.cards.count)\(kind)."
        return [heading] + (isRevealed ? [SpokenPhrases.answer(card)] : []) + status
    }
}
