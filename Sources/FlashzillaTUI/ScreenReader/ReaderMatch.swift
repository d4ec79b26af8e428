import FlashzillaCore

/// One Match game told in sentences: the cards are numbered from 1 in place order, and
/// typing a number turns that card. Wraps `MatchGame`, which keeps the rules and score.
struct ReaderMatch: Equatable, Sendable {
    private(set) var game: MatchGame
    /// The deck's name, already safe to say.
    let name: String
    /// Whether "back" leads to a deck menu (else this mode only plays one deck).
    let canGoBack: Bool

    /// A deal of `deck`; nil when it deals no cards.
    init?(_ deck: Deck, seed: UInt64, canGoBack: Bool) {
        let game = MatchGame(deck: deck, seed: seed)
        guard !game.isEmpty else { return nil }
        self.game = game
        self.name = SpokenPhrases.text(deck.name)
        self.canGoBack = canGoBack
    }

    enum Reply: Equatable {
        case stay([String])
        /// The last pair was found: these sentences, then the result to keep.
        case finished([String], MatchResult)
        /// Deal again.
        case newDeal
        /// Back to the deck menu, after these sentences.
        case back([String])
        case quit([String])
    }

    /// "Match, World Capitals: 12 cards face down, numbered 1 to 12. Type a number to turn a card."
    var opening: [String] {
        let count = game.cards.count
        return ["Match, \(name): \(SpokenPhrases.cards(count)) face down, numbered 1 to \(count). Type a number to turn a card."]
    }

    mutating func handle(_ line: String, now: Moment) -> Reply {
        if let number = Int(ReaderLine.trimmed(line)) { return turn(number, now: now) }
        guard let command = ReaderMatchCommand.table.command(for: line) else {
            return .stay([SpokenPhrases.unknown(line)])
        }
        switch command {
        case .list: return .stay([tableSentence()])
        case .score: return .stay([scoreSentence(now: now)])
        case .new: return .newDeal
        case .help: return .stay([ReaderMatchCommand.table.helpSentence { canGoBack || $0 != .back }])
        case .back:
            guard canGoBack else { return .stay(["There is no deck menu in this mode. Type q to quit."]) }
            return .back(stoppedSentence())
        case .quit: return .quit(stoppedSentence())
        }
    }

    /// Said when leaving a game that is under way (back, quit, end of input).
    func stoppedSentence() -> [String] {
        guard game.isStarted, !game.isFinished else { return [] }
        return ["Stopped with score \(Self.score(game.score)), \(pairsFound)."]
    }

    /// What can be done once every pair is found.
    var nextStep: String {
        canGoBack ? "Type new to play again, b to go back to the deck, or q to quit." : "Type new to play again, or q to quit."
    }

    /// "All pairs found in 42 seconds, score 8. New best score!"
    static func resultSentence(_ result: MatchResult, change: MatchRecordChange?) -> String {
        let said = "All pairs found in \(SpokenPhrases.seconds(wholeSeconds(result.time))), score \(score(result.score))."
        return MatchPanels.newBest(change).map { said + " " + $0 } ?? said
    }

    // MARK: - Turning cards

    private mutating func turn(_ number: Int, now: Moment) -> Reply {
        let place = number - 1
        switch game.choose(place, at: now) {
        case .turnedUp(let turnedDown):
            let note = turnedDown.isEmpty ? [] : ["\(Self.numbers(turnedDown)) turned face down."]
            return .stay(note + [cardSentence(place)])
        case .matched:
            let said = "\(cardSentence(place)) A match! Score \(Self.score(game.score)). \(game.matchedPairs) of \(SpokenPhrases.count(game.pairCount, "pair"))."
            guard let result = game.result else { return .stay([said]) }
            return .finished([said], result)
        case .mismatched(let penalty):
            let cost = switch penalty {
            case 0: ""
            case 1: ", minus 1 for a card seen before"
            default: ", minus \(penalty) for cards seen before"
            }
            return .stay(["\(cardSentence(place)) No match\(cost). Score \(Self.score(game.score))."])
        case .ignored(.noSuchCard):
            return .stay(["There is no card \(number). Type a number from 1 to \(game.cards.count)."])
        case .ignored(.matched):
            return .stay(["Card \(number) is already matched: \(cardText(place))"])
        case .ignored(.faceUp):
            return .stay(["Card \(number) is already face up: \(cardText(place))"])
        case .ignored(.finished), .ignored(.paused):
            return .stay(["All pairs are found. " + nextStep])
        }
    }

    // MARK: - Sentences

    /// "Card 3: Paris."
    private func cardSentence(_ place: Int) -> String {
        "Card \(place + 1): \(cardText(place))"
    }

    private func cardText(_ place: Int) -> String {
        SpokenPhrases.sentence(SpokenPhrases.text(game.cards[place].text))
    }

    /// "Matched: 3, 7. Face up: 5 (Tokyo). Face down: 1, 2, 4, 6."
    private func tableSentence() -> String {
        let cards = game.cards
        let matched = cards.indices.filter { cards[$0].isMatched }
        let up = game.faceUpUnmatched
        let down = cards.indices.filter { !cards[$0].isFaceUp }
        var parts: [String] = []
        if !matched.isEmpty { parts.append("Matched: \(Self.list(matched)).") }
        if !up.isEmpty {
            parts.append("Face up: " + up.map { "\($0 + 1) (\(SpokenPhrases.text(cards[$0].text)))" }.joined(separator: ", ") + ".")
        }
        if !down.isEmpty { parts.append("Face down: \(Self.list(down)).") }
        return parts.joined(separator: " ")
    }

    private func scoreSentence(now: Moment) -> String {
        if let result = game.result { return Self.resultSentence(result, change: nil) }
        let time = game.isStarted
            ? "\(SpokenPhrases.seconds(Self.wholeSeconds(game.elapsed(at: now)))) so far."
            : "The clock starts at your first turn."
        return "Score \(Self.score(game.score)), \(pairsFound). \(time)"
    }

    /// "1 of 6 pairs found"
    private var pairsFound: String {
        "\(game.matchedPairs) of \(SpokenPhrases.count(game.pairCount, "pair")) found"
    }

    /// A score as said: "minus 2" rather than "-2", which some readers skip.
    static func score(_ score: Int) -> String {
        score < 0 ? "minus \(-score)" : "\(score)"
    }

    static func wholeSeconds(_ duration: Duration) -> Int {
        Int(max(.zero, duration).components.seconds)
    }

    /// Places as card numbers: "1, 2, 4".
    private static func list(_ places: [Int]) -> String {
        places.map { String($0 + 1) }.joined(separator: ", ")
    }

    /// "Card 2" or "Cards 2 and 5".
    private static func numbers(_ places: [Int]) -> String {
        let numbers = places.map { String($0 + 1) }
        guard numbers.count > 1 else { return "Card \(numbers.joined())" }
        return "Cards " + numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
    }
}
