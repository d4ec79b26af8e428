import ArgumentParser

/// `--screen-reader`, on the root command, on `study`, `match` and `review`.
struct ScreenReaderOptions: ParsableArguments {
    @Flag(name: .long, help: "Talk in plain lines instead of drawing the screen (for screen readers; input may be a pipe).")
    var screenReader = false

    @Flag(name: .long, help: "Draw the screen for this run, even when the Screen reader setting is on.")
    var noScreenReader = false

    /// Fixes the order of the cards, so scripted runs and tests read the same every time.
    @Option(name: .long, help: .hidden)
    var seed: UInt64?

    /// Whether this run talks: the flag, else the saved setting (so someone who turned it
    /// on never meets the full screen), unless `--no-screen-reader` says otherwise.
    func wantsScreenReader(_ app: AppContext) -> Bool {
        if noScreenReader { return false }
        return screenReader || app.settingsStore.load().settings.screenReader
    }
}
