extension BrowseScreen: Screen {
    public var keymap: Keymap<BrowseMessage> { activeKeymap }
    /// The edit panel is open: a spoken line is the focused field's new text.
    public var takesTypedText: Bool { editor != nil }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size, now: context.moment) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size, now: context.moment) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nextWakeUp(now: context.moment) }
}
