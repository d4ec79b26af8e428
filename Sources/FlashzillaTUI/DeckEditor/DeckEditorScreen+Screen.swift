extension DeckEditorScreen: Screen {
    public var keymap: Keymap<DeckEditorMessage> { Self.keymap }
    /// A text field has the focus: a spoken line is its new text.
    public var takesTypedText: Bool { form.focusesText }

    /// Applies an event for a terminal of `size` (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent, size: Size) -> [DeckEditorEffect] {
        handle(event, in: ScreenContext(moment: .zero, date: .distantPast, size: size))
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
