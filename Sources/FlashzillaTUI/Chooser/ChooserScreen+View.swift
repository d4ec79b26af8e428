import FlashzillaCore

extension ChooserScreen {
    public static let minimumSize = Size(width: 30, height: 8)

    func view(size: Size) -> Grid {
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = ChooserLayout(size: size)
        grid.put("Flashzilla", at: Point(x: 1, y: 0), style: Style(.title, flags: .bold))
        grid.put(" — choose a deck", at: Point(x: 11, y: 0), style: Style(.dim))

        if listings.isEmpty {
            let lines = ["No decks yet.", "Press n to create one."]
            for (i, line) in lines.enumerated() {
                let x = layout.list.minX + TextLayout.centerOffset(DisplayWidth.of(line), in: layout.list.width)
                grid.put(line, at: Point(x: x, y: layout.list.minY + layout.list.height / 2 - 1 + i), style: Style(i == 0 ? .title : .dim))
            }
        }
        let shown = rows.indices.clamped(to: scrollOffset..<(scrollOffset + layout.visibleRows))
        let tree = isTree
        // Colour names on every row or on none, so the names line up: on all of them when
        // every deck's name still fits whole beside its colour's (or colour must not be alone).
        let namesColours = namesColors || shown.allSatisfy { fitsColourName(rows[$0], tree: tree, width: layout.list.width) }
        for index in shown {
            let row = index - scrollOffset
            let rect = Rect(x: layout.list.minX, y: layout.list.minY + row * Self.rowHeight, width: layout.list.width, height: Self.rowHeight)
            drawRow(rows[index], tree: tree, selected: index == selection, namesColour: namesColours, in: rect, into: &grid)
        }
        if scrollOffset > 0 { grid.put("▲ more", at: Point(x: layout.list.maxX - 6, y: layout.list.minY - 1), style: Style(.dim)) }
        if scrollOffset + layout.visibleRows < rows.count {
            grid.put("▼ more", at: Point(x: layout.list.maxX - 6, y: layout.list.maxY), style: Style(.dim))
        }
        drawDetail(in: layout.detail, into: &grid)
        for (i, line) in Self.footerLines(width: size.width - 2).enumerated() {
            grid.put(line, at: Point(x: 1, y: layout.footer.minY + i), style: Style(.help))
        }
        if showingHelp { drawHelp(size: size, into: &grid) }
        confirmingDelete?.render(into: &grid)
        renamingGroup?.render(into: &grid)
        askingFullSync?.dialog.render(into: &grid)
        return grid
    }

    /// The keys in table order on one row, or on two when one cannot hold them all; what does
    /// not fit is left out whole, but ? Help ends the last row so every other key can be found.
    static func footerLines(width: Int) -> [String] {
        let others = Keymap(keymap.bindings.filter { $0.showsInFooter && $0.action != .helpToggled })
        let help = keymap.bindings.first { $0.action == .helpToggled }!
        let oneRow = Keymap(others.bindings + [help])
        if oneRow.footerItems(width: width).count == oneRow.bindings.count { return [oneRow.footer(width: width)] }
        let first = others.footerItems(width: width)
        let rest = Keymap(Array(others.bindings.dropFirst(first.count)))
        let helpWidth = DisplayWidth.of(Keymap<ChooserMessage>.footerText(help))
        let second = rest.footerItems(width: width - helpWidth - 2) + (helpWidth <= width ? [help] : [])
        return [first, second].map { $0.map(Keymap<ChooserMessage>.footerText).joined(separator: "  ") }
    }

    /// The label of the first binding for `message` ("t"), for text that names a key.
    static func keyLabel(for message: ChooserMessage) -> String {
        keymap.bindings.first { $0.action == message }?.label ?? "?"
    }

    /// The terminal cursor: on the selected row's marker, or on the dialog's buttons.
    func cursor(size: Size) -> Point? {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        if let askingFullSync { return askingFullSync.dialog.cursor(in: size) }
        if let confirmingDelete { return confirmingDelete.cursor(in: size) }
        if let renamingGroup { return renamingGroup.cursor(in: size) }
        guard !showingHelp, selectedRow != nil else { return nil }
        let layout = ChooserLayout(size: size)
        let row = selection - scrollOffset
        guard row >= 0, row < layout.visibleRows else { return nil }
        return Point(x: layout.list.minX, y: layout.list.minY + row * Self.rowHeight)
    }

    /// The facts on a row's right, longest first: due counts, cards, time. A narrow row takes
    /// a shorter one before it cuts the deck's name, so a large font still shows which deck
    /// is which (the due counts go last).
    static func factVariants(_ deck: DeckListing) -> [String] {
        // Said as what it is: the timed Quiz's limit (a bare "100 s" explained nothing).
        let timing = deck.timeLimit > 0 ? "\(deck.timeLimit) s timer" : "untimed"
        let cards = "\(deck.cardCount) card\(deck.cardCount == 1 ? "" : "s")"
        guard let due = deck.due, due.hasWork else { return [cards + " · " + timing, cards, ""] }
        let counts = "\(due.review) due · \(due.learning) learning · \(due.new) new"
        return [counts + " · " + cards + " · " + timing, counts + " · " + cards, counts,
                "\(due.review + due.learning) due · \(due.new) new", ""]
    }

