/// A still picture of its report: no cursor, nothing that moves by itself.
extension StatisticsScreen: Screen {
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [StatisticsEffect] {
        handle(event)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
}
