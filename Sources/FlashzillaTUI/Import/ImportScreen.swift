import FlashzillaCore

/// What the import screen asks of the app: the file system work it cannot do.
public enum ImportEffect: Equatable, Sendable {
    /// List the entries of `directory` ("" for the current folder; "~" for home) whose
    /// names start with `prefix`; answer with `.completed`.
    case complete(directory: String, prefix: String)
    /// Read the file and plan the import without writing; answer with `.previewed` or `.failed`.
    /// `deckName`: every card into that deck (`--deck`); nil: the decks the file names, or one named after it.
    case preview(path: String, deckName: String? = nil)
    /// Import it, as previewed; answer with `.failed` (the app returns to the chooser on success).
    case run(path: String, deckName: String? = nil)
    case leave
    case suspend
}

/// What an import would do, in lines (a deck each, then the totals), as the run loop
/// worded it from its dry run.
public struct ImportPreview: Equatable, Sendable {
    public var lines: [String]
    public var summary: String
    /// The one deck the cards go into (a CSV's is named after the file); nil when the file
    /// fills several (an Anki package's decks).
    public var deckName: String?

    public init(lines: [String], summary: String, deckName: String? = nil) {
        self.lines = lines
        self.summary = summary
        self.deckName = deckName
    }
}

public enum ImportMessage: Equatable, Sendable {
    /// Tab: complete the path.
    case completionRequested
    /// Enter: preview the file typed, or import what the preview shows.
    case confirmed
    /// Esc: back from the preview to the path, or back to the chooser.
    case cancelled
    case helpToggled
    case suspendRequested
    /// A key or paste for the field on show (the path, or the deck's name with the preview).
    case typed(InputEvent)
    /// Any key while help is open.
    case helpClosed

    // The app's answers.
    /// The entries of the folder typed so far that match (folders end in "/").
    case completed([String])
    /// The dry run of the file typed.
    case previewed(ImportPreview)
    /// The import under way began a step.
    case progressed(String)
    /// Reading or importing failed: back to the path, saying why.
    case failed(String)
}

/// `i` in the chooser: type a file's path (Tab completes it), see what importing it
/// would do, and import on Enter. Takes what `flashzilla import` takes (Anki packages,
/// Anki text, Quizlet, CSV, TSV) and reads it the same way.
public struct ImportScreen: Equatable, Sendable {
    public enum Stage: Equatable, Sendable {
        case choosing
        /// Waiting for the run loop's dry run of `path`.
        case reading(path: String)
        case previewing(path: String, ImportPreview)
        /// Writing: the screen says so until the run loop answers.
        case importing(path: String)
    }

    public internal(set) var path = TextField(placeholder: "path to a .apkg, .colpkg, .txt, .csv or .tsv file")
    public internal(set) var stage = Stage.choosing
    /// Names a Tab could complete to, when more than one matches.
    public internal(set) var candidates: [String] = []
    /// Why the last step failed (a file that cannot be read, a bad package …).
    public internal(set) var problem: String?
    public internal(set) var showingHelp = false
    /// The step an import under way is at.
    public internal(set) var step: String?
    /// The deck to import into, asked with the preview: prefilled with the deck the file's
    /// cards would go into (its file name), empty for the decks the file names itself.
    public internal(set) var deckName = TextField(placeholder: "the decks named in the file")
    /// The deck name the preview on show was made with (nil: the file's own).
    var previewedDeckName: String?

    public init() {}

    public static let keymap = Keymap<ImportMessage>([
        KeyBinding([.enter], label: "Enter", help: "Preview / import", words: ["preview", "import"], action: .confirmed),
        KeyBinding([.tab], label: "Tab", help: "Complete the path", words: ["complete"], action: .completionRequested),
        KeyBinding([.escape], label: "Esc", help: "Back", words: ["back", "cancel"], action: .cancelled),
        KeyBinding([.function(1)], label: "F1", help: "Help", words: ["help"], action: .helpToggled),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// Keys through the keymap; the rest is typed into the field on show. With help open
    /// any key closes it.
    public func message(for event: InputEvent, in context: ScreenContext) -> ImportMessage? {
        switch event {
        case .key(let key):
            if showingHelp { return .helpClosed }
            return Self.keymap.action(for: key) ?? .typed(event)
        case .paste:
            return .typed(event)
        case .mouse, .resize, .focusGained, .focusLost, .tick:
            return nil
        }
    }

    public mutating func update(_ message: ImportMessage, in context: ScreenContext) -> [ImportEffect] { update(message) }

    /// Applies an event (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent) -> [ImportEffect] {
        handle(event, in: ScreenContext(moment: .zero, date: .distantPast, size: Size(width: 80, height: 24)))
    }

    mutating func update(_ message: ImportMessage) -> [ImportEffect] {
        switch message {
        case .typed(let event):
            return typeIntoField(event)
        case .helpClosed:
            showingHelp = false
        case .completed(let entries):
            completed(entries)
        case .previewed(let preview):
            previewed(preview)
        case .progressed(let step):
            guard case .importing = stage else { return [] }
            self.step = step
        case .failed(let problem):
            step = nil
            stage = .choosing
            self.problem = problem
        case .helpToggled:
            showingHelp.toggle()
        case .suspendRequested:
            return [.suspend]
        case .cancelled:
            switch stage {
            case .choosing: return [.leave]
            case .previewing, .reading: stage = .choosing
            case .importing: break  // the write is under way: it finishes or fails
            }
        case .completionRequested:
            guard stage == .choosing else { return [] }
            let (directory, prefix) = PathCompletion.split(path.text)
            return [.complete(directory: directory, prefix: prefix)]
        case .confirmed:
            switch stage {
            case .choosing:
                let typed = path.text.trimmingCharacters(in: .whitespaces)
                guard !typed.isEmpty else {
                    problem = "Type the path of a file to import."
                    return []
                }
                problem = nil
                candidates = []
                previewedDeckName = nil
                stage = .reading(path: typed)
                return [.preview(path: typed)]
            case .previewing(let file, let preview):
                return confirmDeck(file: file, preview: preview)
            case .reading, .importing:
                break
            }
        }
        return []
    }

    /// The entries of the folder typed so far that match (folders end in "/").
    private mutating func completed(_ entries: [String]) {
        guard stage == .choosing else { return }
        let (directory, prefix) = PathCompletion.split(path.text)
        let completion = PathCompletion.complete(prefix: prefix, among: entries)
        if completion.text != prefix { path = TextField(text: directory + completion.text, placeholder: path.placeholder) }
        candidates = completion.candidates
        problem = entries.isEmpty ? "Nothing here starts with “\(prefix)”." : nil
    }

    /// The dry run of the file typed.
    private mutating func previewed(_ preview: ImportPreview) {
        guard case .reading(let file) = stage else { return }
        stage = .previewing(path: file, preview)
        // The first preview of a file fills the deck's name in; a later one keeps what was typed.
        if previewedDeckName == nil { deckName = TextField(text: preview.deckName ?? "", placeholder: deckName.placeholder) }
    }
}
