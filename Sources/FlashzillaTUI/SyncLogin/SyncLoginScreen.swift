import FlashzillaCore

/// What the login form asks of the app.
public enum SyncLoginEffect: Equatable, Sendable {
    /// Ask the server for a key with this user and password, keep the key (never the
    /// password), then sync.
    case logIn(server: String, user: String, password: String)
    case leave
    case suspend
}

public enum SyncLoginMessage: Equatable, Sendable {
    case next, previous, submit, leave, help, suspend
    /// A key the focused field takes.
    case formKey(Key)
    case pasted(String)
    case helpClosed
    // The app's answers.
    /// The login is under way, or a step of the sync after it.
    case progressed(String)
    /// The server refused the login, or could not be reached: why, in a line.
    case failed(String)
}

/// `y` on the deck list with no login kept: the sync server's address, the user and the
/// password, asked in the app as `flashzilla sync --server URL --user NAME` asks them. The
/// password is drawn as dots and never said; only the key the server gives is kept.
public struct SyncLoginScreen: Equatable, Sendable {
    public private(set) var form: Form
    public private(set) var problem: String?
    public private(set) var status: String?
    public private(set) var showingHelp = false

    enum Row: Int, CaseIterable {
        case server, user, password
    }

    public static let ankiWeb = "https://sync.ankiweb.net/"
    public static let minimumSize = Size(width: 40, height: 12)

    public init(server: String = ankiWeb, user: String = "") {
        form = Form(rows: [
            FormRow(label: "Server", control: .text(TextField(text: server, maxLength: 300)),
                    hint: "AnkiWeb, or your own server's http:// or https:// address"),
            FormRow(label: "User", control: .text(TextField(text: user, maxLength: 200)), hint: "Your user name (AnkiWeb: your email)"),
            FormRow(label: "Password", control: .text(TextField(maxLength: 200)), hint: "Sent once; only the server's key is kept"),
        ], focus: user.isEmpty ? Row.user.rawValue : Row.password.rawValue)
    }

    public static let keymap = Keymap<SyncLoginMessage>([
        KeyBinding([.enter], label: "Enter", help: "Next, then log in", words: ["log in", "login", "enter"],
                   action: .submit),
        KeyBinding([.escape], label: "Esc", help: "Back", words: ["back", "cancel", "go back"], action: .leave),
        KeyBinding([.tab, .down], label: "Tab/↓", help: "Next", words: ["next", "next field"], action: .next),
        KeyBinding([.backTab, .up], label: "S-Tab/↑", help: "Previous", words: ["previous", "previous field"], action: .previous),
        KeyBinding([.function(1)], label: "F1", help: "Help", words: ["help"], action: .help),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    var server: String { (form.rows[Row.server.rawValue].control.textValue ?? "").trimmingCharacters(in: .whitespaces) }
    var user: String { (form.rows[Row.user.rawValue].control.textValue ?? "").trimmingCharacters(in: .whitespaces) }
    var password: String { form.rows[Row.password.rawValue].control.textValue ?? "" }

    /// Every field takes typing (`?` and `q` too), so only keys no field takes are commands.
    public func message(for event: InputEvent, in context: ScreenContext) -> SyncLoginMessage? {
        if showingHelp {
            guard case .key = event else { return nil }
            return .helpClosed
        }
        switch event {
        case .key(let key):
            if let message = Self.keymap.action(for: key) { return message }
            var trial = form
            return trial.handle(key) == .unhandled ? nil : .formKey(key)
        case .paste(let text):
            return .pasted(text)
        default:
            return nil
        }
    }

    public mutating func update(_ message: SyncLoginMessage, in context: ScreenContext) -> [SyncLoginEffect] {
        switch message {
        case .formKey(let key):
            if case .changed = form.handle(key) { problem = nil }
        case .pasted(let text):
            if case .changed = form.paste(text) { problem = nil }
        case .next: _ = form.handle(.tab)
        case .previous: _ = form.handle(.backTab)
        case .help: showingHelp = true
        case .helpClosed: showingHelp = false
        case .leave: return [.leave]
        case .suspend: return [.suspend]
        case .submit: return submit()
        case .progressed(let step):
            status = step
        case .failed(let why):
            status = nil
            problem = why
            // Typed again, not kept: the password may be what was wrong.
            form.rows[Row.password.rawValue].control = .text(TextField(maxLength: 200))
            form.focus = Row.password.rawValue
        }
        return []
    }

    /// Enter goes field by field; on the password (or with every field filled) it logs in.
    private mutating func submit() -> [SyncLoginEffect] {
        if form.focus != Row.password.rawValue, password.isEmpty {
            _ = form.handle(.tab)
            return []
        }
        let lowered = server.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            problem = "The server's address starts with http:// or https://."
            form.focus = Row.server.rawValue
            return []
        }
        guard !user.isEmpty else {
            problem = "Enter the user name."
            form.focus = Row.user.rawValue
            return []
        }
        guard !password.isEmpty else {
            problem = "Enter the password."
            return []
        }
        problem = nil
        status = "Logging in to \(server)…"
        return [.logIn(server: server, user: user, password: password)]
    }
}
