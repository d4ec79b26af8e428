import FlashzillaCore

extension SyncLoginScreen: Screen {
    public var keymap: Keymap<SyncLoginMessage> { Self.keymap }
    /// Every field is text: a spoken line is typed into the focused one.
    public var takesTypedText: Bool { !showingHelp }
    public var takesSecretText: Bool { !showingHelp && form.focus == Row.password.rawValue }
    /// In a field one word is text: only the commands of several words are said.
    public var spokenHint: String? {
        "Say the text of each field; previous field, next field, log in or go back; help for more."
    }

    public func view(in context: ScreenContext) -> Grid {
        let size = context.size
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = FormScreenLayout(size: size, statusRows: 2)
        ScreenChrome.title("log in to a sync server", into: &grid)
        let errors = problem.map { [form.focus: $0] } ?? [:]
        shown.render(in: layout.form, into: &grid, errors: errors)
        if let status {
            let lines = TextLayout.wrap(SafeText.sanitize(status), width: size.width - 2, maxLines: layout.status.height, keepNewlines: false)
            for (i, line) in lines.enumerated() { grid.put(line, at: Point(x: 1, y: layout.status.minY + i), style: Style(.dim)) }
        }
        grid.put(Self.keymap.footer(width: size.width - 2), at: Point(x: 1, y: layout.footer.minY), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Log in", lines: Self.keymap.helpLines(width: 52), into: &grid) }
        return grid
    }

    public func cursor(in context: ScreenContext) -> Point? {
        guard context.size.width >= Self.minimumSize.width, context.size.height >= Self.minimumSize.height, !showingHelp else { return nil }
        return shown.cursor(in: FormScreenLayout(size: context.size, statusRows: 2).form)
    }

    /// The focused field ("User: ann."), its error or hint, then the step under way. The
    /// password is said by its length only.
    public func describe(in context: ScreenContext) -> [String] {
        if showingHelp { return Self.keymap.spokenHelp }
        var said = form
        let length = password.count
        said.rows[Row.password.rawValue].control = .text(TextField(text: length == 0 ? "" : "\(length) character\(length == 1 ? "" : "s") typed"))
        let errors = problem.map { [form.focus: $0] } ?? [:]
        let status = status.map { [SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? []
        return said.spokenFocus(errors: errors) + ["Log in to a sync server."] + status
    }

    /// The form as drawn: the password as one dot a character, the cursor where it was.
    private var shown: Form {
        var shown = form
        guard case .text(let field) = form.rows[Row.password.rawValue].control else { return shown }
        var dots = TextField(text: String(repeating: "•", count: field.text.count), maxLength: 200)
        dots.cursor = field.cursor
        shown.rows[Row.password.rawValue].control = .text(dots)
        return shown
    }
}
