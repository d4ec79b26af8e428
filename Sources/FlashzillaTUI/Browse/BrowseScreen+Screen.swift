extension BrowseScreen: Screen {
    /// Both clocks: the card turns over in moments, an edit is dated by the wall clock.
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [BrowseEffect] {
        handle(event, now: context.moment, date: context.date, size: context.size)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size, now: context.moment) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size, now: context.moment) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nextWakeUp(now: context.moment) }
}
