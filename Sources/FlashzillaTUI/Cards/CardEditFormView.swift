import FlashzillaCore

/// The form box: Prompt, Answer, the word-type picker, Tags and the action
/// buttons. The focused row has a "›" marker as well as a bold label, so
/// focus never depends on colour.
enum CardEditFormView {
    /// Fields are underlined across their width, so the typing area shows
    /// on every theme, monochrome included.
    static let fieldStyle = Style(.normal, flags: .underline)
    static let focusedLabel = Style(.title, flags: .bold)

    static func draw(_ screen: CardEditScreen, layout: CardEditLayout, into grid: inout Grid) {
        let focus = screen.focus
        let preview = screen.preview
        grid.drawBox(layout.form, style: Style(focus.isForm ? .title : .border), title: title(screen, preview: preview))

        label("Kind", row: layout.kindRow, focused: focus == .kind, into: &grid)
        drawKindPicker(screen.kind, focused: focus == .kind, in: layout.kind, into: &grid)

        label(screen.kind == .cloze ? "Text" : "Prompt", row: layout.promptRow, focused: focus == .prompt, into: &grid)
        screen.prompt.render(in: layout.prompt, into: &grid, focused: focus == .prompt, style: fieldStyle)

        if screen.kind == .cloze {
            // The answer is kept for a switch back, but a cloze entry's answers come from its text.
            grid.put("Answer", at: layout.answerRows.origin.offset(dx: CardEditLayout.markerWidth), style: Style(.dim), clip: layout.answerRows)
            let note = TextLayout.truncate("(each card's answer is the whole text)", width: layout.answer.width)
            grid.put(note, at: layout.answer.origin, style: Style(.dim), clip: layout.answer)
        } else {
            label("Answer", row: layout.answerRows, focused: focus == .answer, into: &grid)
            screen.answer.render(in: layout.answer, into: &grid, focused: focus == .answer, style: fieldStyle)
        }

        label("Type", row: layout.typeRow, focused: focus == .wordType, into: &grid)
        drawPicker(screen.wordType, focused: focus == .wordType, in: layout.wordType, into: &grid)

        label("Tags", row: layout.tagsRow, focused: focus == .tags, into: &grid)
        screen.tags.render(in: layout.tags, into: &grid, focused: focus == .tags, style: fieldStyle)

        CardEditPreviewView.draw(preview, layout: layout, into: &grid)

        let buttonFocused = layout.buttons.contains { $0.focus == focus }
        label("", row: layout.actionsRow, focused: buttonFocused, into: &grid)
        for button in layout.buttons {
            let style: Style
            if button.focus == focus {
                style = Style(.selected, flags: .bold)
            } else if button.kind == .generate, screen.pendingDefinition != nil {
                style = Style(.dim)  // busy: pressing again would only restart the lookup
            } else {
                style = Style(.normal, flags: .bold)
            }
            grid.put(button.text, at: button.rect.origin, style: style, clip: button.rect)
        }
    }

    /// "Add new card", and for another kind what it makes: "Add new card — Cloze, makes 2 cards".
    static func title(_ screen: CardEditScreen, preview: CardEditPreview) -> String {
        let base = screen.isEditing ? "Edit card" : "Add new card"
        return screen.kind == .basic ? base : "\(base) — \(preview.summary)"
    }

    /// "› Prompt" on the first row of `row`.
    static func label(_ text: String, row: Rect, focused: Bool, into grid: inout Grid) {
        let line = Rect(x: row.minX, y: row.minY, width: min(row.width, CardEditLayout.labelWidth), height: min(1, row.height))
        if focused { grid.put(String(ListView.marker), at: line.origin, style: focusedLabel, clip: line) }
        grid.put(text, at: line.origin.offset(dx: CardEditLayout.markerWidth), style: focused ? focusedLabel : .normal, clip: line)
    }

    // MARK: Kind picker

    /// "◂ Cloze ▸", drawn as the word-type picker is.
    static func drawKindPicker(_ kind: CardEditKind, focused: Bool, in rect: Rect, into grid: inout Grid) {
        let arrowStyle = focused ? focusedLabel : Style(.dim)
        let arrows = kindArrows(kind, in: rect)
        grid.put("◂", at: arrows.previous, style: arrowStyle, clip: rect)
        grid.put(kind.name, at: rect.origin.offset(dx: 2), style: focused ? Style(.normal, flags: .bold) : .normal, clip: rect)
        grid.put("▸", at: arrows.next, style: arrowStyle, clip: rect)
    }

    /// Where the kind picker's ◂ and ▸ are drawn, for the mouse.
    static func kindArrows(_ kind: CardEditKind, in rect: Rect) -> (previous: Point, next: Point) {
        (rect.origin, Point(x: rect.minX + 2 + DisplayWidth.of(kind.name) + 1, y: rect.minY))
    }

    // MARK: Word-type picker

    /// "◂  N  noun ▸": the arrows are clickable, the badge is the one the list shows.
    static func drawPicker(_ wordType: WordType?, focused: Bool, in rect: Rect, into grid: inout Grid) {
        let arrowStyle = focused ? focusedLabel : Style(.dim)
        let arrows = pickerArrows(wordType: wordType, in: rect)
        grid.put("◂", at: arrows.previous, style: arrowStyle, clip: rect)
        let badgeEnd = WordTypeBadge(wordType).render(at: rect.origin.offset(dx: 2), into: &grid, clip: rect)
        grid.put(name(of: wordType), at: Point(x: badgeEnd + 1, y: rect.minY), style: focused ? Style(.normal, flags: .bold) : .normal, clip: rect)
        grid.put("▸", at: arrows.next, style: arrowStyle, clip: rect)
    }

    /// Where the picker's ◂ and ▸ are drawn, for the mouse.
    static func pickerArrows(wordType: WordType?, in rect: Rect) -> (previous: Point, next: Point) {
        let nameX = rect.minX + 2 + WordTypeBadge(wordType).width + 1
        return (rect.origin, Point(x: nameX + DisplayWidth.of(name(of: wordType)) + 1, y: rect.minY))
    }

    static func name(of wordType: WordType?) -> String {
        wordType?.rawValue ?? "none"
    }
}
