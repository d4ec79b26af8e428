import Foundation
import FlashzillaCore
import FlashzillaImport
import Synchronization

/// Every card of a collection as Anki would show it: each card row (a note and a template
/// ordinal, or a cloze number) rendered from its note type's template, turned into text,
/// and put in its deck under its note's GUID and ordinal, so that importing the package
/// again finds the same cards.
struct PackageCards: Sendable {
    let collection: AnkiCollection
    let file: String

    /// Each note type's templates, parsed and their fields resolved to slots of `FieldValues`.
    typealias Templates = [Int64: [(front: ResolvedTemplate, back: ResolvedTemplate)]]

    /// Parsed templates by note type id: each template is parsed once, not once a card.
    private let templates: Templates
    /// What each note type's style sheet (and its templates' `<style>`) hides, by its id.
    private let hidden: [Int64: HiddenSelectors]
    /// The note types that are a card kind's stock one, by id (`StockKindNote`).
    private let stockKinds: [Int64: StockKindNote.Kind]

    /// Anki's special fields, in the slots after a note type's own fields (and over fields of
    /// the same name).
    static let specialFields = ["Tags", "Type", "Deck", "Subdeck", "Card"]

    /// The answer of a card whose back shows nothing: Anki studies such a card (a real
    /// package had 25 of them, with 110 answers), and a Flashzilla card has some answer.
    static let emptyBack = "(empty back)"

    /// `templates`: the collection's, from `templates(of:)` (which the import calls before it
    /// starts on the history, so that a package refused for them has nothing written).
    init(_ collection: AnkiCollection, templates: Templates, file: String) {
        self.collection = collection
        self.templates = templates
        self.file = file
        hidden = collection.notetypes.mapValues { HiddenSelectors(css: $0.css, html: $0.templates.flatMap { [$0.front, $0.back] }) }
        stockKinds = collection.notetypes.compactMapValues(StockKindNote.kind(of:))
    }

    init(_ collection: AnkiCollection, file: String) throws(PackageProblem) {
        self.init(collection, templates: try Self.templates(of: collection), file: file)
    }

    /// Every note type's templates parsed, or why the package is refused: a template whose
    /// sections nest too deep (the first such, in note type id order).
    static func templates(of collection: AnkiCollection) throws(PackageProblem) -> Templates {
        var templates: Templates = [:]
        for (id, notetype) in collection.notetypes.sorted(by: { $0.key < $1.key }) {
            let names = notetype.fieldNames + specialFields
            var parsed: [(front: ResolvedTemplate, back: ResolvedTemplate)] = []
            for template in notetype.templates {
                let front = try parse(template.front, side: "front", of: template, in: notetype)
                let back = try parse(template.back, side: "back", of: template, in: notetype).answerPart
                parsed.append((ResolvedTemplate(front, names: names), ResolvedTemplate(back, names: names)))
            }
            templates[id] = parsed
        }
        return templates
    }

    private static func parse(_ source: String, side: String, of template: CollectionTemplate,
                              in notetype: CollectionNotetype) throws(PackageProblem) -> CardTemplate {
        do {
            return try CardTemplate(source)
        } catch {
            throw PackageProblem("its note type “\(MediaName.printable(notetype.name))” has a card template “\(MediaName.printable(template.name))” "
                + "whose \(side) nests {{#…}} sections more than \(CardTemplate.nestingLimit) deep; refused")
        }
    }

    /// The package's cards, and those of them that have answers. A large
    /// collection is rendered in chunks on all cores (the chunks joined in note order).
    /// `chunks`: how many (tests choose; by default one a core for 4,000 notes or more).
    func parsed(chunks: Int? = nil) -> (ParsedFile, answered: [AnsweredCard]) {
        var (parts, answered) = rendered(chunks: chunks)
        return (ParsedFile.joined(&parts, file: file), answered)
    }

