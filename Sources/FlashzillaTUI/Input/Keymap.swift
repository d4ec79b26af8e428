import Foundation

/// One row of a keymap: the keys, how to show them, what they do.
public struct KeyBinding<Action> {
    public var keys: [Key]
    /// How the keys are shown, e.g. "→/l". Defaults to the keys' labels.
    public var label: String
    /// What the binding does, in a few words ("next card").
    public var help: String
    public var action: Action
    /// False for bindings that belong in the help overlay only.
    public var showsInFooter: Bool
    /// What a user says or types for this binding in the line front end ("good", "undo"):
    /// lower case, one or more words each. Every binding needs one (a test checks).
    public var words: [String]

    public init(_ keys: [Key], label: String? = nil, help: String, words: [String] = [], action: Action, showsInFooter: Bool = true) {
        self.keys = keys
        self.label = label ?? keys.map(\.label).joined(separator: "/")
        self.help = help
        self.words = words
        self.action = action
        self.showsInFooter = showsInFooter
    }
}

extension KeyBinding: Sendable where Action: Sendable {}
extension KeyBinding: Equatable where Action: Equatable {}

/// Key bindings as data: the same table answers "what does this key do?",
/// draws the footer and fills the help overlay, so they cannot disagree.
public struct Keymap<Action> {
    public var bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The first binding that lists `key`.
    public func binding(for key: Key) -> KeyBinding<Action>? {
        bindings.first { $0.keys.contains(key) }
    }

    public func action(for key: Key) -> Action? {
        binding(for: key)?.action
    }

    /// Keys listed by more than one binding (the later ones can never fire),
    /// in the order they first appear. Tests assert this is empty.
    public var conflictingKeys: [Key] {
        var seen = Set<Key>()
        var conflicts: [Key] = []
        for key in bindings.flatMap(\.keys) where !seen.insert(key).inserted {
            if !conflicts.contains(key) { conflicts.append(key) }
        }
        return conflicts
    }

    /// The binding a spoken or typed word names, ignoring case and surrounding spaces.
    public func binding(forWord word: String) -> KeyBinding<Action>? {
        let wanted = word.trimmingCharacters(in: .whitespaces).lowercased()
        return bindings.first { $0.words.contains(wanted) }
    }

    /// Help texts of bindings without a spoken word (the line front end could not reach
    /// them). Tests assert this is empty.
    public var unspokenBindings: [String] {
        bindings.filter(\.words.isEmpty).map(\.help)
    }

    /// Words listed by more than one binding (the later ones could never be said),
    /// in the order they first appear. Tests assert this is empty.
    public var sharedWords: [String] {
        var seen = Set<String>()
        var shared: [String] = []
        for word in bindings.flatMap(\.words) where !seen.insert(word).inserted {
            if !shared.contains(word) { shared.append(word) }
        }
        return shared
    }

    /// Footer bindings that fit in `width` cells as "label help" items
    /// separated by `gap` spaces, in table order; items that do not fit are
    /// left out whole rather than cut.
    public func footerItems(width: Int, gap: Int = 2) -> [KeyBinding<Action>] {
        var used = 0
        var items: [KeyBinding<Action>] = []
        for binding in bindings where binding.showsInFooter {
            let itemWidth = DisplayWidth.of(Self.footerText(binding))
            let needed = (items.isEmpty ? 0 : gap) + itemWidth
            guard used + needed <= width else { break }
            used += needed
            items.append(binding)
        }
        return items
    }

    /// The footer as one line of text, at most `width` cells.
    public func footer(width: Int, gap: Int = 2) -> String {
        footerItems(width: width, gap: gap).map(Self.footerText).joined(separator: String(repeating: " ", count: max(1, gap)))
    }

    /// Help overlay lines: labels in a column, help text wrapped beside them
    /// (continuation lines indented under the help). Every binding appears,
    /// including those hidden from the footer. Lines are at most `width` cells.
    public func helpLines(width: Int) -> [String] {
        guard width > 0 else { return [] }
        let labelWidth = bindings.map { DisplayWidth.of(SafeText.sanitize($0.label)) }.max() ?? 0
        let helpColumn = labelWidth + 2
        var lines: [String] = []
        for binding in bindings {
            let label = SafeText.sanitize(binding.label)
            guard width - helpColumn >= 8 else {
                // Too narrow for two columns: label line, then help below it.
                lines.append(TextLayout.truncate(label, width: width))
                lines += TextLayout.wrap(binding.help, width: width)
                continue
            }
            let pad = String(repeating: " ", count: helpColumn - DisplayWidth.of(label))
            let wrapped = TextLayout.wrap(binding.help, width: width - helpColumn)
            for (i, text) in (wrapped.isEmpty ? [""] : wrapped).enumerated() {
                let line = (i == 0 ? label + pad : String(repeating: " ", count: helpColumn)) + text
                lines.append(line.trimmingTrailingSpaces())
            }
        }
        return lines
    }

    static func footerText(_ binding: KeyBinding<Action>) -> String {
        SafeText.sanitize(binding.label) + " " + SafeText.sanitize(binding.help)
    }
}

extension Keymap: Sendable where Action: Sendable {}
