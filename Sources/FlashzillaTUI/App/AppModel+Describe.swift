extension AppModel {
    /// What a screen reader says now: the quit question while it is asked (it takes every
    /// key), else the screen on show, which says its own help and questions.
    public func describe(in context: ScreenContext) -> [String] {
        if let quitQuestion {
            return [SpokenPhrases.sentence(SpokenPhrases.text(quitQuestion))]
        }
        return visibleScreen.describe(in: context)
    }
}
