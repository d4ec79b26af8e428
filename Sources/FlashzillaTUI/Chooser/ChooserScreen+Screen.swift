extension ChooserScreen: Screen {
    public var keymap: Keymap<ChooserMessage> { Self.keymap }

    public func view(in context: ScreenContext) -> Grid {
        var grid = view(size: context.size)
        drawLastSynced(at: context.date, into: &grid)
        return grid
    }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
