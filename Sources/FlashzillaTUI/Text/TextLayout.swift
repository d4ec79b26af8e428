/// Fitting text into cells: word wrap, truncation with "…", centring.
/// All widths are display widths (漢 counts 2), and results never exceed the
/// requested width. Input is sanitised first, so results are safe to draw.
public enum TextLayout {
    public static let ellipsis = "…"

    /// Wraps `text` into lines of at most `width` cells.
    ///
    /// - Words are split on spaces and re-joined with single spaces (runs of
    ///   spaces and tabs collapse); a word wider than `width` is broken
    ///   between graphemes.
    /// - With `keepNewlines`, each newline starts a new line (blank lines are
    ///   kept); otherwise newlines count as spaces.
    /// - If the text needs more than `maxLines` lines, the last line shown
    ///   ends in "…" (one cell, still within `width`).
    /// - A single grapheme wider than `width` (漢 in a 1-cell column) cannot
    ///   be shown at all, so it is replaced by "…".
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max, keepNewlines: Bool = true) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var clean = SafeText.sanitize(text, keepNewlines: true)
        if !keepNewlines { clean = clean.replacingNewlines(with: " ") }

        var lines: [String] = []
        // One more line than allowed is enough to know that text was cut.
        let limit = maxLines == .max ? .max : maxLines + 1
        paragraphs: for paragraph in clean.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in wrapParagraph(paragraph, width: width) {
                lines.append(line)
                if lines.count >= limit { break paragraphs }
            }
        }
        guard lines.count > maxLines else { return lines }
        lines.removeLast(lines.count - maxLines)
        lines[maxLines - 1] = withEllipsis(lines[maxLines - 1], width: width)
        return lines
    }

    /// One line of at most `width` cells; if `text` is wider it is cut and
    /// ends in "…". Newlines and controls show as placeholders.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = SafeText.sanitize(text)
        if DisplayWidth.of(clean) <= width { return clean }
        return prefix(clean, width: width - 1) + ellipsis
    }

    /// `line` padded with spaces on both sides to exactly `width` cells
    /// (the odd space goes to the right); truncated if it is wider.
    public static func center(_ line: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(line, width: width)
        let slack = width - DisplayWidth.of(fitted)
        let left = slack / 2
        return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: slack - left)
    }

    /// The column offset that centres something `contentWidth` wide in
    /// `width` cells (0 if it does not fit).
    public static func centerOffset(_ contentWidth: Int, in width: Int) -> Int {
        max(0, (width - contentWidth) / 2)
    }

    /// The longest prefix of `text` (already sanitised) no wider than `width`.
    static func prefix(_ text: some StringProtocol, width: Int) -> String {
        var result = ""
        var used = 0
        for grapheme in text {
            let w = DisplayWidth.of(grapheme)
            if used + w > width { break }
            result.append(grapheme)
            used += w
        }
        return result
    }

    /// `line` with "…" at the end, dropping graphemes until both fit.
    static func withEllipsis(_ line: String, width: Int) -> String {
        prefix(line, width: width - 1) + ellipsis
    }

    /// Greedy word wrap of text without newlines. Always at least one line
    /// (possibly empty), so blank lines in the input survive.
    static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            if wordWidth <= width {
                current = String(word)
                currentWidth = wordWidth
                continue
            }
            // Too long for any line: break between graphemes.
            for grapheme in word {
                var piece = String(grapheme)
                var w = DisplayWidth.of(grapheme)
                if w > width { piece = ellipsis; w = 1 }
                if currentWidth + w > width {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current += piece
                currentWidth += w
            }
        }
        lines.append(current)
        return lines
    }
}

extension String {
    /// Newlines (already normalised to "\n" by SafeText) turned into `replacement`.
    fileprivate func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