    /// The longest facts that leave the name (`nameRoom(facts)` columns) all its room; else
    /// the longest that leave it at least 12; the shortest when none does.
    static func facts(_ deck: DeckListing, nameRoom: (String) -> Int) -> String {
        let variants = factVariants(deck)
        let name = DisplayWidth.of(SafeText.sanitize(deck.name))
        return variants.first { nameRoom($0) >= name }
            ?? variants.first { nameRoom($0) >= min(name, 12) }
            ?? variants[variants.count - 1]
    }

    /// Whether the deck's name fits whole with its colour's name before it, in a row `width` wide
    /// (marker, indent, swatch and facts taking their room); a broken row and a group have neither.
    private func fitsColourName(_ row: ChooserRow, tree: Bool, width: Int) -> Bool {
        let deck = row.shown
        guard !deck.isBroken, !row.isVirtual else { return true }
        let room = width - 4 - 1 - DisplayWidth.of(Self.factVariants(deck)[0]) - 2 - Self.treeIndent(row, tree: tree)
        return DisplayWidth.of(SafeText.sanitize(deck.name)) + DisplayWidth.of(" " + deck.color.displayName + " ·") <= room
    }

    /// Columns a row's name moves right in a tree: two a level, and two for the fold mark.
    static func treeIndent(_ row: ChooserRow, tree: Bool) -> Int { tree ? 2 * row.depth + 2 : 0 }

    /// ▸ folded, ▾ open; a deck with no children has none.
    static func foldMark(_ row: ChooserRow) -> String { row.hasChildren ? (row.isFolded ? "▸" : "▾") : " " }

    private func drawRow(_ row: ChooserRow, tree: Bool, selected: Bool, namesColour: Bool, in rect: Rect, into grid: inout Grid) {
        let deck = row.shown
        let rowStyle = selected ? Style(.selected) : Style(.normal)
        if selected { grid.fill(rect.split(top: 1).top, style: rowStyle) }
        // A marker as well as reverse video: selection must not depend on colour.
        grid.put(selected ? "›" : " ", at: rect.origin, style: rowStyle.adding(.bold))
        var x = rect.minX + 2
        if tree {
            x += 2 * row.depth
            x = grid.put(Self.foldMark(row) + " ", at: Point(x: x, y: rect.minY), style: rowStyle.adding(.bold))
        }
        let below = x + 3  // where the second line starts: under the name
        if row.isVirtual {
            drawGroup(row, at: x, selected: selected, in: rect, into: &grid)
            return
        }
        if deck.isBroken {
            x = grid.put("⚠ ", at: Point(x: x, y: rect.minY), style: Style(.error))
            // A broken file's name is anyone's bytes: shown like card text, controls as pictures.
            x = grid.put(TextLayout.truncate(SafeText.sanitize(deck.fileName), width: max(0, rect.maxX - x - 10)), at: Point(x: x, y: rect.minY), style: rowStyle.adding(.bold))
            grid.put("  broken", at: Point(x: x, y: rect.minY), style: Style(.error))
            grid.put(TextLayout.truncate(SafeText.sanitize(deck.problem ?? ""), width: rect.width - 4), at: Point(x: rect.minX + 4, y: rect.minY + 1), style: Style(.dim))
            return
        }
        x = grid.put("██", at: Point(x: x, y: rect.minY), style: Style(.deckColor(deck.color)))
        let name = SafeText.sanitize(deck.name)
        // The colour in words too (a swatch is only a colour), when the list has room.
        if namesColour { x = grid.put(" " + deck.color.displayName + " ·", at: Point(x: x, y: rect.minY), style: Style(.dim)) }
        let nameStart = x
        let facts = Self.facts(deck) { max(0, rect.maxX - nameStart - 1 - DisplayWidth.of($0) - ($0.isEmpty ? 0 : 2)) }
        let nameWidth = max(0, rect.maxX - x - 1 - DisplayWidth.of(facts) - (facts.isEmpty ? 0 : 2))
        grid.put(TextLayout.truncate(name, width: nameWidth), at: Point(x: x + 1, y: rect.minY), style: rowStyle.adding(.bold))
        grid.put(facts, at: Point(x: rect.maxX - DisplayWidth.of(facts), y: rect.minY), style: selected ? rowStyle : Style(.dim))
        let sample = deck.samplePrompts.map { SafeText.sanitize($0) }.joined(separator: " · ")
        // A parent says what it holds when folded, or when it has no cards of its own to sample.
        let sampleText = row.hasChildren && (row.isFolded || deck.samplePrompts.isEmpty) ? Self.childrenText(row)
            : deck.cardCount == 0 ? "(no cards yet)" : sample
        let start = tree ? below : rect.minX + 5
        grid.put(TextLayout.truncate(sampleText, width: max(0, rect.maxX - start)), at: Point(x: start, y: rect.minY + 1), style: Style(.dim))
    }

