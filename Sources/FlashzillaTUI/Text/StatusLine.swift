/// A one-line status message fitted to its row. Messages about a card quote its text
/// (“…”) between fixed words ("Deleted “…”. u undoes."): when the row is too narrow, the
/// quote gives up its end first, so the words around it — what happened, what to press —
/// stay whole, and a wide row shows the whole quote rather than a fixed 30 characters.
enum StatusLine {
    static func fit(_ message: String, width: Int) -> String {
        let text = SafeText.sanitize(message)
        guard width > 0, DisplayWidth.of(text) > width else { return text }
        // The quote opens at the first “ and closes at the last ” (card text may hold either).
        guard let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”"), open < close else {
            return TextLayout.truncate(text, width: width)
        }
        let before = String(text[...open]), quote = String(text[text.index(after: open)..<close]), after = String(text[close...])
        let room = width - DisplayWidth.of(before) - DisplayWidth.of(after)
        guard room >= 2 else { return TextLayout.truncate(text, width: width) }
        return before + TextLayout.truncate(quote, width: room) + after
    }
}
