/// The "?" box: a screen's key table, centred over it; any key closes it.
public enum HelpOverlay {
    public static func render(title: String, lines: [String], into grid: inout Grid) {
        let size = grid.size
        let width = min(size.width - 4, 60)
        guard width > 10 else { return }
        let box = Rect(size: size).centered(Size(width: width, height: min(size.height - 2, lines.count + 4)))
        grid.fill(box, style: Style(.normal))
        grid.drawBox(box, style: Style(.border), title: " \(title) — any key closes ")
        for (i, line) in lines.prefix(max(0, box.height - 4)).enumerated() {
            grid.put(TextLayout.truncate(line, width: box.width - 4), at: Point(x: box.minX + 2, y: box.minY + 2 + i), style: Style(.help))
        }
    }
}
