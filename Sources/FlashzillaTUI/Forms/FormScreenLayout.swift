/// The parts of a full-screen form (deck editor, settings): a title row and a blank
/// one, the form, `statusRows` for messages, and the key footer.
struct FormScreenLayout {
    let form: Rect
    let status: Rect
    let footer: Rect

    init(size: Size, statusRows: Int) {
        let (_, rest) = Rect(size: size).split(top: 2)
        let (body, footer) = rest.split(bottom: 1)
        let (form, status) = body.split(bottom: statusRows)
        self.form = form.inset(left: 1, right: 1)
        self.status = status
        self.footer = footer
    }
}

/// What every full screen but the study screen shares: the "too small" message and
/// the "Flashzilla — what" title row.
enum ScreenChrome {
    /// nil when `size` is at least `minimum`; otherwise the whole screen, saying so.
    static func tooSmall(_ size: Size, minimum: Size) -> Grid? {
        guard size.width < minimum.width || size.height < minimum.height else { return nil }
        var grid = Grid(size: size)
        TooSmallNotice.draw(TooSmallNotice.message(minimum: minimum, size: size), size: size, into: &grid)
        return grid
    }

    static func title(_ subtitle: String, into grid: inout Grid) {
        grid.put("Flashzilla", at: Point(x: 1, y: 0), style: Style(.title, flags: .bold))
        grid.put(TextLayout.truncate(" — " + subtitle, width: max(0, grid.size.width - 12)), at: Point(x: 11, y: 0), style: Style(.dim))
    }
}
