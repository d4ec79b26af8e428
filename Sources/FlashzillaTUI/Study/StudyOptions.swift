import FlashzillaCore

/// Switches that change how the study screen behaves, not what it does.
public struct StudyOptions: Equatable, Sendable {
    /// Swipes slide off, reveals flip, a released card springs back. When off,
    /// every change appears at once. A card being dragged still follows the
    /// pointer: that motion is the user's own hand, not an animation.
    public var animations: Bool = true
    /// "[← Wrong]" and "[Correct →]" under the card: real controls (keys, Tab
    /// focus, Enter, mouse), for people who want to see what each key does.
    public var answerButtons: Bool = false
    /// Nothing told by colour alone: the countdown says "almost up" in words.
    public var differentiateWithoutColor: Bool = false
    /// How decks' time limits apply (a setting, so shared deck files stay as written).
    public var timeLimits: TimeLimits = .asSet

    public init(animations: Bool = true, answerButtons: Bool = false, differentiateWithoutColor: Bool = false,
                timeLimits: TimeLimits = .asSet) {
        self.animations = animations
        self.answerButtons = answerButtons
        self.differentiateWithoutColor = differentiateWithoutColor
        self.timeLimits = timeLimits
    }
}
