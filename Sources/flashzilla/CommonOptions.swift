import ArgumentParser
import Foundation
import FlashzillaCore

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The data directory (holds decks/).", valueName: "dir"))
    var home: String?
}

/// Options of the full-screen app.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .long, help: "Turn off slide and flip animations.")
    var noAnimation = false
}
