/// Switches that change how the study screen behaves, not what it does.
/// A struct so later switches (accessibility, themes of motion) are added
/// without breaking callers.
public struct StudyOptions: Equatable, Sendable {
    /// Swipes slide off, reveals flip, a released card springs back. When off,
    /// every change appears at once. A card being dragged still follows the
    /// pointer: that motion is the user's own hand, not an animation.
    public var animations: Bool = true

    public init(animations: Bool = true) {
        self.animations = animations
    }
}