    /// `parsed`, its chunks not yet joined (`ParsedFile.joined`): a reader can let go of the
    /// collection first.
    func rendered(chunks: Int? = nil) -> (parts: [ParsedFile], answered: [AnsweredCard]) {
        let notes = collection.notes.count
        // Several chunks a core: a core that ends its chunks early takes another (chunks
        // of notes take unequal time).
        let chunks = max(1, min(chunks ?? (notes < 4_000 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount * 4, 32)), max(notes, 1)))
        guard chunks > 1 else {
            let (part, answered) = cards(ofNotes: 0..<notes)
            return ([part], answered)
        }
        // Each chunk's result, stored from its own thread into its own slot.
        let results = Mutex<[(ParsedFile, answered: [AnsweredCard])?]>(Array(repeating: nil, count: chunks))
        let size = (notes + chunks - 1) / chunks
        DispatchQueue.concurrentPerform(iterations: chunks) { k in
            let result = cards(ofNotes: min(k * size, notes)..<min((k + 1) * size, notes))
            results.withLock { $0[k] = result }
        }
        // Taken out of the lock, so that each part goes once it is joined.
        var done = results.withLock { results in
            defer { results = [] }
            return results.map { $0! }
        }
        // Joined as each part's list is let go: the import's peak is here, with the
        // collection and every rendered card alive.
        var answered: [AnsweredCard] = []
        answered.reserveCapacity(done.reduce(0) { $0 + $1.answered.count })
        for k in done.indices {
            answered += done[k].answered
            done[k].answered = []
        }
        let parts = done.map(\.0)
        done = []
        return (parts, answered)
    }

    /// The cards of the notes at `range` (positions in `collection.notes`).
    private func cards(ofNotes range: Range<Int>) -> (ParsedFile, answered: [AnsweredCard]) {
        var parsed = ParsedFile(file: file)
        var answered: [AnsweredCard] = []
        // `Dog::Animals` → `Animals`, once a deck rather than once a card.
        let subdecks = collection.deckNames.mapValues { $0.components(separatedBy: "::").last ?? $0 }
        for index in range {
            let note = collection.notes[index]
            let number = index + 1
            guard let notetype = collection.notetypes[note.notetypeID], let templates = templates[note.notetypeID] else {
                parsed.skip(line: number, unit: .note, reason: "unknown note type")
                continue
            }
            var values = FieldValues(note: note.fields, count: notetype.fieldNames.count,
                                     special: [note.tags.joined(separator: " "), notetype.name, "", "", ""])
            // A note's cards often show the same HTML (a reversed card's sides swapped, the
            // whole text on every cloze's answer): each piece is turned into text once.
            var converted: [(html: String, text: String)] = []
            let hiding = hidden[note.notetypeID] ?? .none
            func plainText(_ html: String) -> String {
                if let done = converted.first(where: { $0.html == html }) { return done.text }
                let text = HTMLText.plainText(html, hiding: hiding)
                converted.append((html, text))
                return text
            }
            if let kind = stockKinds[note.notetypeID],
               let made = StockKindNote.cards(of: note, kind: kind, plainText: plainText, createdAt: Date(timeIntervalSince1970: 0)) {
                addEntry(made, of: note, number: number, to: &parsed, answered: &answered)
                continue
            }
            let clozes = ClozeCache()
            // Anki makes (and shows) a cloze card for a number that any field of the note has.
            var clozeNumbers: [Int] = [], isOcclusion = false
            if notetype.isCloze {
                for field in note.fields where Cloze.find("{{c", in: field[...]) != nil {
                    for case .deletion(let number, let text, _) in clozes[field].pieces {
                        if !clozeNumbers.contains(number) { clozeNumbers.append(number) }
                        if text.hasPrefix(ImageOcclusion.prefix) { isOcclusion = true }
                    }
                }
            }
            // The decks its cards went to keep the note (usually one).
            var decksOfNote: [String] = []
            defer {
                for deck in decksOfNote {
                    parsed.keep(Note(guid: note.guid, noteType: String(note.notetypeID), fields: note.fields),
                                of: Self.noteType(notetype, id: note.notetypeID), deck: deck)
                }
            }
            for card in collection.cards[note.cards] {
                // A cloze note type has one template for every cloze number.
                let at = notetype.isCloze ? 0 : card.ordinal
                guard at < templates.count else {
                    parsed.skip(line: number, unit: .note, reason: "no template for a card")
                    continue
                }
                // Anki shows no card for a cloze number none of the note's fields has.
                if notetype.isCloze, !clozeNumbers.contains(card.ordinal + 1) {
                    parsed.skip(line: number, unit: .note, reason: "no cloze \(card.ordinal + 1)")
                    continue
                }
                let deck = collection.deckNames[card.deckID] ?? "Default"
                values.special[2] = deck
                values.special[3] = subdecks[card.deckID] ?? deck
                values.special[4] = notetype.templates[at].name
                var renderer = TemplateRenderer(values: values, clozeNumber: card.ordinal + 1, side: .question, clozes: clozes)
                let front = renderer.render(templates[at].front)
                renderer.side = .answer(frontSide: front)
                let back = renderer.render(templates[at].back)
                let key = CardKey.ankiNote(guid: note.guid, ordinal: UInt32(card.ordinal))
                var prompt = plainText(front), answer = plainText(back)
                // An occlusion's shapes are hidden on the card (their script draws them): the
                // words say which area is asked.
                if isOcclusion, let asked = ImageOcclusion.asked(number: card.ordinal + 1, in: note.fields.map { clozes[$0].pieces }) {
                    prompt += "\n" + asked
                    answer += "\n" + asked
                }
                let added = parsed.add(prompt: prompt, answer: answer.allSatisfy(\.isWhitespace) ? Self.emptyBack : answer, tags: note.tags,
                                       line: number, unit: .note, key: key, deck: deck)
                if added, !decksOfNote.contains(deck) { decksOfNote.append(deck) }
                if !card.reviews.isEmpty { answered.append(AnsweredCard(key: key, reviews: card.reviews, row: card.row)) }
            }
        }
        return (parsed, answered)
    }

    /// The cards of a note that is an entry made here (`StockKindNote`): each of the note's
    /// cards is the entry's card of its ord, with the entry's own text.
    private func addEntry(_ made: [Card], of note: CollectionNote, number: Int,
                          to parsed: inout ParsedFile, answered: inout [AnsweredCard]) {
        for card in collection.cards[note.cards] {
            guard let entryCard = made.first(where: { $0.entry?.ord == card.ordinal }) else {
                parsed.skip(line: number, unit: .note, reason: "no card \(card.ordinal + 1) in its entry")
                continue
            }
            let deck = collection.deckNames[card.deckID] ?? "Default"
            let key = CardKey.ankiNote(guid: note.guid, ordinal: UInt32(card.ordinal))
            parsed.add(prompt: entryCard.prompt, answer: entryCard.answer, tags: note.tags, line: number, unit: .note, key: key,
                       deck: deck, entry: entryCard.entry)
            if !card.reviews.isEmpty { answered.append(AnsweredCard(key: key, reviews: card.reviews, row: card.row)) }
        }
    }

    /// The note type as the deck file keeps it.
    static func noteType(_ notetype: CollectionNotetype, id: Int64) -> NoteType {
        NoteType(id: String(id), name: notetype.name, kind: notetype.isCloze ? .cloze : .standard, fields: notetype.fieldNames,
                 templates: notetype.templates.map { NoteType.Template(name: $0.name, front: $0.front, back: $0.back) }, css: notetype.css)
    }
}
