import Foundation

/// An entry the learner makes (`flashzilla add`, the card editor): a prompt and answer, or a
/// cloze text, of one kind; `cards` are the cards it makes, as the deck file would make them.
public struct NewEntry: Hashable, Sendable {
    public var prompt: String?
    public var answer: String?
    public var cloze: String?
    public var reversed: Bool
    public var typed: Bool

    public init(prompt: String?, answer: String?, cloze: String? = nil, reversed: Bool = false, typed: Bool = false) {
        self.prompt = prompt
        self.answer = answer
        self.cloze = cloze
        self.reversed = reversed
        self.typed = typed
    }

    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case card(CardError)
        case kind(CardKindError)

        public var description: String {
            switch self {
            case .card(let error): error.description
            case .kind(.cloze(let problem)): "The cloze text \(problem)."
            case .kind(let error): "The cloze text: \(error.description)."
            }
        }
    }

    /// The cards this entry makes, with a new random id for the entry.
    public func cards(id: UUID = UUID(), wordType: WordType? = nil, tags: [String] = [], createdAt: Date) throws(Problem) -> [Card] {
        var entry: Card
        do throws(CardKindError) {
            if let cloze {
                entry = try CardEntries.clozeEntry(cloze, id: id, tags: tags, typed: typed, createdAt: createdAt)
                entry.wordType = wordType
                return try CardEntries.cards(of: entry)
            }
        } catch {
            throw .kind(error)
        }
        do {
            entry = try Card(id: id, prompt: prompt ?? "", answer: answer ?? "", wordType: wordType, tags: tags, createdAt: createdAt)
        } catch {
            throw .card(error)
        }
        if reversed || typed {
            entry.entry = CardEntry(id: id, shape: reversed ? .reversed : .basic, typed: typed)
        }
        do throws(CardKindError) {
            return try CardEntries.cards(of: entry)
        } catch {
            throw .kind(error)
        }
    }
}
