import FlashzillaCore
import Foundation

/// What the keys of the rename box mean.
public enum GroupRenameMessage: Equatable, Sendable {
    case confirm, cancel
}

/// `e` on a parent only its decks' names make (`Spanish` of `Spanish::Vocab`): there is no
/// file to edit, so its new name is asked in a box over the list, and Enter renames every
/// deck inside it (Anki's rename of a parent moves its children). A name that would give
/// a deck the name another deck has is refused in place.
public struct GroupRename: Equatable, Sendable {
    public let oldName: String
    public private(set) var field: TextField
    public private(set) var problem: String?
    /// The names of the decks inside the parent, and the keys of every other deck's.
    let inside: [String]
    let otherKeys: Set<String>

    public static let keymap = Keymap<GroupRenameMessage>([
        KeyBinding([.enter], label: "Enter", help: "Rename", words: ["rename"], action: .confirm),
        KeyBinding([.escape], label: "Esc", help: "Cancel", words: ["cancel", "back"], action: .cancel),
    ])

    /// What a key did.
    enum Outcome: Equatable {
        case editing, cancelled
        case renamed(to: String)
    }

    init(_ name: String, listings: [DeckListing]) {
        oldName = name
        field = TextField(text: name, maxLength: 200)
        let good = listings.filter { !$0.isBroken }
        inside = good.map(\.name).filter { DeckPath.isSelfOrDescendant($0, of: name) }
        otherKeys = Set(good.map(\.name).filter { !DeckPath.isSelfOrDescendant($0, of: name) }.map { DeckPath.key(of: $0) })
    }

    mutating func handle(_ event: InputEvent) -> Outcome {
        if case .key(let key) = event, let message = Self.keymap.action(for: key) {
            return message == .cancel ? .cancelled : confirm()
        }
        if field.handle(event) == .changed { problem = nil }
        return .editing
    }

    /// The new name, tidied as names are read (`A :: B` is `A::B`), or why it cannot be.
    private mutating func confirm() -> Outcome {
        let parts = DeckPath.components(field.text)
        guard !parts.isEmpty else {
            problem = "Enter a name."
            return .editing
        }
        let name = parts.joined(separator: DeckPath.separator)
        if name == oldName { return .cancelled }
        if DeckPath.isSelfOrDescendant(name, of: oldName), DeckPath.key(of: name) != DeckPath.key(of: oldName) {
            problem = "“\(name)” is inside “\(oldName)”: a deck cannot go inside itself."
            return .editing
        }
        let taken = inside.compactMap { DeckPath.renamed($0, from: oldName, to: name) }.first { otherKeys.contains(DeckPath.key(of: $0)) }
        if let taken {
            problem = "A deck named “\(taken)” is there already."
            return .editing
        }
        return .renamed(to: name)
    }

    /// The box, centred: its title, the field, the problem or what Enter does, and the keys.
    func box(in size: Size) -> Rect {
        Rect(size: size).centered(Size(width: min(size.width - 2, 64), height: min(size.height, 7)))
    }

    private func fieldRect(_ box: Rect) -> Rect {
        Rect(x: box.minX + 2, y: box.minY + 2, width: max(1, box.width - 4), height: 1)
    }

    func render(into grid: inout Grid) {
        let box = box(in: grid.size)
        guard box.height >= 5, box.width >= 10 else { return }
        grid.fill(box, style: Style(.normal))
        grid.drawBox(box, style: Style(.border), title: " Rename “\(SafeText.sanitize(oldName))” ")
        field.render(in: fieldRect(box), into: &grid, focused: true, style: Style(.capsule, flags: .underline))
        let note = problem.map { "⚠ " + SafeText.sanitize($0) } ?? "Its \(inside.count) deck\(inside.count == 1 ? "" : "s") move with it."
        grid.put(TextLayout.truncate(note, width: box.width - 4), at: Point(x: box.minX + 2, y: box.minY + 3),
                 style: problem == nil ? Style(.dim) : Style(.error))
        grid.put(TextLayout.truncate(Self.keymap.footer(width: box.width - 4), width: box.width - 4), at: Point(x: box.minX + 2, y: box.maxY - 2),
                 style: Style(.help))
    }

    func cursor(in size: Size) -> Point? { field.cursorPosition(in: fieldRect(box(in: size))) }

    /// "Rename Spanish, with its 2 decks. New name: Español." then the problem, and the keys.
    var spokenLines: [String] {
        let value = field.text.isEmpty ? "empty" : SpokenPhrases.text(field.text)
        return ["Rename \(SpokenPhrases.text(oldName)), with its \(inside.count) deck\(inside.count == 1 ? "" : "s"). New name: \(value)."]
            + (problem.map { ["Error: " + SpokenPhrases.sentence(SpokenPhrases.text($0))] } ?? [])
            + ["Type the new name; rename, or cancel."]
    }
}
