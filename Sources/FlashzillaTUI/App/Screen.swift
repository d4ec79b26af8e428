import FlashzillaCore
import Foundation

/// What every screen is given with an event or a frame: both clocks and the terminal's size.
public struct ScreenContext: Equatable, Sendable {
    /// Monotonic time since the run started: countdowns, animations, double clicks.
    public var moment: Moment
    /// The wall clock: the dates cards and reviews carry.
    public var date: Date
    public var size: Size

    public init(moment: Moment, date: Date, size: Size) {
        self.moment = moment
        self.date = date
        self.size = size
    }
}

/// One contract for every screen: events in, the screen's own effects out, and a frame
/// drawn from its state. The app (`AppModel`) turns each screen's effects into `AppEffect`s.
public protocol Screen: Equatable, Sendable {
    /// What the screen asks of the app (leave, save, look a word up…).
    associatedtype Effect: Sendable
    mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [Effect]
    func view(in context: ScreenContext) -> Grid
    /// What a screen reader says of the screen now: a few short lines, the important word
    /// first ("gato, noun. 3 new, 1 learning."), untrusted text made visible
    /// (`SpokenPhrases.text`). The line front end speaks the lines that changed.
    func describe(in context: ScreenContext) -> [String]
    /// Where the terminal's cursor goes (a text field being typed in); nil hides it.
    func cursor(in context: ScreenContext) -> Point?
    /// How soon the screen changes on its own (a countdown, an animation); nil: only on input.
    func nextWakeUp(in context: ScreenContext) -> Duration?
}

extension Screen {
    public func cursor(in context: ScreenContext) -> Point? { nil }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nil }
}
