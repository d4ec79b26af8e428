import ArgumentParser
import Foundation
import FlashzillaCore
import FlashzillaTUI

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The data directory (holds decks/).", valueName: "dir"))
    var home: String?
}

/// Options of the full-screen app.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .long, help: "Turn off slide and flip animations (for this run).")
    var noAnimation = false

    @Flag(name: .long, help: "Accessibility for this run: answer buttons, no colour-only cues, reduced motion, high contrast.")
    var accessible = false

    /// Settings changed for this run only. Monochrome when NO_COLOR is set
    /// (https://no-color.org); the terminal's own colour support is checked by the backend.
    var overrides: SettingsOverrides {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return SettingsOverrides(noAnimation: noAnimation, accessible: accessible, noColor: noColor)
    }
}
