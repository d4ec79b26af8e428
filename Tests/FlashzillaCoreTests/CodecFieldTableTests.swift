import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// The field tables (`DeckFieldTable`, `CardFieldTable`) against the model, every reader
/// and writer, and the hand-tuned card paths (`PendingCard`, `CardBytesWriter`).
@Suite("Codec field tables")
struct CodecFieldTableTests {
    // MARK: Every path

    @Test("a deck with every field set is written as expected and read back whole by every reader")
    func everyReaderAndWriter() throws {
        let deck = FullDeck.deck, expected = DecodedDeck(deck: deck)
        let bytes = [UInt8](FlashzillaDeckCodec().encode(deck))
        #expect(String(decoding: bytes, as: UTF8.self) == FullDeck.file)
        // The writers: the tree (which writes the card with unknown fields), the encoder in pieces.
        #expect(JSONWriter.bytes(DeckFormat.document(for: deck)) == bytes)
        var pieces: [UInt8] = []
        DeckEncoder.encode(deck, chunkSize: 64) { pieces.append(contentsOf: $0) }
        #expect(pieces == bytes)
        // The readers: streaming the bytes, a small window at a time, the parsed tree, Foundation's parser.
        #expect(try FlashzillaDeckCodec().decode(Data(bytes), now: Fixtures.now) == expected)
        #expect(try FlashzillaDeckCodec().decode(window: FileWindow(copying: bytes, capacity: 64, pieceSize: 7), now: Fixtures.now).decoded == expected)
        #expect(try DeckFormat.deck(from: JSONReader.parse(bytes), fileName: Fixtures.fileName, now: Fixtures.now) == expected)
        #expect(try FoundationDeckCodec().decode(Data(bytes), now: Fixtures.now) == expected)
        #expect(try FlashzillaDeckCodec().decode(FoundationDeckCodec().encode(deck), now: Fixtures.now) == expected)
    }

