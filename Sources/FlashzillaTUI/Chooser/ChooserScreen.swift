import FlashzillaCore
import Foundation

/// What the chooser asks the run loop to do.
public enum ChooserEffect: Equatable, Sendable {
    /// The timed Quiz.
    case study(fileName: String)
    /// Review: the cards FSRS has due.
    case review(fileName: String)
    /// Review on a deck with decks inside it: theirs too (the deck's file first).
    case reviewFamily(name: String, fileNames: [String])
    /// The Quiz or Match on a deck with decks inside it: all their cards as one deck.
    case quizFamily(name: String, fileNames: [String])
    case matchFamily(name: String, fileNames: [String])
    /// A parent with no file renamed: each deck inside it takes the new name (`from::…` → `to::…`).
    case renameGroup(from: String, to: String)
    /// Statistics of a parent no file names: its decks' together.
    case familyStatistics(name: String, fileNames: [String])
    case createDeck
    case editDeck(fileName: String)
    case editCards(fileName: String)
    /// Anki's custom study on the deck.
    case customStudy(fileName: String, deckName: String)
    /// Confirmed by the user: move the file to `HOME/trash/`.
    case trashDeck(fileName: String)
    case openSettings
    /// Statistics for this deck (nil: every deck).
    case statistics(fileName: String?)
    case match(fileName: String)
    case browse(fileName: String)
    /// Read the deck files again (they may have changed outside the app).
    case reload
    /// `i`: import a file (Anki, Quizlet, CSV …).
    case importFile
    case quit
    case suspend
    /// A parent was folded or unfolded: these keys are folded now (for the settings).
    case foldsChanged(Set<String>)
    /// `y` (Anki's key): sync with the sync server logged in to.
    case sync
    /// The full sync the learner chose when only one could go on.
    case fullSync(FullSyncDirection)
}

/// What happened on the chooser, named for the user's intent.
public enum ChooserMessage: Equatable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    /// Enter: Review when the deck has cards due, else a note saying when it will.
    case studySelected
    case quizSelected
    case helpToggled, quitRequested, suspendRequested
    case createDeck, editSelected, editCardsSelected, deleteSelected, openSettings, matchSelected, browseSelected
    case statisticsSelected
    case customStudySelected
    case importRequested
    case reloadRequested
    /// ← / h: fold the selected parent, or go to the parent of a deck inside one.
    case foldSelected
    /// → / l: unfold the selected parent, or go to its first child when it is open.
    case unfoldSelected
    /// Space: fold or unfold the selected parent.
    case foldToggled
    /// `y`: sync now.
    case syncRequested
    /// The delete question answered (Enter/y or Esc/n).
    case deletionAnswered(confirmed: Bool)
    /// A key or paste in the box renaming a parent with only a name.
    case renaming(InputEvent)
    /// Any key while help is open: it closes.
    case helpClosed
    /// A left press on a list row (`row` counts rows from the top of the list); two on
    /// the selected row in quick succession study it.
    case rowPressed(Int)
    case resized(Size)

    // The app's answers.
    /// The deck list as read again.
    case listingsRead([DeckListing])
    /// Select this deck once it is listed (a deck just created or saved).
    case deckChosen(fileName: String)
    /// A sync under way or over: its step or what it did (`failed`: why it failed).
    case syncShown(String, failed: Bool)
    /// Only a full sync can go on (why, in a line): download, upload or cancel is asked.
    case fullSyncAsked(String)
    /// The full-sync question answered.
    case fullSyncAnswered(FullSyncAnswer)
}

