extension CardEditScreen: Screen {
    /// How often the run loop looks for a finished dictionary lookup: it runs elsewhere.
    public static let lookupPoll: Duration = .milliseconds(30)

    /// The keys of the focused part (form, list or filter).
    public var keymap: Keymap<CardEditMessage> { Self.keymap(for: focus) }
    /// A text field has the focus: a spoken line is its new text.
    public var takesTypedText: Bool { focus.isTextField }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
    public func nextWakeUp(in context: ScreenContext) -> Duration? { pendingDefinition != nil ? Self.lookupPoll : nil }
}
