import FlashzillaCore

/// The help overlay: every binding of the focused part's keymap (each part
/// has its own keys, and all three do not fit 80×24), then the notes the
/// table cannot say in a few words. Any key closes it.
enum CardEditHelpOverlay {
    static let maximumWidth = 64

    static func title(for focus: CardEditFocus) -> String {
        switch focus {
        case .kind, .prompt, .answer, .wordType, .tags, .submit, .cancel: "Keys in the form — any key closes"
        case .list: "Keys in the card list — any key closes"
        case .filter: "Keys while filtering — any key closes"
        }
    }

    static func draw(focus: CardEditFocus, size: Size, into grid: inout Grid) {
        // Ctrl-1…7 are said once, on f's line; the note's keys on their card key's line.
        let keymap = Keymap(CardEditScreen.keymap(for: focus).bindings.filter {
            if case .marked(.flag) = $0.action { return false }
            if case .markedNote = $0.action { return false }
            return true
        })
        let area = Rect(size: size).inset(top: 1)
        let width = min(maximumWidth, area.width - 2)
        let lines = keymap.helpLines(width: width - 4)
        let notes = CardEditScreen.helpNotes(for: focus).flatMap { TextLayout.wrap($0, width: width - 4) }
        // The notes go first when the keys would not fit with them.
        let all = lines.count + 1 + notes.count + 2 <= area.height ? lines + [""] + notes : lines
        let frame = area.centered(Size(width: width, height: all.count + 2))
        grid.fill(frame)
        grid.drawBox(frame, style: Style(.border), title: title(for: focus))

        let inside = frame.inset(top: 1, left: 2, bottom: 1, right: 2)
        guard !inside.isEmpty else { return }
        var shown = Array(all.prefix(inside.height))
        if shown.count < all.count, let last = shown.indices.last { shown[last] = TextLayout.ellipsis }
        // Lines that start a binding (not wrapped continuations) begin with
        // its label, in table order: restyle exactly those cells.
        var labels = keymap.bindings.map { DisplayWidth.of(SafeText.sanitize($0.label)) }.makeIterator()
        for (index, (row, line)) in zip(inside.rows, shown).enumerated() {
            let isBinding = index < lines.count
            grid.put(line, at: row.origin, style: Style(isBinding ? .help : .dim), clip: row)
            if isBinding, line.first != " ", line != TextLayout.ellipsis, let labelWidth = labels.next() {
                grid.setStyle(Style(.helpKey), in: Rect(x: row.minX, y: row.minY, width: labelWidth, height: 1).intersection(row))
            }
        }
    }
}
