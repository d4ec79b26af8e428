extension CardEditScreen: Screen {
    /// How often the run loop looks for a finished dictionary lookup: it runs elsewhere.
    public static let lookupPoll: Duration = .milliseconds(30)

    /// Cards carry wall-clock dates (`createdAt`, `updatedAt`): the card editor needs no moment.
    public mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [CardEditEffect] {
        handle(event, now: context.date, size: context.size)
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { pendingDefinition != nil ? Self.lookupPoll : nil }
}
