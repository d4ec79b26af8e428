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

/// One contract for every screen: an event becomes a message (keys through the screen's
/// keymap), the message updates the screen and returns the screen's own effects, and the
/// state is drawn (`view`) and said (`describe`). The answers to its effects come back as
/// messages too. The app (`AppModel`) turns each screen's effects into `AppEffect`s.
public protocol Screen: Equatable, Sendable {
    /// Everything that can happen to the screen, named for what happened.
    associatedtype Message: Sendable
    /// What the screen asks of the app (leave, save, look a word up…).
    associatedtype Effect: Sendable
    /// The keys in force now: what they do, how the footer and help show them, and the
    /// words the screen reader's front end takes for them.
    var keymap: Keymap<Message> { get }
    /// What an event means here now; nil for what the screen ignores.
    func message(for event: InputEvent, in context: ScreenContext) -> Message?
    mutating func update(_ message: Message, in context: ScreenContext) -> [Effect]
    func view(in context: ScreenContext) -> Grid
    /// What a screen reader says of the screen now: a few short lines, the important word
    /// first ("gato, noun. 3 new, 1 learning."), untrusted text made visible
    /// (`SpokenPhrases.text`). The line front end speaks the lines that changed.
    func describe(in context: ScreenContext) -> [String]
    /// Where the terminal's cursor goes (a text field being typed in); nil hides it.
    func cursor(in context: ScreenContext) -> Point?
    /// How soon the screen changes on its own (a countdown, an animation); nil: only on input.
    func nextWakeUp(in context: ScreenContext) -> Duration?
    /// A text field has the focus: a spoken line is typed into it, not read as commands.
    var takesTypedText: Bool { get }
    /// The focused field is a secret (a password): a front end that shows typed lines as
    /// they are typed (the screen reader's, in the learner's terminal) hides them.
    var takesSecretText: Bool { get }
    /// What can be said here now, in a line, said after `describe` (once a session unless
    /// the learner asks otherwise); nil: nothing to hint. By default the footer's words.
    var spokenHint: String? { get }
}

extension Screen {
    /// Event → message → update: the one way input reaches a screen.
    @discardableResult
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [Effect] {
        guard let message = message(for: event, in: context) else { return [] }
        return update(message, in: context)
    }

    public func cursor(in context: ScreenContext) -> Point? { nil }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nil }
    public var takesTypedText: Bool { false }
    public var takesSecretText: Bool { false }

    /// Each binding's words with its first key, whatever the message type.
    var spokenKeys: [SpokenKey] { keymap.spokenKeys }
}
