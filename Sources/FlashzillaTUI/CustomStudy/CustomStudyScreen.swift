import FlashzillaCore
import Foundation

/// What custom study asks of the app.
public enum CustomStudyEffect: Equatable, Sendable {
    /// Start this on the deck (Review on the chosen cards, or with today's limits raised).
    case start(CustomStudy)
    case leave
    case suspend
    /// The tag prompt opened: the deck's tags are wanted, for Tab (`tagsRead`).
    case readTags
}

/// What the user means on the custom study screen.
public enum CustomStudyMessage: Equatable, Sendable {
    case moveUp, moveDown, chooseSelected, choose(CustomStudyChoice), start, back, suspend
    /// A key or paste into the prompt's field.
    case typed(InputEvent)
    /// The app found no card for what was asked: said on the prompt, which stays open.
    case nothingFound(CustomStudy)
    /// Tab on the tag prompt.
    case completeTag
    /// The deck's tags arrived (sorted, each once).
    case tagsRead([String])
}

/// Anki's custom study for one deck: a menu of six choices, then a prompt for the number
/// of cards or days (or the tag), checked in place; Enter starts it.
public struct CustomStudyScreen: Equatable, Sendable {
    public let deckName: String
    public private(set) var selection: CustomStudyChoice = .moreNew
    /// The choice being asked about, with its text; nil on the menu.
    public private(set) var prompt: CustomStudyChoice?
    public private(set) var field = TextField(text: "", maxLength: 60)
    /// Why the text cannot be used (after Enter), or why the last start found nothing.
    public private(set) var problem: String?
    /// The deck's tags, once read (nil until then): what Tab completes on the tag prompt.
    public private(set) var knownTags: [String]?
    /// The tags the last Tab matched, when several did; gone with the next change.
    public private(set) var completions: String?

    public init(deckName: String) {
        self.deckName = deckName
    }

    public static let menuKeymap = Keymap<CustomStudyMessage>([
        KeyBinding([.character("1")], help: "More new today", words: ["more new"], action: .choose(.moreNew), showsInFooter: false),
        KeyBinding([.character("2")], help: "More reviews today", words: ["more reviews"], action: .choose(.moreReviews), showsInFooter: false),
        KeyBinding([.character("3")], help: "Forgotten cards", words: ["forgotten"], action: .choose(.forgotten), showsInFooter: false),
        KeyBinding([.character("4")], help: "Review ahead", words: ["ahead", "review ahead"], action: .choose(.reviewAhead), showsInFooter: false),
        KeyBinding([.character("5")], help: "Study by tag", words: ["tag", "by tag"], action: .choose(.tag), showsInFooter: false),
        KeyBinding([.character("6")], help: "Preview new cards", words: ["preview"], action: .choose(.previewNew), showsInFooter: false),
        KeyBinding([.enter], label: "Enter", help: "Choose", words: ["choose"], action: .chooseSelected),
        KeyBinding([.up, .character("k")], label: "↑/k", help: "Previous", words: ["previous", "up"], action: .moveUp),
        KeyBinding([.down, .character("j")], label: "↓/j", help: "Next", words: ["next", "down"], action: .moveDown),
        KeyBinding([.escape], label: "Esc", help: "Back", words: ["back", "cancel"], action: .back),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    public static let promptKeymap = Keymap<CustomStudyMessage>([
        KeyBinding([.enter], label: "Enter", help: "Start", words: ["start"], action: .start),
        KeyBinding([.escape], label: "Esc", help: "Back to the choices", words: ["back", "cancel"], action: .back),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspend, showsInFooter: false),
    ])

    /// The tag prompt's keys: the prompt's, and Tab completing the tag.
    public static let tagPromptKeymap = Keymap<CustomStudyMessage>(
        [KeyBinding([.tab], label: "Tab", help: "Complete the tag", words: ["complete tag", "complete"], action: .completeTag)]
            + promptKeymap.bindings)

    public var activeKeymap: Keymap<CustomStudyMessage> {
        switch prompt {
        case nil: Self.menuKeymap
        case .tag?: Self.tagPromptKeymap
        default: Self.promptKeymap
        }
    }

    /// Keys through the keymap in force; on a prompt every other key is typed into its field.
    public func message(for event: InputEvent, in context: ScreenContext) -> CustomStudyMessage? {
        switch event {
        case .key(let key):
            if prompt != nil, key != .enter, key != .escape, key != .ctrl("z"), activeKeymap.action(for: key) != .completeTag {
                return .typed(event)
            }
            return activeKeymap.action(for: key)
        case .paste:
            return prompt == nil ? nil : .typed(event)
        default:
            return nil
        }
    }

    public mutating func update(_ message: CustomStudyMessage, in context: ScreenContext) -> [CustomStudyEffect] { update(message) }

    /// Applies an event (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent) -> [CustomStudyEffect] {
        handle(event, in: ScreenContext(moment: .zero, date: .distantPast, size: Self.minimumSize))
    }

    mutating func update(_ message: CustomStudyMessage) -> [CustomStudyEffect] {
        let all = CustomStudyChoice.allCases
        switch message {
        case .typed(let event):
            if field.handle(event) == .changed {
                problem = nil
                completions = nil
            }
        case .nothingFound(let study):
            problem = "No cards match: \(study.title)."
        case .tagsRead(let tags):
            knownTags = tags

        case .moveUp: selection = all[(selection.rawValue + all.count - 1) % all.count]
        case .moveDown: selection = all[(selection.rawValue + 1) % all.count]
        case .chooseSelected: return open(selection)
        case .choose(let choice): return open(choice)
        case .completeTag: completeTag()
        case .suspend: return [.suspend]
        case .back:
            guard prompt != nil else { return [.leave] }
            prompt = nil
            problem = nil
            completions = nil
        case .start:
            guard let prompt else { return [] }
            switch prompt.study(from: field.text) {
            case .success(let study): return [.start(study)]
            case .failure(let error): problem = error.message
            }
        }
        return []
    }

    private mutating func open(_ choice: CustomStudyChoice) -> [CustomStudyEffect] {
        selection = choice
        prompt = choice
        problem = nil
        completions = nil
        field = TextField(text: choice.initialText, maxLength: 60)
        return choice == .tag && knownTags == nil ? [.readTags] : []
    }

    /// Tab: the tag typed so far completed from the deck's tags (a leading `#` kept); when
    /// several match, they are listed under the field.
    private mutating func completeTag() {
        guard prompt == .tag, let knownTags else { return }
        let typed = field.text.trimmingCharacters(in: .whitespaces)
        let hash = typed.hasPrefix("#") ? "#" : ""
        guard let completion = TagCompletion(prefix: String(typed.dropFirst(hash.count)), known: knownTags) else {
            completions = "No tag of this deck starts with “\(typed)”."
            return
        }
        field = TextField(text: hash + completion.text, maxLength: field.maxLength)
        problem = nil
        completions = completion.matches.count > 1 ? completion.listing : nil
    }
}
