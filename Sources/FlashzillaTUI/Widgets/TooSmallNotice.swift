/// What a screen shows when the terminal is smaller than it needs: the whole screen is
/// the message, wrapped, centred both ways and cut to fit.
enum TooSmallNotice {
    /// "Terminal too small — need at least 40×12 (now 30×8)"; `purpose` goes after the
    /// size needed ("… 52×16 for 12 cards (now …)"). Every screen says it this one way.
    static func message(minimum: Size, size: Size, for purpose: String? = nil) -> String {
        let what = purpose.map { " for \($0)" } ?? ""
        return "Terminal too small — need at least \(minimum.width)×\(minimum.height)\(what) (now \(size.width)×\(size.height))"
    }

    static func draw(_ message: String, size: Size, into grid: inout Grid) {
        let lines = TextLayout.wrap(message, width: size.width, maxLines: size.height)
        let top = max(0, (size.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = TextLayout.centerOffset(DisplayWidth.of(line), in: size.width)
            grid.put(line, at: Point(x: x, y: top + index), style: Style(.warning, flags: .bold))
        }
    }
}
