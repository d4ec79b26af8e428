/// A yes/no question drawn over a screen, such as "Delete deck “Spanish”?".
/// Only `y` confirms: Enter does not, so a key pressed out of habit never deletes.
public struct ConfirmDialog: Equatable, Sendable {
    public enum Answer: Equatable, Sendable { case confirmed, cancelled }

    public var title: String
    public var message: String
    public var confirmLabel: String
    public var cancelLabel: String
    /// The line of keys when they are not y and n (a question with three answers).
    public var keysLine: String?

    public init(title: String, message: String, confirmLabel: String, cancelLabel: String, keysLine: String? = nil) {
        self.title = title
        self.message = message
        self.confirmLabel = confirmLabel
        self.cancelLabel = cancelLabel
        self.keysLine = keysLine
    }

    /// nil for keys that neither confirm nor cancel: the dialog stays.
    public func answer(for key: Key) -> Answer? {
        switch key {
        case .character("y"), .character("Y"): .confirmed
        case .character("n"), .character("N"), .escape, .character("q"): .cancelled
        default: nil
        }
    }

    public var buttonsLine: String { keysLine ?? "[y] \(confirmLabel)   [n] \(cancelLabel)" }

    /// The box, centred; also where the terminal cursor goes (on the buttons line).
    public func box(in size: Size) -> Rect {
        let width = min(size.width - 2, max(40, min(64, DisplayWidth.of(message) + 4)))
        let lines = TextLayout.wrap(SafeText.sanitize(message), width: max(1, width - 4), maxLines: 6, keepNewlines: false)
        return Rect(size: size).centered(Size(width: width, height: min(size.height, lines.count + 5)))
    }

    public func cursor(in size: Size) -> Point {
        let box = box(in: size)
        return Point(x: box.minX + 2, y: box.maxY - 2)
    }

    public func render(into grid: inout Grid) {
        let box = box(in: grid.size)
        guard !box.isEmpty else { return }
        grid.fill(box, style: Style(.normal))
        grid.drawBox(box, style: Style(.border), title: " \(title) ")
        let lines = TextLayout.wrap(SafeText.sanitize(message), width: max(1, box.width - 4), maxLines: max(1, box.height - 5), keepNewlines: false)
        for (i, line) in lines.enumerated() {
            grid.put(line, at: Point(x: box.minX + 2, y: box.minY + 2 + i), style: Style(.normal), clip: box.inset(by: 1))
        }
        grid.put(buttonsLine, at: Point(x: box.minX + 2, y: box.maxY - 2), style: Style(.helpKey, flags: .bold), clip: box.inset(by: 1))
    }
}
