extension ChooserScreen: Screen {
    /// The deck list's keys, or the rename box's while a parent is renamed.
    public var keymap: Keymap<ChooserMessage> {
        if askingFullSync != nil { return Self.fullSyncKeymap }
        return renamingGroup == nil ? Self.keymap : Self.renameKeymap
    }
    /// The rename box is open: a spoken line is the new name.
    public var takesTypedText: Bool { renamingGroup != nil }

    /// The rename box's keys as the chooser's messages.
    static let renameKeymap = Keymap<ChooserMessage>(GroupRename.keymap.bindings.map { binding in
        KeyBinding(binding.keys, label: binding.label, help: binding.help, words: binding.words,
                   action: .renaming(.key(binding.keys[0])), showsInFooter: binding.showsInFooter)
    })

    /// The full-sync question's keys as the chooser's messages.
    static let fullSyncKeymap = Keymap<ChooserMessage>(FullSyncQuestion.keymap.bindings.map { binding in
        KeyBinding(binding.keys, label: binding.label, help: binding.help, words: binding.words,
                   action: .fullSyncAnswered(binding.action), showsInFooter: binding.showsInFooter)
    })

    public func view(in context: ScreenContext) -> Grid {
        var grid = view(size: context.size)
        drawLastSynced(at: context.date, into: &grid)
        return grid
    }
    public func cursor(in context: ScreenContext) -> Point? { cursor(size: context.size) }
}