/// The first screen: every deck with its colour, name, card count, time limit and a
/// sample of prompts. Broken files are listed too, with their reason. Decks named
/// `Parent::Child` make a tree (ChooserTree): a parent's row sums its children, and folds.
public struct ChooserScreen: Equatable, Sendable {
    public private(set) var listings: [DeckListing]
    /// What is listed: the tree's rows, a folded parent's children left out. `selection`
    /// and `scrollOffset` count these.
    public private(set) var rows: [ChooserRow] = []
    /// The parents folded, by `DeckPath.key`.
    public private(set) var folded: Set<String>
    public private(set) var selection: Int = 0
    public private(set) var scrollOffset: Int = 0
    public private(set) var showingHelp = false
    /// Asking before a deck is deleted, naming it.
    public private(set) var confirmingDelete: ConfirmDialog?
    /// `e` on a parent with no file: its new name, asked over the list.
    public private(set) var renamingGroup: GroupRename?
    /// A sync that only a full download or upload can go on with: which, asked over the list.
    public private(set) var askingFullSync: FullSyncQuestion?
    private var pendingDeletion: String?
    /// A file to select once it appears in the listings (a deck just created).
    private var preferredFileName: String?
    /// Each swatch has its colour's name beside it even when the deck's name must then be
    /// cut: without colour cues, and in high contrast (Purple and Pink, Orange and Red
    /// alike there). Otherwise it is named where the row has room.
    public var namesColors = false
    /// One line for the status bar (e.g. why a deck could not be opened).
    public var status: String?
    /// When the decks were last synced with a sync server (nil: never, or not logged in):
    /// "Synced 2 min ago" on the title line.
    public var lastSynced: Date?
    /// A line in the status bar that is no failure (nothing due yet); gone with the next key.
    public internal(set) var notice: String?
    /// The last press of the left button, to tell a double click: ncurses reports a press
    /// and a release apart (`mouseinterval(0)`), never a combined double click.
    private var lastPress: RowPress?
    /// Two presses on one row at most this far apart open its deck.
    public static let doubleClickInterval: Duration = .milliseconds(400)

    public static let rowHeight = 2

