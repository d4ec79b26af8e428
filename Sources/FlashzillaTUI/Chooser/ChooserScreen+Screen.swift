extension ChooserScreen: Screen {
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [ChooserEffect] {
        handle(event, size: context.size, now: context.moment, date: context.date)
    }

    public func view(in context: ScreenContext) -> Grid {
        var grid = view(size: context.size)
        drawLastSynced(at: context.date, into: &grid)
        return grid
    }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
