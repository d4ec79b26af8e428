import FlashzillaTUI

/// What the run loop needs of whichever front end shows the app: the full screen
/// (`FullScreen`) or the screen reader's lines (`SpokenLines`). Both run the same
/// `AppModel` with the same `EffectPerformer`, through the same loop (`InteractiveSession`).
protocol FrontEnd: AnyObject {
    /// The size screens lay themselves out for.
    var size: Size { get }
    /// The model as it is at the end of a turn: drawn, or its new lines said.
    func present(_ model: AppModel, in context: ScreenContext)
    /// Shows the model now, during a long effect (an import's or a sync's steps).
    func show(_ model: AppModel, in context: ScreenContext)
    /// Waits at most `wait` for the learner: the messages their input makes (the model
    /// turns a spoken line into its screen's keys), or why the run must stop.
    func read(for model: AppModel, in context: ScreenContext, wait: Duration) -> FrontEndInput
    /// A new theme from the settings (only a drawn screen has one).
    func use(_ theme: Theme)
    /// Steps aside while the process is stopped (Ctrl-Z), and comes back after.
    func suspend(_ whileAway: () -> Void)
}

/// What a front end read.
enum FrontEndInput {
    /// Input for the app, in order (none when the wait ran out).
    case messages([AppMessage])
    /// Ctrl-Z reached the process as a signal: the loop stops it properly.
    case suspendRequested
    /// No more input can come (a signal, a hang-up, the end of standard input): pending
    /// edits are written and the run ends with `status`.
    case ended(status: Int32)
}
