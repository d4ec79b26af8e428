/// Where everything goes at one terminal size, computed on demand (never
/// stored), so a resize needs no bookkeeping and the mouse hit-tests
/// exactly what the view drew.
///
/// ```
///  Deck — cards                                   header
/// ╭─ Add new card ─────────────────────────╮      form box
/// │ › Prompt  ____________________________ │
/// │   Answer  ____________________________ │      1–5 rows
/// │   Type    ◂  N  noun ▸                 │
/// │   Tags    ____________________________ │
/// │   Kind    ◂ Basic ▸                    │
/// │   Cards   1  apple → a round fruit     │      preview, 0–4 rows
/// │           [Add]  [Generate ^G]         │
/// ╰────────────────────────────────────────╯
///  Cards                          12 cards        list header (or the filter)
///  ›  N   apple     a round fruit                 list
///  status line
///  footer keys
/// ```
struct CardEditLayout: Equatable, Sendable {
    static let minimumSize = Size(width: 40, height: 14)
    /// "› " marker column plus the widest label ("Prompt  ").
    static let labelWidth = 10
    static let markerWidth = 2

    let size: Size
    let header: Rect
    let form: Rect
    let kindRow: Rect
    let promptRow: Rect
    let answerRows: Rect
    let typeRow: Rect
    let tagsRow: Rect
    /// The cards the entry makes, one a row (none on a short terminal: the title counts them).
    let previewRows: Rect
    let actionsRow: Rect
    let kind: Rect
    let prompt: Rect
    let answer: Rect
    let wordType: Rect
    let tags: Rect
    let preview: Rect
    let listHeader: Rect
    /// Where the `/` query is typed, after "/ " in the list header; the
    /// right of the header keeps room for "n of m cards".
    let filterField: Rect
    let list: Rect
    let status: Rect
    let footer: Rect
    /// The buttons of the actions row, left to right.
    let buttons: [CardEditButton]

    var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    init(size: Size, editing: Bool) {
        self.size = size
        let all = Rect(size: size)
        let (header, belowHeader) = all.split(top: 1)
        let (middle, footer) = belowHeader.split(bottom: 1)
        let (body, status) = middle.split(bottom: 1)
        // The answer grows with the terminal: 3 rows at 24, up to 5.
        let answerHeight = min(5, max(1, (size.height - 18) / 2))
        // The preview: 2 rows at 24, up to 4 on a tall terminal, none below 20.
        let previewHeight = min(4, max(0, (size.height - 16) / 4))
        let (form, belowForm) = body.split(top: answerHeight + previewHeight + 7)
        let (listHeader, list) = belowForm.split(top: 1)
        self.header = header
        self.form = form
        self.listHeader = listHeader.inset(left: 1, right: 1)
        filterField = self.listHeader.inset(left: 2, right: min(24, self.listHeader.width / 2))
        self.list = list
        self.status = status.inset(left: 1, right: 1)
        self.footer = footer

        let inside = form.inset(by: 1).inset(left: 1, right: 1)
        let rows = inside.split(rows: [1, answerHeight, 1, 1, 1, previewHeight, 1])
        promptRow = rows[0]
        answerRows = rows[1]
        typeRow = rows[2]
        tagsRow = rows[3]
        kindRow = rows[4]
        previewRows = rows[5]
        actionsRow = rows[6]
        prompt = rows[0].inset(left: Self.labelWidth)
        answer = rows[1].inset(left: Self.labelWidth)
        wordType = rows[2].inset(left: Self.labelWidth)
        tags = rows[3].inset(left: Self.labelWidth)
        kind = rows[4].inset(left: Self.labelWidth)
        preview = rows[5].inset(left: Self.labelWidth)
        buttons = CardEditButton.place(editing: editing, in: rows[6].inset(left: Self.labelWidth))
    }

    /// The button under `point`, if any.
    func button(at point: Point) -> CardEditButton? {
        buttons.first { $0.rect.contains(point) }
    }
}

/// One clickable action of the form, where it is drawn.
struct CardEditButton: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case submit, cancel, generate }

    let kind: Kind
    let text: String
    let rect: Rect

    static func texts(editing: Bool) -> [(Kind, String)] {
        editing
            ? [(.submit, "[Save]"), (.cancel, "[Cancel]"), (.generate, "[Generate ^G]")]
            : [(.submit, "[Add]"), (.generate, "[Generate ^G]")]
    }

    /// The buttons left to right, two cells apart, clipped to `row`.
    static func place(editing: Bool, in row: Rect) -> [CardEditButton] {
        var x = row.minX
        return texts(editing: editing).map { kind, text in
            let width = DisplayWidth.of(text)
            defer { x += width + 2 }
            let rect = Rect(x: x, y: row.minY, width: width, height: 1).intersection(row)
            return CardEditButton(kind: kind, text: text, rect: rect)
        }
    }

    /// The focus that selects this button (Generate has none: it is Ctrl-G).
    var focus: CardEditFocus? {
        switch kind {
        case .submit: .submit
        case .cancel: .cancel
        case .generate: nil
        }
    }
}
