extension SettingsScreen: Screen {
    /// The keys of the form on show: these settings, or Review's over them.
    public var keymap: Keymap<SettingsMessage> { review == nil ? Self.keymap : ReviewSettingsScreen.keymap }
    /// A text field has the focus: a spoken line is its new value.
    public var takesTypedText: Bool { (review?.form ?? form).focusesText }

    public func view(in context: ScreenContext) -> Grid { view(size: context.size) }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