    /// A parent with no deck file: its name, the summed counts, and what it holds below.
    private func drawGroup(_ row: ChooserRow, at x: Int, selected: Bool, in rect: Rect, into grid: inout Grid) {
        let rowStyle = selected ? Style(.selected) : Style(.normal)
        let nameStart = x
        // No timer: a group has none of its own (each deck keeps its own).
        let variants = Self.factVariants(row.shown).map { $0.replacingOccurrences(of: " · untimed", with: "") }
        let room = { (facts: String) in max(0, rect.maxX - nameStart - DisplayWidth.of(facts) - (facts.isEmpty ? 0 : 2)) }
        let label = DisplayWidth.of(SafeText.sanitize(row.label))
        let facts = variants.first { room($0) >= label } ?? variants.first { room($0) >= min(label, 12) } ?? ""

        let nameWidth = max(0, rect.maxX - x - DisplayWidth.of(facts) - (facts.isEmpty ? 0 : 2))
        grid.put(TextLayout.truncate(SafeText.sanitize(row.label), width: nameWidth), at: Point(x: x, y: rect.minY), style: rowStyle.adding(.bold))
        grid.put(facts, at: Point(x: rect.maxX - DisplayWidth.of(facts), y: rect.minY), style: selected ? rowStyle : Style(.dim))
        grid.put(TextLayout.truncate(Self.childrenText(row), width: max(0, rect.maxX - x)), at: Point(x: x, y: rect.minY + 1), style: Style(.dim))
    }

    /// The name of the parent a row sits in (nil at the top).
    static func parentName(of row: ChooserRow?) -> String? {
        guard let row, row.depth > 0 else { return nil }
        return DeckPath.components(row.fullName).dropLast().joined(separator: DeckPath.separator)
    }

    /// "2 decks: Grammar · Vocab" — what a parent holds, for its second line.
    static func childrenText(_ row: ChooserRow) -> String {
        let decks = row.deckCount == 1 ? "1 deck" : "\(row.deckCount) decks"
        return decks + ": " + row.childLabels.map { SafeText.sanitize($0) }.joined(separator: " · ")
    }

    private func drawDetail(in rect: Rect, into grid: inout Grid) {
        let text: String
        if let status { text = status } else if let notice { text = notice } else if let deck = selected, let problem = deck.problem {
            text = "\(deck.fileName): \(problem)"
        } else if let row = selectedRow, row.isVirtual {
            text = "\(row.fullName): a group of decks (no deck file of its own)"
        } else if let deck = selected {
            text = Self.parentName(of: selectedRow).map { "\(deck.color.displayName) deck in \($0)" } ?? "\(deck.color.displayName) deck"
        } else {
            text = ""
        }
        let lines = TextLayout.wrap(SafeText.sanitize(text), width: max(1, rect.width - 2), maxLines: rect.height, keepNewlines: false)
        let style = status != nil || (notice == nil && selected?.isBroken == true) ? Style(.error) : Style(notice != nil ? .normal : .dim)
        for (i, line) in lines.enumerated() { grid.put(line, at: Point(x: rect.minX + 1, y: rect.minY + i), style: style) }
    }

    private func drawHelp(size: Size, into grid: inout Grid) {
        var width = min(size.width - 4, 60)
        var lines = Self.keymap.helpLines(width: width - 4)
        // The tree's keys made the list longer than a 24-row terminal: in two columns when
        // one does not fit and the terminal is wide enough for two.
        if lines.count + 4 > size.height, size.width >= 70 {
            width = min(size.width - 4, 100)
            let column = (width - 4 - 2) / 2
            let half = (Self.keymap.bindings.count + 1) / 2
            let left = Keymap(Array(Self.keymap.bindings.prefix(half))).helpLines(width: column)
            let right = Keymap(Array(Self.keymap.bindings.dropFirst(half))).helpLines(width: column)
            lines = left.indices.map { i in
                let text = left[i] + String(repeating: " ", count: max(0, column - DisplayWidth.of(left[i])))
                return i < right.count ? text + "  " + right[i] : text
            } + (right.count > left.count ? right[left.count...].map { String(repeating: " ", count: column + 2) + $0 } : [])
        }
        // A blank line inside the border above and below, unless that would cut keys off;
        // when even that is not enough, the box covers the title and footer rows too.
        let padding = lines.count + 4 <= size.height - 2 ? 1 : 0
        let box = Rect(size: size).centered(Size(width: width, height: min(size.height, lines.count + 2 + 2 * padding)))
        grid.fill(box, style: Style(.normal))
        grid.drawBox(box, style: Style(.border), title: " Help — any key closes ")
        for (i, line) in lines.prefix(box.height - 2 - 2 * padding).enumerated() {
            grid.put(line, at: Point(x: box.minX + 2, y: box.minY + 1 + padding + i), style: Style(.help))
        }
    }
}
