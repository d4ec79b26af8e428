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
    @Flag(name: .long, help: "Turn off slide and flip animations.")
    var noAnimation = false

    var studyOptions: StudyOptions { StudyOptions(animations: !noAnimation) }

    /// Monochrome when NO_COLOR is set (https://no-color.org); the terminal's own
    /// colour support is checked by the backend.
    var theme: Theme {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return noColor ? .monochrome : .default
    }
}