    /// Footer order is priority: what does not fit the footer's rows is left out (? lists all).
    public static let keymap = Keymap<ChooserMessage>([
        KeyBinding([.enter], label: "Enter", help: "Review", words: ["review", "open"], action: .studySelected),
        KeyBinding([.character("t")], help: "Quiz (timed)", words: ["quiz"], action: .quizSelected),
        // Anki's key for custom study on a deck.
        KeyBinding([.character("c")], help: "Custom study", words: ["custom study", "custom"], action: .customStudySelected,
                   showsInFooter: false),
        KeyBinding([.up, .character("k")], label: "↑/k", help: "Previous deck", words: ["previous", "up"], action: .moveUp, showsInFooter: false),
        KeyBinding([.down, .character("j")], label: "↓/j", help: "Next deck", words: ["next", "down"], action: .moveDown, showsInFooter: false),
        KeyBinding([.left, .character("h")], label: "←/h", help: "Fold, or go to the parent", words: ["fold", "collapse"],
                   action: .foldSelected, showsInFooter: false),
        KeyBinding([.right, .character("l")], label: "→/l", help: "Unfold, or go into it", words: ["unfold", "expand"],
                   action: .unfoldSelected, showsInFooter: false),
        KeyBinding([.character(" ")], help: "Fold or unfold", words: ["toggle fold"], action: .foldToggled, showsInFooter: false),
        KeyBinding([.character("C")], help: "Cards", words: ["cards"], action: .editCardsSelected),
        KeyBinding([.character("b")], help: "Browse", words: ["browse"], action: .browseSelected),
        KeyBinding([.character("m")], help: "Match", words: ["match"], action: .matchSelected),
        KeyBinding([.character("n")], help: "New", words: ["new"], action: .createDeck),
        KeyBinding([.character("e")], help: "Edit", words: ["edit"], action: .editSelected),
        KeyBinding([.character("d"), .delete], label: "d", help: "Delete", words: ["delete"], action: .deleteSelected),
        KeyBinding([.character("S")], help: "Statistics", words: ["statistics", "stats"], action: .statisticsSelected),
        KeyBinding([.character("i")], help: "Import", words: ["import"], action: .importRequested),
        KeyBinding([.character("y")], help: "Sync", words: ["sync"], action: .syncRequested),
        KeyBinding([.pageUp], help: "Page up", words: ["page up"], action: .pageUp, showsInFooter: false),
        KeyBinding([.pageDown], help: "Page down", words: ["page down"], action: .pageDown, showsInFooter: false),
        KeyBinding([.home, .character("g")], label: "Home/g", help: "First deck", words: ["first"], action: .first, showsInFooter: false),
        KeyBinding([.end, .character("G")], label: "End/G", help: "Last deck", words: ["last"], action: .last, showsInFooter: false),
        KeyBinding([.character("R")], help: "Reload the decks", words: ["reload"], action: .reloadRequested, showsInFooter: false),
        KeyBinding([.character("?")], help: "Help", words: ["help"], action: .helpToggled),
        // Not Esc: it backs out of every other screen, and pressing it once too often must not quit.
        KeyBinding([.character("q")], help: "Quit", words: ["quit"], action: .quitRequested),
        KeyBinding([.character("s")], help: "Settings", words: ["settings"], action: .openSettings),
        KeyBinding([.ctrl("c")], label: "Ctrl-C", help: "Quit", words: ["exit"], action: .quitRequested, showsInFooter: false),
        KeyBinding([.ctrl("z")], label: "Ctrl-Z", help: "Suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    public init(listings: [DeckListing], selecting fileName: String? = nil, folded: Set<String> = []) {
        self.listings = listings
        self.folded = folded
        rows = ChooserTree.rows(listings, folded: folded)
        if let fileName { select(fileName: fileName) }
        preferredFileName = nil
    }

    /// The deck file on the selected row (nil on a virtual parent).
    public var selected: DeckListing? { selectedRow?.listing }
    public var selectedRow: ChooserRow? { rows.indices.contains(selection) ? rows[selection] : nil }
    /// Whether any deck's name makes a tree (the rows then keep a column for the fold marks).
    public var isTree: Bool { rows.contains { $0.hasChildren || $0.depth > 0 } }

    /// What an event means here now: keys through the keymap; with the delete question
    /// or help open, a key answers or closes it.
    public func message(for event: InputEvent, in context: ScreenContext) -> ChooserMessage? {
        if askingFullSync != nil {
            guard case .key(let key) = event else { return nil }
            return FullSyncQuestion.keymap.action(for: key).map(ChooserMessage.fullSyncAnswered)
        }
        if let dialog = confirmingDelete {
            guard case .key(let key) = event, let answer = dialog.answer(for: key) else { return nil }
            return .deletionAnswered(confirmed: answer == .confirmed)
        }
        if renamingGroup != nil {
            switch event {
            case .key, .paste: return .renaming(event)
            default: return nil
            }
        }
        switch event {
        case .key(let key):
            if showingHelp { return .helpClosed }
            return Self.keymap.action(for: key)
        case .mouse(let mouse) where mouse.kind == .click || mouse.kind == .press:
            switch mouse.button {
            case .wheelUp: return .moveUp
            case .wheelDown: return .moveDown
            case .left:
                let layout = ChooserLayout(size: context.size)
                guard layout.list.contains(mouse.position) else { return nil }
                return .rowPressed((mouse.position.y - layout.list.minY) / Self.rowHeight + scrollOffset)
            default: return nil
            }
        case .resize(let newSize):
            return .resized(newSize)
        default:
            return nil
        }
    }

    /// `context.moment`: when the event arrived (for double clicks); `context.date`: the
    /// wall clock, for when a deck's next card falls due.
    public mutating func update(_ message: ChooserMessage, in context: ScreenContext) -> [ChooserEffect] {
        apply(message, size: context.size, moment: context.moment, date: context.date)
    }

    /// Applies an event (tests' shorthand): `now` for double clicks, `date` for when a
    /// deck's next card falls due (nil: not said).
    @discardableResult
    mutating func handle(_ event: InputEvent, size: Size, now: Moment = .zero, date: Date? = nil) -> [ChooserEffect] {
        guard let message = message(for: event, in: ScreenContext(moment: now, date: date ?? .distantPast, size: size)) else { return [] }
        return apply(message, size: size, moment: now, date: date)
    }

    private mutating func apply(_ message: ChooserMessage, size: Size, moment: Moment, date: Date?) -> [ChooserEffect] {
        switch message {
        case .renaming(let event):
            return renameGroup(event)
        case .deletionAnswered(let confirmed):
            confirmingDelete = nil
            defer { pendingDeletion = nil }
            guard confirmed, let fileName = pendingDeletion else { return [] }
            return [.trashDeck(fileName: fileName)]
        case .helpClosed:
            showingHelp = false
            return []
        case .rowPressed(let row):
            guard rows.indices.contains(row) else { return [] }
            let previous = lastPress
            lastPress = RowPress(row: row, at: moment)
            if let previous, previous.row == row, row == selection, moment - previous.at <= Self.doubleClickInterval {
                lastPress = nil  // a third press starts afresh
                return update(.studySelected, size: size, date: date)
            }
            notice = nil
            select(row, size: size)
            return []
        case .resized(let newSize):
            select(selection, size: newSize)
            return []
        case .listingsRead(let listings):
            reload(listings, size: size)
            return []
        case .deckChosen(let fileName):
            select(fileName: fileName)
            return []
        case .syncShown(let line, let failed):
            if failed { status = line } else { notice = line }
            return []
        case .fullSyncAsked(let reason):
            askingFullSync = FullSyncQuestion(reason: reason)
            notice = nil
            return []
        case .fullSyncAnswered(let answer):
            askingFullSync = nil
            guard let direction = answer.direction else {
                notice = "Not synced: nothing was replaced on either side."
                return []
            }
            return [.fullSync(direction)]
        default:
            return update(message, size: size, date: date)
        }
    }

    mutating func update(_ message: ChooserMessage, size: Size, date: Date? = nil) -> [ChooserEffect] {
        switch message {
        case .renaming, .deletionAnswered, .helpClosed, .rowPressed, .resized, .listingsRead, .deckChosen, .syncShown, .fullSyncAsked,
             .fullSyncAnswered:
            return apply(message, size: size, moment: .zero, date: date)
        default:
            break
        }
        let page = max(1, ChooserLayout(size: size).visibleRows)
        status = nil
        notice = nil
        switch message {
        case .renaming, .deletionAnswered, .helpClosed, .rowPressed, .resized, .listingsRead, .deckChosen, .syncShown, .fullSyncAsked,
             .fullSyncAnswered:
            break  // applied above
        case .moveUp: select(selection - 1, size: size)
        case .moveDown: select(selection + 1, size: size)
        case .pageUp: select(selection - page, size: size)
        case .pageDown: select(selection + page, size: size)
        case .first: select(0, size: size)
        case .last: select(rows.count - 1, size: size)
        case .foldSelected, .unfoldSelected, .foldToggled: return fold(message, size: size)
        case .helpToggled: showingHelp.toggle()
        case .quitRequested: return [.quit]
        case .suspendRequested: return [.suspend]
        case .createDeck: return [.createDeck]
        case .openSettings: return [.openSettings]
        // A broken file has no cards to count: every deck's statistics instead.
        case .statisticsSelected:
            if let row = selectedRow, row.isVirtual {
                let files = familyFiles(of: row)
                return files.isEmpty ? groupHasNoFile() : [.familyStatistics(name: row.fullName, fileNames: files)]
            }
            return [.statistics(fileName: selected.flatMap { $0.isBroken ? nil : $0.fileName })]
        case .importRequested: return [.importFile]
        case .syncRequested: return [.sync]
        case .reloadRequested: return [.reload]
        case .customStudySelected:
            guard let deck = selected else { return [] }
            if let problem = deck.problem {
                status = "Cannot study \(deck.fileName) until it is fixed in a text editor: \(problem)"
                return []
            }
            return [.customStudy(fileName: deck.fileName, deckName: deck.name)]
        case .editSelected, .editCardsSelected, .matchSelected, .browseSelected:
            if message == .editSelected, let row = selectedRow, row.isVirtual {
                renamingGroup = GroupRename(row.fullName, listings: listings)
                return []
            }
            if message == .matchSelected, let row = selectedRow, row.hasChildren { return openFamily(.matchSelected, row: row, date: date) }
            guard let deck = selected else { return groupHasNoFile() }
            if let problem = deck.problem {
                let verb = message == .matchSelected ? "play" : message == .browseSelected ? "browse" : "edit"
                status = "Cannot \(verb) \(deck.fileName) until it is fixed in a text editor: \(problem)"
                return []
            }
            switch message {
            case .editSelected: return [.editDeck(fileName: deck.fileName)]
            case .matchSelected: return [.match(fileName: deck.fileName)]
            case .browseSelected: return [.browse(fileName: deck.fileName)]
            default: return [.editCards(fileName: deck.fileName)]
            }
        case .deleteSelected:
            guard let deck = selected else { return groupHasNoFile() }
            let what = deck.isBroken ? "the broken file \(deck.fileName)" : "deck “\(deck.name)” (\(deck.cardCount) card\(deck.cardCount == 1 ? "" : "s"))"
            pendingDeletion = deck.fileName
            confirmingDelete = ConfirmDialog(
                title: "Delete deck", message: "Delete \(what)? The file moves to the trash folder, from where it can be put back by hand.",
                confirmLabel: "Delete", cancelLabel: "Keep")
        case .studySelected, .quizSelected:
            // A parent (with a file or only a name) takes in its children, as Anki's study of it does.
            if let row = selectedRow, row.hasChildren { return openFamily(message, row: row, date: date) }
            guard let deck = selected else { return groupHasNoFile() }
            if let problem = deck.problem {
                status = "Cannot open \(deck.fileName): \(problem)"
                return []
            }
            // Not known what is due (the progress file cannot be read): Review cannot open, the Quiz can.
            guard message == .studySelected, let due = deck.due else { return [.study(fileName: deck.fileName)] }
            if let nothingDue = NothingDueNotice.text(deckName: deck.name, cardCount: deck.cardCount, due: due, at: date) {
                notice = nothingDue
                return []
            }
            return [.review(fileName: deck.fileName)]
        }
        return []
    }

    /// Replaces the listings (after a reload), keeping the selected file (or group) selected.
    mutating func reload(_ newListings: [DeckListing], size: Size) {
        let current = preferredFileName ?? selected?.fileName
        let currentGroup = selectedRow.flatMap { $0.isVirtual ? $0.key : nil }
        preferredFileName = nil
        listings = newListings
        if let current { revealAncestors(ofFile: current) }
        rows = ChooserTree.rows(listings, folded: folded)
        let index = rows.firstIndex { row in currentGroup.map { row.isVirtual && row.key == $0 } ?? (row.listing?.fileName == current) }
        select(index ?? selection, size: size)
    }

    /// Selects the deck in `fileName`, if listed, unfolding its parents (applied on the next
    /// reload too: a deck just created).
    mutating func select(fileName: String) {
        if revealAncestors(ofFile: fileName) { rows = ChooserTree.rows(listings, folded: folded) }
        if let index = rows.firstIndex(where: { $0.listing?.fileName == fileName }) { selection = index }
        preferredFileName = fileName
    }

    /// Unfolds every parent of the deck in `fileName`; true when one was folded.
    @discardableResult
    private mutating func revealAncestors(ofFile fileName: String) -> Bool {
        guard let deck = listings.first(where: { $0.fileName == fileName }), !deck.isBroken else { return false }
        let parts = DeckPath.components(deck.name)
        let ancestors = parts.indices.dropLast().map { DeckPath.key(Array(parts.prefix($0 + 1))) }
        let before = folded.count
        folded.subtract(ancestors)
        return folded.count != before
    }

    /// ← → Space on the tree: fold or unfold the selected parent, or move to its parent or
    /// first child when there is nothing to fold or unfold.
    private mutating func fold(_ message: ChooserMessage, size: Size) -> [ChooserEffect] {
        guard let row = selectedRow else { return [] }
        let unfolding: Bool
        switch message {
        case .foldSelected where row.hasChildren && !row.isFolded: unfolding = false
        case .unfoldSelected where row.hasChildren && row.isFolded: unfolding = true
        case .foldToggled where row.hasChildren: unfolding = row.isFolded
        case .foldSelected:
            // Inside a parent: to the parent's row (the nearest row above one level up).
            if row.depth > 0, let parent = rows[..<selection].lastIndex(where: { $0.depth == row.depth - 1 }) { select(parent, size: size) }
            return []
        case .unfoldSelected where row.hasChildren:
            select(selection + 1, size: size)
            return []
        default:
            return []
        }
        if unfolding { folded.remove(row.key) } else { folded.insert(row.key) }
        let key = row.key, file = row.listing?.fileName
        rows = ChooserTree.rows(listings, folded: folded)
        select(rows.firstIndex { $0.key == key && $0.listing?.fileName == file } ?? selection, size: size)
        return [.foldsChanged(folded)]
    }

    /// A key in the rename box: Enter renames the decks inside (and moves the fold with them).
    private mutating func renameGroup(_ event: InputEvent) -> [ChooserEffect] {
        guard var rename = renamingGroup else { return [] }
        let outcome = rename.handle(event)
        renamingGroup = rename
        switch outcome {
        case .editing: return []
        case .cancelled:
            renamingGroup = nil
            return []
        case .renamed(let name):
            renamingGroup = nil
            var effects: [ChooserEffect] = [.renameGroup(from: rename.oldName, to: name)]
            let old = DeckPath.key(of: rename.oldName)
            let moved = folded.filter { DeckPath.isSelfOrDescendant($0, of: old) }
            if !moved.isEmpty {
                folded.subtract(moved)
                folded.formUnion(moved.compactMap { DeckPath.renamed($0, from: old, to: DeckPath.key(of: name)) })
                effects.append(.foldsChanged(folded))
            }
            return effects
        }
    }

    /// A key that needs a deck file, pressed on a virtual parent: said, not silently ignored.
    private mutating func groupHasNoFile() -> [ChooserEffect] {
        guard let row = selectedRow, row.isVirtual else { return [] }
        status = "“\(row.fullName)” only groups decks (no deck file of its own): choose one of its decks (→ unfolds it), or e to rename it."
        return []
    }

    /// Moves the selection, clamped, scrolling as little as keeps it visible.
    private mutating func select(_ index: Int, size: Size) {
        selection = max(0, min(index, rows.count - 1))
        let visible = max(1, ChooserLayout(size: size).visibleRows)
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + visible { scrollOffset = selection - visible + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, rows.count - visible)))
    }
}

/// A press of the left button on a chooser row.
private struct RowPress: Equatable, Sendable {
    var row: Int
    var at: Moment
}

/// Where the chooser's parts go for a terminal size.
struct ChooserLayout {
    let header: Rect
    let list: Rect
    let detail: Rect
    let footer: Rect

    init(size: Size) {
        let all = Rect(size: size)
        let (header, rest) = all.split(top: 2)
        let (body, footer) = rest.split(bottom: ChooserScreen.footerLines(width: size.width - 2).count)
        let (list, detail) = body.split(bottom: 2)
        self.header = header
        self.list = list.inset(left: 1, right: 1)
        self.detail = detail
        self.footer = footer
    }

    var visibleRows: Int { list.height / ChooserScreen.rowHeight }
}
