extension AppModel {
    /// What a screen reader says now: the quit question while it is asked (it takes every
    /// key), else the screen on show, which says its own help and questions.
    public func describe(in context: ScreenContext) -> [String] {
        if let quitQuestion {
            return [SpokenPhrases.sentence(SpokenPhrases.text(quitQuestion))]
        }
        let note = media.note.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        let hint = currentHint.flatMap { hints.says($0) ? [$0] : nil } ?? []
        return note + visibleScreen.describe(in: context) + hint
    }

    /// What can be said on the screen on show (nil while the quit question is asked).
    var currentHint: String? { quitQuestion == nil ? visibleScreen.spokenHint : nil }
}
