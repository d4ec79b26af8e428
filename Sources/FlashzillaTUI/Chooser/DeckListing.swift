import FlashzillaCore

/// What the chooser shows of one deck file: enough for a row, without the cards.
public struct DeckListing: Equatable, Sendable {
    public var fileName: String
    public var name: String
    public var color: DeckColor
    public var cardCount: Int
    public var samplePrompts: [String]
    public var timeLimit: Int
    /// Why the file could not be read (path, line, column); nil for a good deck.
    public var problem: String?
    /// What Review has for it now (nil: not known, e.g. the progress file cannot be read).
    public var due: DeckDue?
    /// Its counts before its daily limits, for a parent's sum in the deck tree (nil: `due`
    /// is summed as it is).
    public var dueInputs: DeckDueInputs?

    public init(fileName: String, name: String, color: DeckColor, cardCount: Int, samplePrompts: [String], timeLimit: Int, problem: String? = nil) {
        self.fileName = fileName
        self.name = name
        self.color = color
        self.cardCount = cardCount
        self.samplePrompts = samplePrompts
        self.timeLimit = timeLimit
        self.problem = problem
    }

    public init(deck: Deck, fileName: String, sampleCount: Int = 3) {
        self.init(
            fileName: fileName, name: deck.name, color: deck.color, cardCount: deck.cards.count,
            samplePrompts: deck.cards.prefix(sampleCount).map(\.prompt), timeLimit: deck.settings.timeLimit)
    }

    public static func broken(fileName: String, problem: String) -> DeckListing {
        DeckListing(fileName: fileName, name: fileName, color: .gray, cardCount: 0, samplePrompts: [], timeLimit: 0, problem: problem)
    }

    public var isBroken: Bool { problem != nil }
}
