import FlashzillaCore

extension DeckEditorScreen {
    public static let minimumSize = Size(width: 40, height: 16)

    public func view(size: Size) -> Grid {
        var grid = Grid(size: size)
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            grid.put(TextLayout.truncate("Terminal too small", width: size.width), at: Point(x: 0, y: size.height / 2), style: Style(.warning))
            return grid
        }
        let layout = DeckEditorLayout(size: size)
        grid.put("Flashzilla", at: Point(x: 1, y: 0), style: Style(.title, flags: .bold))
        grid.put(TextLayout.truncate(" — " + title, width: max(0, size.width - 12)), at: Point(x: 11, y: 0), style: Style(.dim))
        form.render(in: layout.form, into: &grid, errors: visibleErrors)
        if let status {
            grid.put(TextLayout.truncate(SafeText.sanitize(status), width: size.width - 2), at: Point(x: 1, y: layout.status.minY), style: Style(.error))
        } else if hasChanges {
            grid.put("Unsaved changes", at: Point(x: 1, y: layout.status.minY), style: Style(.dim))
        }
        grid.put(Self.keymap.footer(width: size.width - 2), at: Point(x: 1, y: layout.footer.minY), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Deck editor", lines: Self.keymap.helpLines(width: 52), into: &grid) }
        confirmingDiscard?.render(into: &grid)
        return grid
    }

    public func cursor(size: Size) -> Point? {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        if let dialog = confirmingDiscard { return dialog.cursor(in: size) }
        if showingHelp { return nil }
        return form.cursor(in: DeckEditorLayout(size: size).form)
    }
}
