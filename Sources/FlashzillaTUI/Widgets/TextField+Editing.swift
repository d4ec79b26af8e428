/// Key handling. Bindings follow readline/Emacs where they exist, so shell
/// users' fingers already know them:
///
/// | key                    | effect                                        |
/// |------------------------|-----------------------------------------------|
/// | printable, paste       | insert at the cursor (sanitised)              |
/// | ← / →                  | one grapheme                                  |
/// | Home, Ctrl-A / End, Ctrl-E | start / end of the line                   |
/// | Alt-b / Alt-f          | start of this or the previous word / end of this or the next word |
/// | Backspace / Delete     | the grapheme before / at the cursor           |
/// | Ctrl-W                 | the word before the cursor                    |
/// | Ctrl-U / Ctrl-K        | to the start / end of the line (Ctrl-K at a line end joins the next line) |
/// | ↑ / ↓ (multi-line)     | previous / next line, same display column     |
/// | Ctrl-N (multi-line)    | new line (also Alt-Enter, if a decoder ever reports it as `.alt("\r")`) |
///
/// Words are runs of non-whitespace (spaces and line breaks separate them),
/// like readline's Ctrl-W. Ctrl-N is the new-line key because the decoder
/// reports Alt-Enter as Esc then Enter (ESC + CR is not Alt+printable), and
/// that Esc would cancel the form; Enter itself is left to the form to submit.
/// Everything else — Enter, Tab, Esc, PgUp/PgDn, ↑/↓ in a single-line field
/// or past the first/last line — is `.unhandled` and leaves the field as it was.
extension TextField {
    public mutating func handle(_ event: InputEvent) -> TextFieldResult {
        switch event {
        case .key(let key):
            return handle(key)
        case .paste(let pasted):
            return finishEdit(insert(pasted))
        case .mouse, .resize, .focusGained, .focusLost, .tick:
            return .unhandled
        }
    }

    public mutating func handle(_ key: Key) -> TextFieldResult {
        switch key {
        case .up: return moveVertically(by: -1)
        case .down: return moveVertically(by: 1)
        default: return finishEdit(edit(key))
        }
    }

    /// Any handled key but ↑/↓ ends a run of vertical moves.
    private mutating func finishEdit(_ result: TextFieldResult) -> TextFieldResult {
        if result.isHandled { goalColumn = nil }
        return result
    }

    private mutating func edit(_ key: Key) -> TextFieldResult {
        let chars = Array(text)
        let line = chars.lineBounds(around: cursor)
        switch key {
        case .character(let c):
            return insert(String(c))
        case .ctrl("n") where multiline, .alt("\r") where multiline, .alt("\n") where multiline:
            return insert("\n")
        case .left:
            return move(to: cursor - 1)
        case .right:
            return move(to: cursor + 1)
        case .home, .ctrl("a"):
            return move(to: line.lowerBound)
        case .end, .ctrl("e"):
            return move(to: line.upperBound)
        case .alt("b"), .alt("B"):
            return move(to: chars.wordStart(before: cursor))
        case .alt("f"), .alt("F"):
            return move(to: chars.wordEnd(after: cursor))
        case .backspace:
            return delete(cursor - 1..<cursor)
        case .delete:
            return delete(cursor..<cursor + 1)
        case .ctrl("w"):
            return delete(chars.wordStart(before: cursor)..<cursor)
        case .ctrl("u"):
            return delete(line.lowerBound..<cursor)
        case .ctrl("k"):
            // At a line end, kill the line break instead (as Emacs does), so
            // repeated Ctrl-K keeps eating forward.
            let end = cursor == line.upperBound ? min(cursor + 1, chars.count) : line.upperBound
            return delete(cursor..<end)
        default:
            return .unhandled
        }
    }

    // MARK: Primitives

    private mutating func move(to index: Int) -> TextFieldResult {
        let target = min(max(0, index), count)
        guard target != cursor else { return .unchanged }
        cursor = target
        return .moved
    }

    /// Inserts `raw` (sanitised for this field) at the cursor.
    private mutating func insert(_ raw: String) -> TextFieldResult {
        let clean = Self.sanitize(raw, multiline: multiline)
        guard !clean.isEmpty else { return .unchanged }
        return replace(cursor..<cursor, with: clean)
    }

    private mutating func delete(_ range: Range<Int>) -> TextFieldResult {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return .unchanged }
        return replace(clamped, with: "")
    }

    /// Replaces graphemes `range` with `replacement`; the cursor lands after
    /// it. Joining can merge graphemes (a typed U+0301 after "e" makes one
    /// "é"), so counts are taken from the result, never added up.
    private mutating func replace(_ range: Range<Int>, with replacement: String) -> TextFieldResult {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count)
        let head = String(text[..<lower]) + replacement
        let result = head + text[upper...]
        let oldCount = count
        let newCount = result.count
        if newCount > maxLength, newCount > oldCount { return .rejected }
        guard result != text else { return .unchanged }
        text = result
        cursor = min(head.count, newCount)
        return .changed
    }

    // MARK: Vertical movement

    /// ↑/↓ in a multi-line field: same display column on the neighbouring
    /// line, or the end of that line if it is shorter. A column inside a wide
    /// glyph lands before the glyph.
    private mutating func moveVertically(by delta: Int) -> TextFieldResult {
        guard multiline else { return .unhandled }
        if let wrapWidth { return moveByRow(delta, width: wrapWidth) }
        let chars = Array(text)
        let line = chars.lineBounds(around: cursor)
        let goal = goalColumn ?? DisplayWidth.of(String(chars[line.lowerBound..<cursor]))
        let target: Range<Int>
        if delta < 0 {
            guard line.lowerBound > 0 else { return .unhandled }
            target = chars.lineBounds(around: line.lowerBound - 1)
        } else {
            guard line.upperBound < chars.count else { return .unhandled }
            target = chars.lineBounds(around: line.upperBound + 1)
        }
        var index = target.lowerBound
        var column = 0
        while index < target.upperBound {
            let width = DisplayWidth.of(chars[index])
            if column + width > goal { break }
            column += width
            index += 1
        }
        cursor = index
        goalColumn = goal
        return .moved
    }
}

extension Array where Element == Character {
    /// The line holding grapheme index `index`: from just after the previous
    /// "\n" to just before the next one (the whole text when there is none).
    func lineBounds(around index: Int) -> Range<Int> {
        var start = Swift.min(index, count)
        while start > 0, self[start - 1] != "\n" { start -= 1 }
        var end = Swift.min(index, count)
        while end < count, self[end] != "\n" { end += 1 }
        return start..<end
    }

    /// Skips whitespace backwards, then the word before it.
    func wordStart(before index: Int) -> Int {
        var i = Swift.min(index, count)
        while i > 0, self[i - 1].isWhitespace { i -= 1 }
        while i > 0, !self[i - 1].isWhitespace { i -= 1 }
        return i
    }

    /// Skips whitespace forwards, then the word after it.
    func wordEnd(after index: Int) -> Int {
        var i = Swift.max(index, 0)
        while i < count, self[i].isWhitespace { i += 1 }
        while i < count, !self[i].isWhitespace { i += 1 }
        return i
    }
}
