import FlashzillaCore

extension DeckEditorScreen {
    public static let minimumSize = Size(width: 40, height: 12)

    func view(size: Size) -> Grid {
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = FormScreenLayout.deckEditor(size)
        ScreenChrome.title(title, into: &grid)
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

    func cursor(size: Size) -> Point? {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        if let dialog = confirmingDiscard { return dialog.cursor(in: size) }
        if showingHelp { return nil }
        return form.cursor(in: FormScreenLayout.deckEditor(size).form)
    }
}
