import FlashzillaCore

extension CustomStudyScreen: Screen {
    public static let minimumSize = Size(width: 40, height: 12)

    public var keymap: Keymap<CustomStudyMessage> { activeKeymap }
    /// A prompt is open: a spoken line is its number (or tag).
    public var takesTypedText: Bool { prompt != nil }

    /// The title, then the six choices (the selected one marked "›") or the prompt: its
    /// question, the field, and its hint or what is wrong ("⚠"); the keys at the bottom.
    public func view(in context: ScreenContext) -> Grid {
        let size = context.size
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        ScreenChrome.title("Custom study “\(SafeText.sanitize(deckName))”", into: &grid)
        let width = size.width - 4
        if let prompt {
            grid.put(TextLayout.truncate(prompt.title, width: width), at: Point(x: 2, y: 2), style: Style(.title, flags: .bold))
            grid.put(TextLayout.truncate(prompt.question, width: width), at: Point(x: 2, y: 4), style: Style(.normal))
            let rect = fieldRect(size)
            grid.put("[", at: rect.origin, style: Style(.dim))
            field.render(in: rect.inset(left: 1, right: 1), into: &grid, focused: true, style: Style(.capsule, flags: .underline))
            grid.put("]", at: Point(x: rect.maxX - 1, y: rect.minY), style: Style(.dim))
            if let problem {
                grid.put(TextLayout.truncate("⚠ " + SafeText.sanitize(problem), width: width), at: Point(x: 2, y: 6), style: Style(.error))
            } else if let completions {
                grid.put(TextLayout.truncate(SafeText.sanitize(completions), width: width), at: Point(x: 2, y: 6), style: Style(.normal))
            } else {
                grid.put(TextLayout.truncate(prompt.hint, width: width), at: Point(x: 2, y: 6), style: Style(.dim))
            }
        } else {
            for choice in CustomStudyChoice.allCases {
                let y = 2 + choice.rawValue
                let selected = choice == selection
                grid.put(selected ? "›" : " ", at: Point(x: 1, y: y), style: Style(.selected, flags: .bold))
                let line = "\(choice.rawValue + 1). \(choice.title)"
                grid.put(TextLayout.truncate(line, width: width), at: Point(x: 3, y: y),
                         style: selected ? Style(.title, flags: .bold) : Style(.normal))
            }
        }
        grid.put(activeKeymap.footer(width: size.width - 2), at: Point(x: 1, y: size.height - 1), style: Style(.help))
        return grid
    }

    public func cursor(in context: ScreenContext) -> Point? {
        guard prompt != nil, context.size.width >= Self.minimumSize.width, context.size.height >= Self.minimumSize.height else { return nil }
        return field.cursorPosition(in: fieldRect(context.size).inset(left: 1, right: 1))
    }

    private func fieldRect(_ size: Size) -> Rect {
        Rect(x: 2, y: 5, width: min(38, size.width - 4), height: 1)
    }

    /// On the menu: the selected choice with its number, then the screen; on the prompt:
    /// the question and what it holds, then what is wrong or the hint.
    public func describe(in context: ScreenContext) -> [String] {
        let title = "Custom study, \(SpokenPhrases.text(deckName))."
        guard let prompt else {
            return ["\(selection.rawValue + 1). \(selection.title).", title]
        }
        let value = field.text.isEmpty ? "empty" : SpokenPhrases.text(field.text)
        let note = problem.map { "Error: \(SpokenPhrases.text($0))" } ?? completions.map(SpokenPhrases.text) ?? prompt.hint
        return ["\(prompt.question.replacingOccurrences(of: "…", with: "N")): \(value).", SpokenPhrases.sentence(note),
                SpokenPhrases.sentence(prompt.title)]
    }
}

extension CustomStudyScreen {
    /// On the menu its six choices by number or name, in place of the footer's words (one
    /// hint line, not two); on a prompt the footer's.
    public var spokenHint: String? {
        guard prompt == nil else { return keymap.spokenHint }
        return "Say a number from 1 to 6, or: more new, more reviews, forgotten, ahead, tag, preview; help for more."
    }
}
