/// The "?" overlay of the card screens (study, Match, browse, Review): every binding of the keymap, label column in the key
/// style. It covers the body and the footer, and the header only when the keys would
/// not fit otherwise (the countdown is paused while help is open). The footer row is
/// cleared: while the overlay is open its keys do not apply (any key closes it).
enum KeyHelpOverlay {
    static let maximumWidth = 60
    static let title = "Keys — any key closes"

    /// `scrolls`: the screen scrolls its help (↓/j, ↑/k) when it does not fit, `scroll`
    /// lines down (clamped so the last page stays full).
    static func draw<Action>(keymap: Keymap<Action>, size: Size, scrolls: Bool = false, scroll: Int = 0, into grid: inout Grid) {
        let width = min(maximumWidth, size.width - 4)
        let lines = keymap.helpLines(width: width - 4)
        let area = lines.count + 2 <= size.height - 1 ? Rect(size: size).inset(top: 1) : Rect(size: size)
        grid.fill(area.split(bottom: 1).bottom)
        // A blank row above and below the lines when there is room for it.
        let padding = lines.count + 4 <= area.height ? 1 : 0
        let frame = area.centered(Size(width: width, height: lines.count + 2 + 2 * padding))
        Panel.openBox(frame, title: title, into: &grid)

        let inside = frame.inset(top: 1 + padding, left: 2, bottom: 1 + padding, right: 2)
        guard !inside.isEmpty else { return }
        // A help that scrolls skips `scroll` lines (the last page full) and says so where
        // lines are left out below; one that does not ends in "…".
        let skip = scrolls ? min(max(0, scroll), max(0, lines.count - inside.height)) : 0
        var shown = Array(lines.dropFirst(skip).prefix(inside.height))
        if skip + shown.count < lines.count, let last = shown.indices.last {
            shown[last] = scrolls ? "↓↑/jk more" : "…"
        }
        // Lines that start a binding (not wrapped continuations) begin with
        // its label, in table order: restyle exactly those cells.
        var labels = keymap.bindings.map { DisplayWidth.of(SafeText.sanitize($0.label)) }.dropFirst(
            lines.prefix(skip).filter { $0.first != " " }.count).makeIterator()
        for (row, line) in zip(inside.rows, shown) {
            grid.put(line, at: row.origin, style: Style(.help), clip: row)
            if line.first != " ", line != "…", !line.hasSuffix(" more"), let labelWidth = labels.next() {
                grid.setStyle(Style(.helpKey), in: Rect(x: row.minX, y: row.minY, width: labelWidth, height: 1).intersection(row))
            }
        }
    }
}
