/// The bottom row of the card screens (study, Match, browse, Review): the main keys from the keymap, in table order, and the
/// help key pinned to the right so every other key can always be found,
/// however narrow the terminal.
enum KeyFooter {
    /// Any screen's footer; `help` is the action of its help key.
    static func draw<Action: Equatable>(keymap: Keymap<Action>, help: Action, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let (items, help) = parts(keymap: keymap, help: help, width: area.width)
        var x = area.minX
        for (index, binding) in items.enumerated() {
            if index > 0 { x += 2 }
            x = drawItem(binding, at: Point(x: x, y: area.minY), clip: area, into: &grid)
        }
        if let help {
            let width = DisplayWidth.of(Keymap<Action>.footerText(help))
            drawItem(help, at: Point(x: area.maxX - width, y: area.minY), clip: area, into: &grid)
        }
    }

    /// The items on the left and the help binding on the right (nil when it
    /// does not fit even alone).
    static func parts<Action: Equatable>(
        keymap: Keymap<Action>, help helpAction: Action, width: Int
    ) -> (items: [KeyBinding<Action>], help: KeyBinding<Action>?) {
        let help = keymap.bindings.first { $0.action == helpAction }
        let helpWidth = help.map { DisplayWidth.of(Keymap<Action>.footerText($0)) } ?? 0
        guard let help, helpWidth <= width else {
            return (keymap.footerItems(width: width), nil)
        }
        let others = Keymap(keymap.bindings.filter { $0.action != helpAction })
        return (others.footerItems(width: width - helpWidth - 2), help)
    }

    /// "label help", the label in the key style.
    @discardableResult
    static func drawItem<Action>(_ binding: KeyBinding<Action>, at point: Point, clip: Rect, into grid: inout Grid) -> Int {
        let x = grid.put(binding.label, at: point, style: Style(.helpKey), clip: clip)
        return grid.put(" " + binding.help, at: Point(x: x, y: point.y), style: Style(.help), clip: clip)
    }
}
