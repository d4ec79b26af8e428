/// Where everything goes at one terminal size, computed on demand (never
/// stored), so a resize needs no bookkeeping and the mouse hit-tests exactly
/// what the view drew.
///
/// ```
///  Deck name                                  3 / 20    header
///                                                       (blank from 16 rows)
///    ╭─────────────── Front ───────────────╮
///    │                                 N   │            the card, centred
///    │               apple                 │
///    ╰─────────────────────────────────────╯
///                                                       (blank from 16 rows)
///  Already at the last card.                            status
///  Space/Enter flip  ←/h previous  …           ? help   footer
/// ```
struct BrowseLayout: Equatable, Sendable {
    /// Below this the screen shows only a "too small" message (the study
    /// screen's minimum: the same card has to fit).
    static let minimumSize = StudyLayout.minimumSize
    static let maximumCardWidth = CardStackGeometry.maximumCardWidth
    static let minimumCardHeight = CardStackGeometry.minimumCardHeight
    /// "› " marker plus the widest label ("Prompt  "), as in the card form.
    static let labelWidth = CardEditLayout.labelWidth
    static let markerWidth = CardEditLayout.markerWidth

    let size: Size
    let header: Rect
    let footer: Rect
    /// The status line, one cell in from each side.
    let status: Rect
    /// Between header and status line: where the card and panels go.
    let body: Rect
    /// The card at rest.
    let card: Rect

    var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    init(size: Size) {
        self.size = size
        let (header, middle, footer) = Rect(size: size).headerBodyFooter()
        let (main, statusRow) = middle.split(bottom: 1)
        self.header = header
        self.footer = footer
        status = statusRow.inset(left: 1, right: 1)
        // A blank row either side of the card once there are rows to spare.
        body = size.height >= 16 ? main.inset(top: 1, bottom: 1) : main
        // The study screen's card width, without the stack behind it; a
        // little flatter, since one card alone need not fill the body.
        let width = min(Self.maximumCardWidth, body.width - 6)
        let height = min(max(Self.minimumCardHeight, width / 5), body.height)
        card = body.centered(Size(width: width, height: height))
    }

    // MARK: Edit panel

    /// The panel over the card: the card's place, taller if needed for
    /// the fields (border, prompt, gap, answer, gap, keys, border), so the
    /// card under it never peeks out.
    var editPanel: Rect {
        body.centered(Size(width: card.width, height: max(card.height, Self.minimumPanelHeight)))
    }

    /// Room for an answer of three rows.
    static let minimumPanelHeight = 9

    /// Rows of the answer field: whatever the panel leaves, at least 1.
    var answerHeight: Int { max(1, editPanel.height - 6) }

    private var editRows: [Rect] {
        editPanel.inset(by: 1).inset(left: 1, right: 1).split(rows: [1, 1, answerHeight, 1, 1])
    }

    var promptRow: Rect { editRows[0] }
    var answerRows: Rect { editRows[2] }
    var keysRow: Rect { editRows[4] }
    var promptField: Rect { promptRow.inset(left: Self.labelWidth) }
    var answerField: Rect { answerRows.inset(left: Self.labelWidth) }
}
