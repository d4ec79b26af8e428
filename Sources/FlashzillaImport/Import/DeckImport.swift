import FlashzillaCore
import Foundation

/// Imported cards applied to one deck: new cards appended, cards imported before (same
/// derived id) updated when their text or tags changed, the rest left alone.
public struct DeckImport: Sendable {
    /// The deck as it will be written (already merged).
    public var deck: Deck
    /// The deck on disk, or nil when the import creates it.
    public var existing: LoadedDeck?
    public var added = 0, updated = 0, unchanged = 0
    /// Cards a second row gave the same id (an Anki note listed twice): the first one counts.
    public var duplicates: [SkippedRow] = []
    /// The first prompts added, for `--dry-run`.
    public var firstPrompts: [String] = []

    /// Anki notes or note types added or changed (`DeckImport+Notes`).
    public var notesChanged = false

    public var isNew: Bool { existing == nil }
    public var hasChanges: Bool { added > 0 || updated > 0 || notesChanged }

    /// One file's cards for the deck, with the Anki notes they are cards of.
    public struct Batch: Sendable {
        public var file: String
        public var cards: [ImportedCard]
        public var noteTypes: [NoteType] = []
        public var notes: [Note] = []

        public init(file: String, cards: [ImportedCard], noteTypes: [NoteType] = [], notes: [Note] = []) {
            self.file = file
            self.cards = cards
            self.noteTypes = noteTypes
            self.notes = notes
        }
    }

    /// `batches`: each file's cards for this deck, in order; `now` dates new and changed cards;
    /// `newDeckID`: the id the deck gets if the import creates it.
    public init(into existing: LoadedDeck?, newDeckNamed name: String, newDeckID: UUID = UUID(),
                batches: [Batch], now: Date) {
        self.existing = existing
        self.deck = Deck(id: existing?.deck.id ?? newDeckID, name: name)  // set below; empty, so `deck` is not copied on write
        var deck = existing?.deck ?? self.deck
        let incoming = batches.reduce(0) { $0 + $1.cards.count }
        // One table for both questions a card asks: is its id in the deck (where), and did
        // this import already give it (an earlier row with the same prompt, or a duplicate).
        // (An open-addressing index of the deck's cards: a `[UUID: Int]` ran SipHash over
        // every id, 12 ms of a 100,000-row import.)
        var position = CardIDIndex(minimumCapacity: deck.cards.count + incoming)
        for i in deck.cards.indices { _ = position.insert(i, of: deck.cards) }
        var imported = [Bool](repeating: false, count: deck.cards.count)
        imported.reserveCapacity(deck.cards.count + incoming)
        deck.cards.reserveCapacity(deck.cards.count + incoming)
        var scratch: [UInt8] = []
        // Whether no batch brings two notes of one GUID (told by the set each builds anyway).
        var distinctGUIDs = true
        for batch in batches {
            let file = batch.file
            // Cards of notes the batch brings (a package's); an Anki text file's GUIDs name no note here.
            let guids = batch.notes.isEmpty ? [] : Set(batch.notes.map(\.guid))
            if guids.count != batch.notes.count { distinctGUIDs = false }
            for card in batch.cards {
                var occurrence: UInt32 = 0
                var id = ImportedCardID.id(deck: deck.id, card: card, occurrence: 0, scratch: &scratch)
                var at = position.index(of: id, in: deck.cards)
                if case .content = card.key {
                    // The nth row with this prompt is occurrence n: the first id this import has
                    // not given yet (ids of one prompt differ only by occurrence).
                    while let taken = at, imported[taken] {
                        occurrence += 1
                        id = ImportedCardID.id(deck: deck.id, card: card, occurrence: occurrence, scratch: &scratch)
                        at = position.index(of: id, in: deck.cards)
                    }
                }
                if let at {
                    guard !imported[at] else {
                        duplicates.append(SkippedRow(file: file, line: card.line, unit: card.unit, reason: "same note twice"))
                        continue
                    }
                    imported[at] = true
                    apply(card, link: Self.link(of: card, among: guids), to: &deck.cards[at], now: now)
                } else {
                    // (The readers skip empty sides, so the card is always valid.) Made
                    // straight into the deck, sharing the imported text: a card bound first
                    // was copied in, then let go.
                    do {
                        var made = try Card(id: id, importedText: card.text, tags: card.tags, createdAt: now)
                        made.note = Self.link(of: card, among: guids)
                        made.entry = card.entry
                        deck.cards.append(made)
                    } catch {
                        continue
                    }
                    _ = position.insert(deck.cards.count - 1, of: deck.cards)
                    imported.append(true)
                    added += 1
                    if firstPrompts.count < 3 { firstPrompts.append(card.prompt) }
                }
            }
        }
        if batches.contains(where: { !$0.notes.isEmpty || !$0.noteTypes.isEmpty }) { keepNotes(of: batches, in: &deck, distinctGUIDs: distinctGUIDs) }
        self.deck = deck
    }

    private mutating func apply(_ imported: ImportedCard, link: NoteLink?, to card: inout Card, now: Date) {
        let sameText = card.withTextUTF8 { prompt, answer in
            imported.withTextUTF8 { Self.equal(prompt, $0) && Self.equal(answer, $1) }
        }
        // A row without a note (a text file's) leaves the card's note as it is.
        let link = link ?? card.note
        // A card of an entry takes the entry as Anki has it (a cloze text edited there).
        let entry = imported.entry ?? card.entry
        if sameText, card.tags == imported.tags, card.note == link, card.entry == entry {
            unchanged += 1
            return
        }
        if !sameText { try? card.edit(prompt: imported.prompt, answer: imported.answer, at: now) }
        if card.entry != entry { card.entry = entry; card.updatedAt = now }
        if card.tags != imported.tags { card.tags = imported.tags; card.updatedAt = now }
        // A card imported before decks kept notes gets its note now.
        if card.note != link { card.note = link; card.updatedAt = now }
        updated += 1
    }

    /// Byte equality, without making a String of either text.
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
