extension SettingsScreen {
    /// The focused setting first ("Animations: on."), its error or hint (ranges in words),
    /// then why a change could not be written or why the file is not used. The Review
    /// (FSRS) form, while open over this one, says itself.
    public func describe(in context: ScreenContext) -> [String] {
        if let review { return review.describe(in: context) }
        if showingHelp { return Self.keymap.spokenHelp }
        let errors = timeLimitError.map { [Row.defaultTimeLimit.rawValue: $0] } ?? [:]
        let notes = [status, fileProblem.map { "Settings not used: \($0)" }].compactMap { $0 }
            .map { SpokenPhrases.sentence(SpokenPhrases.text($0)) }
        return form.spokenFocus(errors: errors) + ["Settings. Changes are saved at once."] + notes
    }
}

extension ReviewSettingsScreen {
    /// The focused field first ("Desired retention: 0.90."), its error or hint.
    public func describe(in context: ScreenContext) -> [String] {
        if showingHelp { return Self.keymap.spokenHelp }
        let errors = Dictionary(uniqueKeysWithValues: errors.map { ($0.key.rawValue, $0.value) })
        return form.spokenFocus(errors: errors) + ["Review (FSRS) settings. A valid value is taken at once."]
    }
}
