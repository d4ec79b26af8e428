import FlashzillaCore

extension AppModel {
    mutating func settingsEffect(_ effect: SettingsEffect) -> [AppEffect] {
        switch effect {
        case .leave:
            route = .chooser
            return []
        case .suspend:
            return [.suspend]
        case .save(let newSettings):
            apply(newSettings)
            return [.saveSettings(newSettings)]
        }
    }

    /// New settings take effect at once, including in sessions already dealt.
    mutating func apply(_ newSettings: Settings) {
        settings = newSettings
        studyOptions = StudyOptions(effectiveSettings)
        chooser.namesColors = Self.namesColors(effectiveSettings)
        for key in studies.keys { studies[key]?.options = studyOptions }
        switch takeRoute() {
        case .study(var screen, let fileName):
            screen.options = studyOptions
            route = .study(screen, fileName: fileName)
        case .match(var screen, let fileName):
            screen.options = studyOptions
            route = .match(screen, fileName: fileName)
        case .browse(var screen, let fileName):
            screen.options = studyOptions
            route = .browse(screen, fileName: fileName)
        case .review(var screen, let fileName):
            screen.options = studyOptions
            route = .review(screen, fileName: fileName)
        case let other:
            route = other
        }
    }
}
