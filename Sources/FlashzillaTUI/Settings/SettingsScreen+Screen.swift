extension SettingsScreen: Screen {
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [SettingsEffect] {
        handle(event, size: context.size)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
