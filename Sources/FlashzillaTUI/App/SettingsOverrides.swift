import FlashzillaCore

/// Command-line switches that change settings for this run only: they are applied on
/// top of `settings.json`, never written into it.
public struct SettingsOverrides: Equatable, Sendable {
    public var noAnimation: Bool
    public var accessible: Bool
    /// `NO_COLOR` is set: monochrome whatever the file says.
    public var noColor: Bool
    /// The run talks (`--screen-reader`): untimed by default, answer buttons to land on, no motion.
    public var byVoice: Bool

    public init(noAnimation: Bool = false, accessible: Bool = false, noColor: Bool = false, byVoice: Bool = false) {
        self.noAnimation = noAnimation
        self.accessible = accessible
        self.noColor = noColor
        self.byVoice = byVoice
    }

    public func applied(to settings: Settings) -> Settings {
        var result = settings
        if noAnimation { result.animations = false }
        if accessible { result.enableAccessibility() }
        if noColor { result.theme = .monochrome }
        // Nobody sees a slide by voice, and without motion the screens say what an answer
        // or an undo did ("Good — next in 4 days.").
        if byVoice {
            result.screenReader = true
            result.animations = false
        }
        return result
    }
}

extension Theme {
    /// The theme a settings choice names.
    public static func named(_ choice: Settings.ColorTheme) -> Theme {
        switch choice {
        case .standard: .default
        case .highContrast: .highContrast
        case .monochrome: .monochrome
        }
    }
}

extension StudyOptions {
    public init(_ settings: Settings) {
        // The screen reader switch brings the buttons too: a control to land on.
        self.init(animations: settings.showsMotion, answerButtons: settings.answerButtons || settings.screenReader,
                  differentiateWithoutColor: settings.differentiateWithoutColor, timeLimits: settings.effectiveTimeLimits)
    }
}
