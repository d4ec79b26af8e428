import FlashzillaCore

/// Drawing a form: per row, a label column then the control; under it the row's error
/// (marked "⚠" in words as well as colour) or its dimmed hint. The focused row's label
/// has a "›" marker, so focus shows without colour. A form taller than its rectangle
/// scrolls to keep the focused row in view, with "▲ more" / "▼ more" at the edge that
/// hides rows, so a 40×12 terminal still reaches every row.
extension Form {
    public static let labelWidth = 22
    static let textFieldWidth = 36

    /// The rows drawn in `rect`: all of them when they fit; otherwise as many as fit,
    /// chosen so the focused row sits as near the middle as the ends allow.
    public func visibleRows(in rect: Rect) -> Range<Int> {
        let fitting = max(1, rect.height / Self.rowHeight)
        guard rows.count > fitting else { return rows.indices }
        let first = max(0, min(focus - (fitting - 1) / 2, rows.count - fitting))
        return first..<(first + fitting)
    }

    /// The screen row of row `index`'s control.
    private func y(ofRow index: Int, in rect: Rect) -> Int {
        rect.minY + (index - visibleRows(in: rect).lowerBound) * Self.rowHeight
    }

    /// Where row `index`'s control sits inside `rect`.
    public func controlRect(row index: Int, in rect: Rect) -> Rect {
        let y = y(ofRow: index, in: rect)
        let x = rect.minX + Self.labelWidth
        let width: Int
        switch rows[index].control {
        case .text: width = min(Self.textFieldWidth, rect.maxX - x - 2)
        case .toggle, .choice, .link: width = rect.maxX - x
        }
        return Rect(x: x, y: y, width: max(0, width), height: 1)
    }

    /// The row under a screen point, if any.
    public func row(at point: Point, in rect: Rect) -> Int? {
        guard rect.contains(point) else { return nil }
        let visible = visibleRows(in: rect)
        let index = visible.lowerBound + (point.y - rect.minY) / Self.rowHeight
        return visible.contains(index) ? index : nil
    }

    public func render(in rect: Rect, into grid: inout Grid, errors: [Int: String] = [:]) {
        let visible = visibleRows(in: rect)
        for index in visible {
            let row = rows[index]
            let y = y(ofRow: index, in: rect)
            guard y < rect.maxY else { break }
            let focused = index == focus
            let labelStyle = focused ? Style(.title, flags: .bold) : Style(.normal)
            grid.put(focused ? "›" : " ", at: Point(x: rect.minX, y: y), style: Style(.selected, flags: .bold), clip: rect)
            let labelWidth = row.control == .link ? rect.width - 2 : Self.labelWidth - 3
            grid.put(TextLayout.truncate(row.label, width: labelWidth), at: Point(x: rect.minX + 2, y: y), style: labelStyle, clip: rect)
            let control = controlRect(row: index, in: rect)
            drawControl(row.control, in: control, focused: focused, into: &grid)
            if y + 1 < rect.maxY {
                let note = Point(x: control.minX, y: y + 1)
                let width = max(0, rect.maxX - control.minX)
                if let error = errors[index] {
                    grid.put(TextLayout.truncate("⚠ " + error, width: width), at: note, style: Style(.error), clip: rect)
                } else if !row.hint.isEmpty {
                    grid.put(TextLayout.truncate(row.hint, width: width), at: note, style: Style(.dim), clip: rect)
                }
            }
        }
        // Said in words, under the label of the first or last row shown (the hint line
        // leaves the label column empty): rows are hidden above or below.
        if visible.lowerBound > 0 { grid.put("▲ more", at: Point(x: rect.minX + 2, y: rect.minY + 1), style: Style(.dim), clip: rect) }
        if visible.upperBound < rows.count {
            grid.put("▼ more", at: Point(x: rect.minX + 2, y: rect.minY + visible.count * Self.rowHeight - 1), style: Style(.dim), clip: rect)
        }
    }

    /// Where the terminal cursor goes: in the focused text field, else on the focused control.
    public func cursor(in rect: Rect) -> Point? {
        guard rows.indices.contains(focus) else { return nil }
        let control = controlRect(row: focus, in: rect)
        if case .text(let field) = rows[focus].control {
            return field.cursorPosition(in: control.inset(left: 1, right: 1))
        }
        if rows[focus].control == .link { return Point(x: rect.minX + 2, y: control.minY) }
        return control.origin
    }

    private func drawControl(_ control: FormControl, in rect: Rect, focused: Bool, into grid: inout Grid) {
        guard !rect.isEmpty else { return }
        switch control {
        case .text(let field):
            // Brackets show the field's extent on terminals without colour.
            let style = focused ? Style(.capsule, flags: .underline) : Style(.capsule)
            grid.put("[", at: rect.origin, style: Style(.dim))
            field.render(in: rect.inset(left: 1, right: 1), into: &grid, focused: focused, style: style)
            grid.put("]", at: Point(x: rect.maxX - 1, y: rect.minY), style: Style(.dim))
        case .toggle(let on):
            let style = focused ? Style(.normal, flags: .bold) : Style(.normal)
            grid.put(on ? "[x] On" : "[ ] Off", at: rect.origin, style: style, clip: rect)
        case .choice(let index, let options, let swatches):
            var x = grid.put("◀ ", at: rect.origin, style: Style(.dim), clip: rect)
            if let swatch = swatches?[safe: index] {
                x = grid.put("██ ", at: Point(x: x, y: rect.minY), style: Style(.deckColor(swatch)), clip: rect)
            }
            let name = options[safe: index] ?? ""
            x = grid.put(name, at: Point(x: x, y: rect.minY), style: focused ? Style(.normal, flags: .bold) : Style(.normal), clip: rect)
            grid.put(" ▶", at: Point(x: x, y: rect.minY), style: Style(.dim), clip: rect)
        case .link:
            break  // the label says where it goes
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
