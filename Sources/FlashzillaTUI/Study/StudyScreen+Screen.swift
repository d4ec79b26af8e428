extension StudyScreen: Screen {
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [StudyEffect] {
        handle(event, now: context.moment, size: context.size)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size, now: context.moment) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size, now: context.moment) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { nextWakeUp(now: context.moment) }
}
