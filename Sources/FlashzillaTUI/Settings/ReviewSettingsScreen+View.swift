import FlashzillaCore

extension ReviewSettingsScreen {
    /// Like the study screen: the form scrolls to fit (three rows at the least).
    public static let minimumSize = Size(width: 40, height: 12)

    /// `status`: why the last save failed, if it did.
    func view(size: Size, status: String?) -> Grid {
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = FormScreenLayout.settings(size)
        ScreenChrome.title("settings › Review (FSRS)", into: &grid)
        var shown: [Int: String] = [:]
        for (row, message) in errors { shown[row.rawValue] = SafeText.sanitize(message) }
        form.render(in: layout.form, into: &grid, errors: shown)
        // The focused field's whole problem, as its line under the field may be cut short.
        let focusedProblem = Row(rawValue: form.focus).flatMap { errors[$0] }.map { "Not saved: \($0)" }
        if let message = status ?? focusedProblem {
            let lines = TextLayout.wrap(SafeText.sanitize(message), width: size.width - 2, maxLines: layout.status.height, keepNewlines: false)
            for (i, line) in lines.enumerated() { grid.put(line, at: Point(x: 1, y: layout.status.minY + i), style: Style(.error)) }
        }
        grid.put(Self.keymap.footer(width: size.width - 2), at: Point(x: 1, y: layout.footer.minY), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Review settings", lines: Self.keymap.helpLines(width: 52), into: &grid) }
        return grid
    }

    func cursor(size: Size) -> Point? {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height, !showingHelp else { return nil }
        return form.cursor(in: FormScreenLayout.settings(size).form)
    }
}
