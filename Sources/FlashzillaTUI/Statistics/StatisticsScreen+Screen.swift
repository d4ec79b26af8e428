/// A still picture of its report: no cursor, nothing that moves by itself.
extension StatisticsScreen: Screen {
    public var keymap: Keymap<StatisticsMessage> { Self.keymap }

    /// Applies an event (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent) -> [StatisticsEffect] {
        handle(event, in: ScreenContext(moment: .zero, date: .distantPast, size: Self.minimumSize))
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
}
