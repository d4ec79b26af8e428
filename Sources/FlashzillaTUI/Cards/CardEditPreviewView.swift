import FlashzillaCore

/// The preview rows of the card form: each card the entry makes as it will be asked,
/// or why none is made yet (a refusal in the error style, a hint dimmed). Card text is
/// untrusted: it reaches the grid through `CardEditRowView.oneLine` (sanitised).
enum CardEditPreviewView {
    static func draw(_ preview: CardEditPreview, layout: CardEditLayout, into grid: inout Grid) {
        let area = layout.preview
        guard area.height > 0, area.width > 0 else { return }
        CardEditFormView.label("Preview", row: layout.previewRows, focused: false, into: &grid)
        let style: Style
        switch preview.outcome {
        case .cards: style = .normal
        case .incomplete: style = Style(.dim)
        case .refused: style = Style(.error)
        }
        if case .cards = preview.outcome {
            for (row, line) in zip(area.rows, preview.lines(rows: area.height)) {
                let shown = TextLayout.truncate(CardEditRowView.oneLine(line, width: row.width), width: row.width)
                grid.put(shown, at: row.origin, style: style, clip: row)
            }
        } else {
            // A message may take every row the preview has.
            let message = preview.lines(rows: 1).first ?? ""
            let lines = TextLayout.wrap(SafeText.sanitize(message), width: max(1, area.width), maxLines: area.height)
            for (row, line) in zip(area.rows, lines) {
                grid.put(line, at: row.origin, style: style, clip: row)
            }
        }
    }
}
