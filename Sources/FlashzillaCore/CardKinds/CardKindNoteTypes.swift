/// The Anki stock note type each card kind goes back to Anki as, and the fields of the note
/// an entry makes (plain text: the exporter escapes it as an Anki field). Kept apart from
/// the package writer, which chooses when to use them: a reversed entry is "Basic (and
/// reversed card)", a cloze entry "Cloze", a typed answer "Basic (type in the answer)"
/// (a reversed typed entry has no stock type: it goes as reversed).
public enum CardKindNoteTypes {
    /// Anki's stock style sheet.
    static let css = ".card {\n    font-family: arial;\n    font-size: 20px;\n    line-height: 1.5;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n"
    static let clozeCSS = css + ".cloze {\n    font-weight: bold;\n    color: blue;\n}\n.nightMode .cloze {\n    color: lightblue;\n}\n"

    /// Ids in Anki's range of millisecond stamps, fixed so that every export names the same
    /// note type and an import into Anki matches it again.
    public static let reversed = NoteType(
        id: "1700000034001", name: "Basic (and reversed card)", fields: ["Front", "Back"],
        templates: [NoteType.Template(name: "Card 1", front: "{{Front}}", back: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"),
                    NoteType.Template(name: "Card 2", front: "{{Back}}", back: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}")],
        css: css)
    public static let cloze = NoteType(
        id: "1700000034002", name: "Cloze", kind: .cloze, fields: ["Text", "Back Extra"],
        templates: [NoteType.Template(name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>\n{{Back Extra}}")],
        css: clozeCSS)
    public static let typed = NoteType(
        id: "1700000034003", name: "Basic (type in the answer)", fields: ["Front", "Back"],
        templates: [NoteType.Template(name: "Card 1", front: "{{Front}}\n\n{{type:Back}}", back: "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}")],
        css: css)

    /// The note type and field texts of the entry `card` is a card of, and which of the
    /// note's cards (its ord) `card` is; nil for a plain card (the exporter's own Basic).
    public static func note(for card: Card) -> (noteType: NoteType, fields: [String], ord: Int)? {
        guard let entry = card.entry else { return nil }
        switch entry.shape {
        case .reversed:
            // The first card holds the entry's prompt and answer; the second has them swapped.
            let (front, back) = entry.ord == 0 ? (card.prompt, card.answer) : (card.answer, card.prompt)
            return (reversed, [front, back], entry.ord)
        case .cloze(let text):
            return (cloze, [text.source, ""], entry.ord)
        case .basic:
            return entry.typed ? (typed, [card.prompt, card.answer], 0) : nil
        }
    }
}
