import FlashzillaCore

/// The edit panel over the card: Prompt and Answer fields as in the card
/// form, the focused one marked with "›" and a bold label (focus never
/// depends on colour), and the panel's keys on its last row.
///
/// ```
/// ╭─ Edit card ─────────────────────────────╮
/// │ › Prompt  apple________________________ │
/// │                                         │
/// │   Answer  a round fruit________________ │
/// │           _____________________________ │
/// │                                         │
/// │ Enter/^S save  Esc cancel  Tab other …  │
/// ╰─────────────────────────────────────────╯
/// ```
enum BrowseEditPanel {
    static let title = "Edit card"

    static func draw(_ editor: BrowseEditor, layout: BrowseLayout, into grid: inout Grid) {
        let panel = layout.editPanel
        guard !panel.isEmpty else { return }
        grid.fill(panel)
        grid.drawBox(panel, style: Style(.title), title: title)

        label("Prompt", row: layout.promptRow, focused: editor.focus == .prompt, into: &grid)
        editor.prompt.render(in: layout.promptField, into: &grid, focused: editor.focus == .prompt, style: CardEditFormView.fieldStyle)
        label("Answer", row: layout.answerRows, focused: editor.focus == .answer, into: &grid)
        editor.answer.render(in: layout.answerField, into: &grid, focused: editor.focus == .answer, style: CardEditFormView.fieldStyle)

        let keys = layout.keysRow
        var x = keys.minX
        for (offset, binding) in BrowseScreen.editKeymap.footerItems(width: keys.width).enumerated() {
            if offset > 0 { x += 2 }
            x = KeyFooter.drawItem(binding, at: Point(x: x, y: keys.minY), clip: keys, into: &grid)
        }
    }

    /// "› Prompt" on the first row of `row`.
    private static func label(_ text: String, row: Rect, focused: Bool, into grid: inout Grid) {
        let line = Rect(x: row.minX, y: row.minY, width: min(row.width, BrowseLayout.labelWidth), height: min(1, row.height))
        guard !line.isEmpty else { return }
        let style = focused ? CardEditFormView.focusedLabel : .normal
        if focused { grid.put(String(ListView.marker), at: line.origin, style: style, clip: line) }
        grid.put(text, at: line.origin.offset(dx: BrowseLayout.markerWidth), style: style, clip: line)
    }
}
