import FlashzillaTUI

/// What the effect performer needs of whichever front end shows the app: the full screen
/// (`NcursesTerminal`) or the screen reader's lines. Both run the same `AppModel`, so the
/// effects are carried out once, in `InteractiveSession+Effects`, for both.
protocol FrontEnd: AnyObject {
    /// The size screens lay themselves out for.
    var size: Size { get }
    /// Shows the model now, during a long effect (an import's progress).
    func show(_ model: AppModel, in context: ScreenContext)
    /// A new theme from the settings (only a drawn screen has one).
    func use(_ theme: Theme)
    /// Steps aside while the process is stopped (Ctrl-Z), and comes back after.
    func suspend(_ whileAway: () -> Void)
}

extension NcursesTerminal: FrontEnd {
    func show(_ model: AppModel, in context: ScreenContext) {
        draw(model.view(in: context), cursor: nil)
    }
}