    @Test("a deck with every field set survives the store: created, loaded, saved, loaded, summarised", arguments: [false, true])
    func store(foundation: Bool) throws {
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home, codec: foundation ? FoundationDeckCodec() : FlashzillaDeckCodec())
            let created = try store.create(FullDeck.deck)
            var loaded = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            #expect(loaded.deck == FullDeck.deck && !loaded.filledInValues && loaded.warnings.isEmpty)
            try store.save(&loaded)
            if !foundation { #expect(try String(contentsOf: created.fileURL, encoding: .utf8) == FullDeck.file) }
            #expect(try store.load(fileURL: created.fileURL, now: Fixtures.now).deck == FullDeck.deck)
            #expect(try DeckStore(homeDirectory: home).load(fileURL: created.fileURL, now: Fixtures.now).deck == FullDeck.deck)
            let summary = try #require(store.summaries(now: Fixtures.now.addingTimeInterval(3600)).first)
            #expect(summary == DeckSummary(deck: FullDeck.deck, cardCount: 2, fileURL: created.fileURL, isReadOnly: false))
        }
    }

    // MARK: The tables against the model

    @Test("every stored property of Deck and Card is set in FullDeck and read by an entry of its table")
    func everyModelFieldHasAnEntry() throws {
        let blankDeck = Self.leaves(of: FullDeck.blankDeck), fullDeck = Self.leaves(of: FullDeck.deck)
        let blankCard = Self.leaves(of: FullDeck.blankCard)
        for (label, value) in fullDeck { #expect(blankDeck[label] != value, "FullDeck.deck leaves Deck.\(label) at its default") }
        for card in [FullDeck.fastCard, FullDeck.treeCard] {
            // The fast card has neither unknown fields nor a note: the tree writes those.
            // Neither is an entry of a kind: the kind cards below are.
            for (label, value) in Self.leaves(of: card) where label != "entry" && (!["unknownFields", "note"].contains(label) || card.id == FullDeck.treeCard.id) {
                #expect(blankCard[label] != value, "FullDeck leaves Card.\(label) at its default")
            }
        }
        // Each entry, given what it writes for the full deck, changes some property of a blank one.
        var readByDeckTable: Set<String> = ["cards", "unknownFields"]  // read apart from the table
        for entry in DeckFieldTable.entries {
            var file = DeckFile(deck: FullDeck.blankDeck)
            let written: JSONValue = try #require(entry.write(DeckFile(deck: FullDeck.deck)))
            _ = try entry.apply(written, to: &file, objectPath: "")
            readByDeckTable.formUnion(Self.leaves(of: file.deck).filter { blankDeck[$0.key] != $0.value }.keys)
        }
        #expect(Set(fullDeck.keys).subtracting(readByDeckTable).isEmpty, "no DeckFieldTable entry for these Deck properties")
        var readByCardTable: Set<String> = ["unknownFields"]
        for entry in CardFieldTable.entries {
            var card = FullDeck.blankCard
            let source = CardFieldTable.noteKeys.contains(entry.key) ? FullDeck.treeCard
                : entry.key == "cloze" ? FullDeck.clozeEntry : CardFieldTable.kindKeys.contains(entry.key) ? FullDeck.reversedTypedEntry : FullDeck.fastCard
            let written: JSONValue = try #require(entry.write(source))
            _ = try entry.apply(written, to: &card, objectPath: "")
            readByCardTable.formUnion(Self.leaves(of: card).filter { blankCard[$0.key] != $0.value }.keys)
        }
        #expect(Set(blankCard.keys).subtracting(readByCardTable).isEmpty, "no CardFieldTable entry for these Card properties")
    }

    /// A value's stored properties by name (`settings.pairs`: the deck's settings and match
    /// record flattened), as comparable values; a card's text as its prompt and answer.
    static func leaves(of value: Any, prefix: String = "") -> [String: AnyHashable] {
        var leaves: [String: AnyHashable] = [:]
        for child in Mirror(reflecting: value).children {
            let label = prefix + (child.label ?? "?")
            switch child.value {
            case let nested as DeckSettings: leaves.merge(Self.leaves(of: nested, prefix: label + ".")) { a, _ in a }
            case let nested as MatchRecord: leaves.merge(Self.leaves(of: nested, prefix: label + ".")) { a, _ in a }
            case let nested as DeckReviewOptions: leaves.merge(Self.leaves(of: nested, prefix: label + ".")) { a, _ in a }
            case let hashable as any Hashable: leaves[label] = AnyHashable(hashable)
            default:
                guard let card = value as? Card, label == "text" else {
                    Issue.record("\(label): not a comparable value")
                    continue
                }
                leaves[label] = AnyHashable([card.prompt, card.answer])
            }
        }
        return leaves
    }

    // MARK: The hand-tuned card paths against the card table

    @Test("the hand-tuned reader and writer know the same card fields, all of them in the table")
    func handTunedKeys() throws {
        let known = Set(PendingCard.Key.allCases.map(\.name))
        #expect(known.isSubset(of: CardFieldTable.keys))
        // The writer also writes a card's note, which the reader leaves to the table.
        #expect(Set(CardBytesWriter.keys) == known.union(CardFieldTable.noteKeys))
        #expect(Set(CardFieldTable.generic.map(\.key)) == CardFieldTable.keys.subtracting(known))
        // For a card with every field set, the fast writer writes exactly its keys, as the tree does.
        var fast = CardBytesWriter(), tree = JSONByteWriter(), written: [UInt8] = []
        #expect(fast.canWrite(FullDeck.fastCard) && !fast.canWrite(FullDeck.treeCard))
        fast.append(FullDeck.fastCard, to: &written)
        tree.value(DeckFormat.document(for: FullDeck.fastCard), indent: 2)
        #expect(written == tree.bytes)
        #expect(try JSONReader.parse(written).objectValue.map { Set($0.keys) } == Set(CardBytesWriter.keys).subtracting(CardFieldTable.noteKeys))
        // A card of a note (escapes in its GUID), through both writers.
        var noted = FullDeck.fastCard
        noted.note = NoteLink(guid: "g\"\\\u{1}ü", ord: 12)
        var fromFast: [UInt8] = [], fromTree = JSONByteWriter()
        let canWriteNoted = fast.canWrite(noted)
        #expect(canWriteNoted)
        fast.append(noted, to: &fromFast)
        fromTree.value(DeckFormat.document(for: noted), indent: 2)
        #expect(fromFast == fromTree.bytes)
        #expect(try JSONReader.parse(fromFast).objectValue.map { Set($0.keys) } == Set(CardBytesWriter.keys))
    }

    /// Values for each card field: valid and not, of every JSON type.
    static let cardValues: [(key: String, values: [JSONValue])] = {
        let other: [JSONValue] = [.null, .bool(true), .number("1"), .number("-0.5e3"), .array([]), .object([:]), .string("")]
        let strings = ["x", "bad", "noun", "Noun", "ADJ", "n", "phr", "interj", "nounish", " noun", "2026-11-22T03:50:07Z",
                       "2026-11-22T05:50:07+02:00", "2026-11-22T03:50:07.5Z", "2026-11-22T03:50:07z", "2026-02-30T00:00:00Z", "2026-11-22",
                       "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B", "c8e1a0b2-3c4d-4e5f-8a9b-0c1d2e3f4a5b", "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5",
                       "{C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B}", "é", "北京"].map(JSONValue.string)
        let arrays: [JSONValue] = [.array([.string("a")]), .array([.string("a"), .string("")]), .array([.string("a"), .number("1")]),
                                   .array([.null]), .array([.string("a"), .array([])]), .array([.object([:]), .string("b")])]
        // (A card's note must be among the deck's notes, which the table cannot know:
        // NoteFormatTests reads those.)
        // (Nor can it say that a cloze entry has no prompt or answer of its own: CardKindFormatTests reads those.)
        return CardFieldTable.entries.filter { !CardFieldTable.noteKeys.contains($0.key) && $0.key != "cloze" }.map { ($0.key, other + strings + arrays) }
    }()

    @Test("the hand-tuned reader takes, rejects and explains each card field's values as the table does", arguments: cardValues)
    func handTunedReader(key: String, values: [JSONValue]) throws {
        let base: [String: JSONValue] = ["id": .string("00000000-0000-4000-8000-000000000009"), "prompt": .string("p"), "answer": .string("a"),
                                         "createdAt": .string("2026-01-01T00:00:00Z"), "updatedAt": .string("2026-01-01T00:00:00Z")]
        for value in values {
            var members = base
            members[key] = value
            let deck = JSONValue.object(["name": .string("N"), "cards": .array([.object(members)])])
            let read = Result { () throws(DeckFileError) in try FlashzillaDeckCodec().decode(JSONWriter.data(deck), now: Fixtures.now).deck.cards[0] }
            let byTable = Result { () throws(DeckFileError) in
                var card = FullDeck.blankCard
                for entry in CardFieldTable.entries { _ = try entry.apply(members[entry.key], to: &card, objectPath: "cards[0]") }
                // Then the card's own rule: its text is trimmed, and must not be empty.
                do throws(CardError) {
                    card.prompt = try Card.validated(card.prompt, field: .prompt)
                    card.answer = try Card.validated(card.answer, field: .answer)
                } catch {
                    guard case .empty(let field) = error else { throw .invalid("", "\(error)") }
                    throw .invalid("cards[0].\(field.rawValue)", "must not be empty")
                }
                return card
            }
            switch (read, byTable) {
            case (.failure(let a), .failure(let b)): #expect(a == b, "\(key): \(value)")
            case (.success(let card), .success(let expected)):
                // What the reader fills in (an id, a date for null) is not the table's to say.
                if value != .null { #expect(card == expected, "\(key): \(value)") }
            case (.failure(let error), .success): Issue.record("\(key): \(value): \(error), but the table reads it")
            case (.success, .failure(let error)): Issue.record("\(key): \(value): read, but the table says \(error)")
            }
        }
    }
}
