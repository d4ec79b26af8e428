import ArgumentParser

/// `--screen-reader`, on the root command, on `study` and on `match`.
struct ScreenReaderOptions: ParsableArguments {
    @Flag(name: .long, help: "Talk in plain lines instead of drawing the screen (for screen readers; input may be a pipe).")
    var screenReader = false

    /// Fixes the order of the cards, so scripted runs and tests read the same every time.
    @Option(name: .long, help: .hidden)
    var seed: UInt64?
}
