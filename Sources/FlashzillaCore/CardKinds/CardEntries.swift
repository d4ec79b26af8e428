import Foundation

/// Why an entry makes no cards, said for the learner (the deck reader prefixes the place).
public enum CardKindError: Error, Equatable, Sendable, CustomStringConvertible {
    case cloze(ClozeProblem)
    /// Card `number`'s question or answer would be empty (`{{c1::}}` alone).
    case emptyClozeSide(number: Int)

    public var description: String {
        switch self {
        case .cloze(let problem): problem.description
        case .emptyClozeSide(let number): "card c\(number) would show nothing (its deletion and the text around it are empty)"
        }
    }
}

/// Entries and the cards they make: the deck file holds one entry for a reversed pair or a
/// cloze text; in memory each card is its own `Card` (own id, own schedule), linked to its
/// entry by `Card.entry`.
public enum CardEntries {
    /// A cloze entry as the reader holds it before expanding: the text stands in for prompt and answer.
    public static func clozeEntry(_ text: String, id: UUID = UUID(), tags: [String] = [], typed: Bool = false,
                                  createdAt: Date) throws(CardKindError) -> Card {
        let cloze = ClozeText(text)
        if let problem = cloze.problem { throw .cloze(problem) }
        var card: Card
        do { card = try Card(id: id, prompt: text, answer: text, tags: tags, createdAt: createdAt) } catch { throw .cloze(.noDeletion) }
        card.entry = CardEntry(id: id, shape: .cloze(cloze), typed: typed)
        return card
    }

    /// The cards `entry` makes, in order: itself (basic), itself and its reverse, or one per
    /// cloze number. Every card but a reversed entry's first gets an id derived from the
    /// entry's id and its ord, so the same entry makes the same cards on every load.
    public static func cards(of entry: Card) throws(CardKindError) -> [Card] {
        guard let link = entry.entry else { return [entry] }
        switch link.shape {
        case .basic:
            var card = entry
            card.entry = CardEntry(id: entry.id, shape: .basic, typed: link.typed)
            return [card]
        case .reversed:
            var forward = entry
            forward.entry = CardEntry(id: entry.id, shape: .reversed, ord: 0, typed: link.typed)
            var backward = Card(id: derivedID(entry: entry.id, kind: "reversed", ord: 1), validatedPrompt: entry.answer,
                                validatedAnswer: entry.prompt, wordType: nil, tags: entry.tags, createdAt: entry.createdAt,
                                updatedAt: entry.updatedAt, unknownFields: [:])
            backward.entry = CardEntry(id: entry.id, shape: .reversed, ord: 1, typed: link.typed)
            return [forward, backward]
        case .cloze(let text):
            if let problem = text.problem { throw .cloze(problem) }
            var cards: [Card] = []
            for number in text.cardNumbers {
                let question = text.question(for: number).map(\.text).joined()
                let answer = text.answer(for: number).map(\.text).joined()
                var card: Card
                do {
                    card = try Card(id: derivedID(entry: entry.id, kind: "cloze", ord: number - 1), prompt: question, answer: answer,
                                    wordType: entry.wordType, tags: entry.tags, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
                                    unknownFields: cards.isEmpty ? entry.unknownFields : [:])
                } catch {
                    throw .emptyClozeSide(number: number)
                }
                card.entry = CardEntry(id: entry.id, shape: .cloze(text), ord: number - 1, typed: link.typed)
                cards.append(card)
            }
            return cards
        }
    }

    /// How many cards an entry makes (1 for a plain card), for counting a deck without expanding it.
    static func cardCount(of card: Card) -> Int {
        guard let link = card.entry else { return 1 }
        switch link.shape {
        case .basic: return 1
        case .reversed: return 2
        case .cloze(let text): return max(1, text.cardNumbers.count)
        }
    }

    static func derivedID(entry: UUID, kind: String, ord: Int) -> UUID {
        DerivedID.card(deck: entry, prompt: kind, answer: "", occurrence: UInt32(ord))
    }

    /// The cards of a deck file's entries, in order. A card the file holds on its own with
    /// the id an entry would give one of its cards stands for that card (it was edited on its
    /// own, see `collapse`). `index` errors name the entry's place.
    static func expand(_ entries: [Card]) throws(DeckFileError) -> [Card] {
        let explicit = Set(entries.map(\.id))
        var cards: [Card] = []
        cards.reserveCapacity(entries.count + entries.count / 4)
        for (index, entry) in entries.enumerated() {
            guard entry.entry != nil else {
                cards.append(entry)
                continue
            }
            do throws(CardKindError) {
                for (ord, card) in try Self.cards(of: entry).enumerated() where ord == 0 && card.id == entry.id || !explicit.contains(card.id) {
                    cards.append(card)
                }
            } catch {
                throw .invalid("cards[\(index)].cloze", error.description)
            }
        }
        return cards
    }

    /// The deck file's entries for `cards`: each entry once, where its first card is; a
    /// card of an entry that is what the entry makes is left out (it is made again on
    /// load), and one that is not (edited on its own) is written as a plain card with its
    /// id, so nothing is lost. A reversed pair's first card carries the entry; its second
    /// follows it unless it was edited after it.
    static func collapse(_ cards: [Card]) -> [Card] {
        guard cards.contains(where: { $0.entry != nil }) else { return cards }
        var firstOfEntry: [UUID: Card] = [:], forwards: [UUID: Card] = [:]
        for card in cards {
            guard let link = card.entry, link.shape != .basic else { continue }
            if link.shape == .reversed, link.ord == 0, card.id == link.id { forwards[link.id] = card }
            if firstOfEntry[link.id] == nil { firstOfEntry[link.id] = card }
        }
        var written = Set<UUID>()
        var out: [Card] = []
        out.reserveCapacity(cards.count)
        for card in cards {
            guard let link = card.entry else {
                out.append(card)
                continue
            }
            switch link.shape {
            case .basic:
                out.append(card)
            case .reversed where link.ord == 0:
                out.append(card)
                written.insert(link.id)
            case .reversed:
                if let forward = forwards[link.id], let made = try? Self.cards(of: forward),
                   made.count == 2, made[1] == card || card.updatedAt <= forward.updatedAt {
                    continue
                }
                out.append(plain(card))
            case .cloze(let text):
                let first = firstOfEntry[link.id] ?? card
                var entry = Card(id: link.id, validatedPrompt: text.source, validatedAnswer: text.source, wordType: first.wordType,
                                 tags: first.tags, createdAt: first.createdAt, updatedAt: first.updatedAt, unknownFields: first.unknownFields)
                entry.entry = CardEntry(id: link.id, shape: link.shape, typed: link.typed)
                if written.insert(link.id).inserted { out.append(entry) }
                let made = (try? Self.cards(of: entry)) ?? []
                if !made.contains(card) { out.append(plain(card)) }
            }
        }
        return out
    }

    /// The card on its own: no entry (a typed answer stays typed).
    private static func plain(_ card: Card) -> Card {
        var card = card
        card.entry = card.isTyped ? CardEntry(id: card.id, shape: .basic, typed: true) : nil
        return card
    }
}
