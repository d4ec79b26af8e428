extension StudyScreen: Screen {
    public var keymap: Keymap<StudyMessage> { activeKeymap }
    /// A typed-answer card's question: a spoken line is the answer.
    public var takesTypedText: Bool { isTypingAnswer }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size, now: context.moment) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size, now: context.moment) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nextWakeUp(now: context.moment) }
}
