import Testing
@testable import FlashzillaImport

/// A table's first row that names its columns is a header, not a card (issue 33); the
/// command line's `--header` / `--no-header` decide when the guess is wrong.
@Suite struct HeaderRowTests {
    static let card = ["-", "gato", "cat", ""]

    /// (file text, file name): each first row names the columns, in any case and separator.
    @Test(arguments: [
        ("front,back\ngato,cat\n", "t.csv"),
        ("Term,Definition\ngato,cat\n", "t.csv"),
        ("question,answer,tags\ngato,cat,\n", "t.csv"),
        ("prompt,answer\ngato,cat\n", "t.csv"),
        ("FRONT , Back\ngato,cat\n", "t.csv"),
        ("\"Front\",\"Back\"\r\ngato,cat\r\n", "t.csv"),
        ("Word;Meaning\ngato;cat\n", "t.csv"),
        ("term\tdefinition\ngato\tcat\n", "t.tsv"),
        ("Side 1,Side 2\ngato,cat\n", "t.csv"),
        ("Q,A\ngato,cat\n", "t.csv"),
        ("\u{FEFF}Front,Back\ngato,cat\n", "t.csv"),
    ])
    func aFirstRowNamingTheColumnsIsAHeader(text: String, name: String) throws {
        let file = try parsed(text, name: name)
        #expect(file.rows == [Self.card], "\(text)")
        #expect(file.skipped.map(\.line) == [1] && file.skipped.first?.reason == TableReader.headerReason)
    }

    /// Rows that are cards: one column name but not the other, names further down, one column.
    @Test(arguments: [
        ("front,gato\nperro,dog\n", 2),
        ("gato,back\nperro,dog\n", 2),
        ("gato,cat\nfront,back\n", 2),
        ("front\nback\n", 0),
        ("the front,the back\ngato,cat\n", 2),
        ("gato,front,back\nperro,dog,x\n", 2),
        ("tags,gato\nperro,dog\n", 2),
    ])
    func otherFirstRowsAreCards(text: String, cards: Int) throws {
        let file = try parsed(text)
        #expect(file.cardCount == cards, "\(text)")
        #expect(!file.skipped.contains { $0.reason == TableReader.headerReason }, "\(text)")
    }

    @Test func headerAndNoHeaderDecide() throws {
        // --header: a first row the guess takes for a card is left out.
        let forced = try TextImporter.parse(Array("Spanish,English\ngato,cat\n".utf8), displayName: "t.csv", header: .present)
        #expect(forced.rows == [Self.card] && forced.skipped.map(\.line) == [1])
        // --no-header: "front,back" is a card after all.
        let kept = try TextImporter.parse(Array("front,back\ngato,cat\n".utf8), displayName: "t.csv", header: .absent)
        #expect(kept.rows == [["-", "front", "back", ""], Self.card] && kept.skipped.isEmpty)
        // Only the first record is ever a header: later ones are cards whatever they say.
        let later = try TextImporter.parse(Array("Term,Definition\nfront,back\n".utf8), displayName: "t.csv", header: .present)
        #expect(later.rows == [["-", "front", "back", ""]])
    }

    /// A header names the columns in any order, and the cards follow it (issue 33: only
    /// `front,back` in that order was known, so `Definition,Term` became a card, backwards).
    @Test(arguments: [
        ("Definition,Term\ncat,gato\n", ["-", "gato", "cat", ""]),
        ("back,front\ncat,gato\n", ["-", "gato", "cat", ""]),
        ("tags,front,back\nanimals noun,gato,cat\n", ["-", "gato", "cat", "animals noun"]),
        ("Front,Tags,Back\ngato,animals,cat\n", ["-", "gato", "cat", "animals"]),
        ("answer;question;notes\ncat;gato;a pet\n", ["-", "gato", "cat", ""]),
        ("front,back,tags\ngato,cat,animals\n", ["-", "gato", "cat", "animals"]),
        ("front,back,notes\ngato,cat,a pet\n", ["-", "gato", "cat", ""]),
        ("front,back,\ngato,cat,animals\n", ["-", "gato", "cat", "animals"]),
    ])
    func theHeaderSaysWhereEachColumnIs(text: String, card: [String]) throws {
        let file = try parsed(text)
        #expect(file.rows == [card], "\(text)")
        #expect(file.skipped.map(\.line) == [1])
    }

    /// `--header` on a row of names in another order follows them too; `--no-header` keeps
    /// the usual order.
    @Test func theFlagsAndTheOrder() throws {
        let forced = try TextImporter.parse(Array("Definition,Term\ncat,gato\n".utf8), displayName: "t.csv", header: .present)
        #expect(forced.rows == [["-", "gato", "cat", ""]])
        let kept = try TextImporter.parse(Array("Definition,Term\ncat,gato\n".utf8), displayName: "t.csv", header: .absent)
        #expect(kept.rows == [["-", "Definition", "Term", ""], ["-", "cat", "gato", ""]])
    }

    /// Anki's plain text has its own headers (`#separator:tab`): a first note is never taken for one.
    @Test func ankiTextIsLeftAlone() throws {
        let file = try parsed("#separator:tab\n#html:false\nfront\tback\n", name: "notes.txt")
        #expect(file.rows == [["-", "front", "back", ""]])
    }
}
