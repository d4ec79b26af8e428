extension Rect {
    /// A screen's three bands: the header row, what is between, and the footer row.
    func headerBodyFooter() -> (header: Rect, body: Rect, footer: Rect) {
        let (header, rest) = split(top: 1)
        let (body, footer) = rest.split(bottom: 1)
        return (header, body, footer)
    }
}
