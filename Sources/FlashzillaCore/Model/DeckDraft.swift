/// A deck's name and settings as the user is typing them: text for the numbers, so a
/// half-typed value can be held, shown and explained before it is accepted.
public struct DeckDraft: Hashable, Sendable {
    public enum Field: CaseIterable, Hashable, Sendable {
        case name, color, timeLimit, sessionSize, shuffle, requeueWrong
    }

    public var name: String
    public var color: DeckColor
    /// Seconds, as typed.
    public var timeLimit: String
    /// A number, or empty / "all" for every card.
    public var sessionSize: String
    public var shuffle: Bool
    public var requeueWrong: Bool

    public init(name: String = "", color: DeckColor = .blue, timeLimit: String, sessionSize: String = "", shuffle: Bool = true, requeueWrong: Bool = true) {
        self.name = name
        self.color = color
        self.timeLimit = timeLimit
        self.sessionSize = sessionSize
        self.shuffle = shuffle
        self.requeueWrong = requeueWrong
    }

    /// A new deck's draft, with the user's default time limit.
    public init(defaultTimeLimit: Int) {
        self.init(timeLimit: String(defaultTimeLimit))
    }

    public init(deck: Deck) {
        self.init(name: deck.name, color: deck.color, timeLimit: String(deck.settings.timeLimit),
                  sessionSize: deck.settings.sessionSize.map(String.init) ?? "",
                  shuffle: deck.settings.shuffle, requeueWrong: deck.settings.requeueWrong)
    }

    /// Why each invalid field cannot be saved; empty when the draft is good.
    /// `otherNames`: the names of every other deck (names are unique, ignoring case).
    public func problems(cardCount: Int, otherNames: [String]) -> [Field: String] {
        var problems: [Field: String] = [:]
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedName.isEmpty {
            problems[.name] = "Give the deck a name."
        } else if otherNames.contains(where: { $0.caseInsensitiveCompare(trimmedName) == .orderedSame }) {
            problems[.name] = "Another deck is already called \"\(trimmedName)\"."
        }
        let limit = DeckSettings.maximumTimeLimit
        if parsedTimeLimit == nil {
            problems[.timeLimit] = "Enter seconds from 0 to \(limit) (0 = untimed)."
        }
        switch parsedSessionSize {
        case .none:
            problems[.sessionSize] = cardCount > 0
                ? "Enter a number from 1 to \(cardCount), or leave empty for all cards."
                : "Leave empty (all cards) until the deck has cards."
        case .some(.some(let size)) where size > cardCount:
            problems[.sessionSize] = cardCount > 0
                ? "The deck has \(cardCount) card\(cardCount == 1 ? "" : "s"); enter 1 to \(cardCount), or leave empty for all."
                : "Leave empty (all cards) until the deck has cards."
        default:
            break
        }
        return problems
    }

    /// The time limit, or nil when it is not a whole number in range.
    var parsedTimeLimit: Int? {
        let text = timeLimit.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isASCIIDigit), let value = Int(text),
              (0...DeckSettings.maximumTimeLimit).contains(value) else { return nil }
        return value
    }

    /// `.some(nil)` is "all cards"; nil is invalid text. Upper bound is checked by `problems`.
    var parsedSessionSize: Int?? {
        let text = sessionSize.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text.lowercased() == "all" { return .some(nil) }
        guard text.count <= 9, text.allSatisfy(\.isASCIIDigit), let value = Int(text), value >= 1 else { return nil }
        return .some(value)
    }

    /// `deck` with this draft's name and settings, or nil when the draft has problems.
    public func applied(to deck: Deck, otherNames: [String]) -> Deck? {
        guard problems(cardCount: deck.cards.count, otherNames: otherNames).isEmpty,
              let timeLimit = parsedTimeLimit, let sessionSize = parsedSessionSize else { return nil }
        var result = deck
        result.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        result.color = color
        result.settings.timeLimit = timeLimit
        result.settings.sessionSize = sessionSize
        result.settings.shuffle = shuffle
        result.settings.requeueWrong = requeueWrong
        return result
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
