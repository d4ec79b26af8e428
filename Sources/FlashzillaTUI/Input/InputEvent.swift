/// Everything the run loop can receive, already decoded and backend-neutral.
public enum InputEvent: Sendable, Equatable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    case focusGained
    case focusLost
    /// Text pasted with bracketed paste, as one event so a pasted answer is
    /// not mistaken for commands. Line breaks are normalised to "\n"; other
    /// control characters are kept as data (sanitise before drawing).
    case paste(String)
    /// No input within the timeout: time to redraw countdowns.
    case tick
}

public struct MouseEvent: Sendable, Equatable, Hashable {
    public enum Kind: Sendable, Hashable { case press, drag, release, click }
    public enum Button: Sendable, Hashable { case left, middle, right, wheelUp, wheelDown, none }

    public var kind: Kind
    public var button: Button
    /// Cell coordinates, (0, 0) at the top left.
    public var position: Point

    public init(kind: Kind, button: Button, position: Point) {
        self.kind = kind
        self.button = button
        self.position = position
    }
}
