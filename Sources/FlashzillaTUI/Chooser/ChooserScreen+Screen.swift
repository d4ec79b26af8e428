extension ChooserScreen: Screen {
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [ChooserEffect] {
        handle(event, size: context.size, now: context.moment, date: context.date)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
