extension ImportScreen: Screen {
    public var keymap: Keymap<ImportMessage> { Self.keymap }
    /// The path, then the deck's name with the preview: a spoken line is typed there.
    public var takesTypedText: Bool {
        switch stage {
        case .choosing, .previewing: true
        case .reading, .importing: false
        }
    }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
