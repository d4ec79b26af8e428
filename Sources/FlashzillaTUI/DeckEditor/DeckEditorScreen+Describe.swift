extension DeckEditorScreen {
    /// The focused field first ("Time limit: 60."), its error or hint, then the form's
    /// title, how many other fields have errors, and the status.
    public func describe(in context: ScreenContext) -> [String] {
        if let confirmingDiscard { return confirmingDiscard.spokenLines }
        if showingHelp { return Self.keymap.spokenHelp }
        let errors = visibleErrors
        let others = errors.keys.filter { $0 != form.focus }.count
        let more = others == 0 ? [] : ["\(SpokenPhrases.count(others, "other field")) \(others == 1 ? "has an error" : "have errors")."]
        let status = status.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        return form.spokenFocus(errors: errors) + [SpokenPhrases.sentence(title)] + more + status
    }
}
