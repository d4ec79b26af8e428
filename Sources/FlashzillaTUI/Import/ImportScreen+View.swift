import FlashzillaCore

extension ImportScreen {
    public static let minimumSize = Size(width: 40, height: 12)

    /// The title, the path field, then what fills the rest: the matches a Tab found, the
    /// preview, or what is happening; the problem in words; the keys.
    func view(size: Size) -> Grid {
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        ScreenChrome.title("import", into: &grid)
        let field = fieldRect(size)
        grid.put("File", at: Point(x: 1, y: field.minY), style: stage == .choosing ? Style(.title, flags: .bold) : .normal)
        grid.put("[", at: Point(x: field.minX - 1, y: field.minY), style: Style(.dim))
        path.render(in: field, into: &grid, focused: stage == .choosing, style: Style(.capsule, flags: .underline))
        grid.put("]", at: Point(x: field.maxX, y: field.minY), style: Style(.dim))

        // With the preview, the deck's name under the path: Enter imports into it.
        let asking = if case .previewing = stage { true } else { false }
        if asking {
            let deck = deckRect(size)
            grid.put("Deck", at: Point(x: 1, y: deck.minY), style: Style(.title, flags: .bold))
            grid.put("[", at: Point(x: deck.minX - 1, y: deck.minY), style: Style(.dim))
            deckName.render(in: deck, into: &grid, focused: true, style: Style(.capsule, flags: .underline))
            // A focused field hides its placeholder: an empty name still says what it means.
            if deckName.isEmpty {
                grid.put(TextLayout.truncate(deckName.placeholder, width: max(0, deck.width - 2)), at: Point(x: deck.minX + 2, y: deck.minY),
                         style: Style(.dim), clip: deck)
            }
            grid.put("]", at: Point(x: deck.maxX, y: deck.minY), style: Style(.dim))
        }
        let top = asking ? deckRect(size).maxY + 1 : field.maxY + 1
        let body = Rect(x: 1, y: top, width: size.width - 2, height: max(0, size.height - top - 3))
        var lines: [(String, Style)] = []
        switch stage {
        case .choosing:
            if !candidates.isEmpty { lines = [("\(candidates.count) matches:", Style(.dim))] + candidates.map { ("  " + $0, .normal) } }
        case .reading(let file): lines = [("Reading \(file)…", Style(.dim))]
        case .previewing(_, let preview):
            lines = preview.lines.map { ($0, .normal) } + [("", .normal), (preview.summary, Style(.title, flags: .bold))]
        case .importing(let file):
            lines = [("Importing \(file)… (a large package takes a few seconds)", Style(.dim))] + (step.map { [($0, .normal)] } ?? [])
        }
        draw(lines, in: body, into: &grid)
        if let problem {
            let status = Rect(x: 1, y: size.height - 3, width: size.width - 2, height: 2)
            let wrapped = TextLayout.wrap("⚠ " + SafeText.sanitize(problem), width: status.width, maxLines: status.height, keepNewlines: false)
            for (i, line) in wrapped.enumerated() { grid.put(line, at: Point(x: status.minX, y: status.minY + i), style: Style(.error)) }
        }
        grid.put(footer.footer(width: size.width - 2), at: Point(x: 1, y: size.height - 1), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Import", lines: Self.helpLines, into: &grid) }
        return grid
    }

    func cursor(size: Size) -> Point? {
        guard !showingHelp, size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        switch stage {
        case .choosing: return path.cursorPosition(in: fieldRect(size))
        case .previewing: return deckName.cursorPosition(in: deckRect(size))
        case .reading, .importing: return nil
        }
    }

    private func fieldRect(_ size: Size) -> Rect { Rect(x: 7, y: 2, width: max(1, size.width - 9), height: 1) }
    private func deckRect(_ size: Size) -> Rect { Rect(x: 7, y: 3, width: max(1, size.width - 9), height: 1) }

    /// Lines of anyone's text (file names, card prompts): sanitised, cut to the row,
    /// and "…" when more lines than rows.
    private func draw(_ lines: [(String, Style)], in rect: Rect, into grid: inout Grid) {
        guard rect.height > 0 else { return }
        let shown = lines.count > rect.height ? Array(lines.prefix(rect.height - 1)) + [("…", Style(.dim))] : lines
        for (i, (text, style)) in shown.enumerated() {
            grid.put(TextLayout.truncate(SafeText.sanitize(text), width: rect.width), at: Point(x: rect.minX, y: rect.minY + i), style: style)
        }
    }

    /// The keys that mean something in this stage.
    private var footer: Keymap<ImportMessage> {
        Keymap(Self.keymap.bindings.compactMap { binding in
            switch (binding.action, stage) {
            case (.confirmed, .choosing): binding.relabelled(help: "Preview")
            case (.confirmed, .previewing(_, let preview)): binding.relabelled(help: importsAsPreviewed(preview) ? "Import" : "Preview into the deck")
            case (.confirmed, _), (.completionRequested, .reading), (.completionRequested, .previewing), (.completionRequested, .importing): nil
            default: binding
            }
        })
    }

    static var helpLines: [String] {
        keymap.helpLines(width: 52) + [
            "",
            "Anki packages (.apkg, .colpkg), Anki's notes in plain",
            "text, Quizlet exports, CSV and TSV. Importing a file",
            "again adds nothing: changed cards are updated.",
            "The preview asks for the deck's name: type another",
            "to import into a new or existing deck of that name.",
        ]
    }
}

extension KeyBinding {
    /// The same keys and action, described for the moment.
    func relabelled(help: String) -> KeyBinding {
        KeyBinding(keys, label: label, help: help, words: words, action: action, showsInFooter: showsInFooter)
    }
}
