extension MatchScreen: Screen {
    public var keymap: Keymap<MatchMessage> { Self.keymap }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size, now: context.moment) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size, now: context.moment) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nextWakeUp(now: context.moment) }
}
