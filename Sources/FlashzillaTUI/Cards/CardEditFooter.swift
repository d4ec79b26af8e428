/// The bottom row: the focused part's main keys in table order, with the
/// help key pinned to the right so it is always there, however narrow.
enum CardEditFooter {
    typealias Map = Keymap<CardEditMessage>

    static func draw(keymap: Map, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let help = keymap.bindings.first { $0.action == .helpToggled }
        let helpWidth = help.map { DisplayWidth.of(Map.footerText($0)) } ?? 0
        var othersWidth = area.width
        if let help, helpWidth <= area.width {
            othersWidth -= helpWidth + 2
            drawItem(help, at: Point(x: area.maxX - helpWidth, y: area.minY), clip: area, into: &grid)
        }
        let others = Keymap(keymap.bindings.filter { $0.action != .helpToggled })
        var x = area.minX
        for (index, binding) in others.footerItems(width: max(0, othersWidth)).enumerated() {
            if index > 0 { x += 2 }
            x = drawItem(binding, at: Point(x: x, y: area.minY), clip: area, into: &grid)
        }
    }

    /// "label help", the label in the key style.
    @discardableResult
    private static func drawItem(_ binding: KeyBinding<CardEditMessage>, at point: Point, clip: Rect, into grid: inout Grid) -> Int {
        let x = grid.put(binding.label, at: point, style: Style(.helpKey), clip: clip)
        return grid.put(" " + binding.help, at: Point(x: x, y: point.y), style: Style(.help), clip: clip)
    }
}
