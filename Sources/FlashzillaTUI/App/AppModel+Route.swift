import FlashzillaCore

extension AppModel {
    /// Where the app is. Each case holds the screen on show, so a route without its
    /// screen cannot be written. The chooser, the app's home, is always there
    /// (`AppModel.chooser`), so `.chooser` holds nothing.
    public enum Route: Equatable, Sendable {
        case chooser
        case study(StudyScreen, fileName: String)
        /// `revision`: the deck's file as it was read (nil for a new deck): a save refuses
        /// to replace a newer one.
        case deckEditor(DeckEditorScreen, revision: FileFingerprint?)
        case cardEditor(CardEditScreen, fileName: String)
        case match(MatchScreen, fileName: String)
        case browse(BrowseScreen, fileName: String)
        case review(ReviewScreen, fileName: String)
        case settings(SettingsScreen)
        case statistics(StatisticsScreen)
        case importFile(ImportScreen)
        case customStudy(CustomStudyScreen, fileName: String)
        case syncLogin(SyncLoginScreen)
    }

    /// The screen on show, to draw. Adding a screen means a case here and in `handle`.
    var visibleScreen: any Screen {
        switch route {
        case .chooser: chooser
        case .study(let screen, _): screen
        case .deckEditor(let screen, _): screen
        case .cardEditor(let screen, _): screen
        case .match(let screen, _): screen
        case .browse(let screen, _): screen
        case .review(let screen, _): screen
        case .settings(let screen): screen
        case .statistics(let screen): screen
        case .importFile(let screen): screen
        case .customStudy(let screen, _): screen
        case .syncLogin(let screen): screen
        }
    }

    /// The route, taken out and left as `.chooser`, so the screen it holds has a single
    /// owner while it changes; the caller puts it (or the next route) back.
    mutating func takeRoute() -> Route {
        let taken = route
        route = .chooser
        return taken
    }
}
