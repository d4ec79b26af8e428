extension AppModel {
    /// What a screen reader says now: the quit question while it is asked (it takes every
    /// key), else the screen on show, which says its own help and questions.
    public func describe(in context: ScreenContext) -> [String] {
        if let quitQuestion {
            return [SpokenPhrases.sentence(SpokenPhrases.text(quitQuestion))]
        }
        let note = media.note.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        return note + visibleScreen.describe(in: context)
    }
}
