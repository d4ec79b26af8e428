import FlashzillaCore

/// Everything that reaches the app, through its one inbox (`AppModel.handle(_:in:)`): what
/// the learner typed, the answer to an effect the app asked for, or news of the process.
/// Both front ends (the full screen and the screen reader's lines) send the same messages.
public enum AppMessage: Sendable {
    /// A key, a paste, a click or a resize from the front end.
    case input(InputEvent)
    /// What an `AppEffect` came to (a deck read, a save refused, a sync finished…), or what
    /// the performer noticed meanwhile (the deck folder changed, a definition arrived).
    case answer(AppResponse)
    /// The run loop's own news: time passing, the process stopping, continuing, ending.
    case process(ProcessNews)
}

/// What happens to the process or the front end rather than on a screen.
public enum ProcessNews: Equatable, Sendable {
    /// A turn of the run loop: countdowns and animations move on, and card edits whose
    /// save is due go out as effects.
    case ticked
    /// About to stop (Ctrl-Z): pending edits go out first, and clocks pause.
    case suspending
    /// Continued after a stop: the time away does not count.
    case resumed
    /// A signal or the end of input ends the run: pending edits go out first.
    case terminating
    /// The screen reader's front end finished a typed line: pending edits go out now, as
    /// the learner may close the program at any line.
    case lineEnded
    /// The learner said `hints on` or `hints off` (the screen reader's front end).
    case hintsAsked(HintMode)
}
