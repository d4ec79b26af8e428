import Foundation
import FlashzillaCore

extension CardEditScreen {
    /// Rows the wheel moves the list per notch.
    static let wheelStep = 3

    /// A click on a field focuses it, on a list row selects it (on the row
    /// already selected, edits it), on a button presses it, on the picker's
    /// arrows changes the word type; the wheel scrolls the list.
    /// Backends report a click either as `.click` or as `.press` then
    /// `.release`, never both, so both kinds act and `.release` does not.
    mutating func handleMouse(_ event: MouseEvent, now: Date, size: Size) -> [CardEditEffect] {
        let acts = event.kind == .press || event.kind == .click
        if isHelpVisible {
            if acts { isHelpVisible = false }
            return []
        }
        let layout = layout(for: size)
        guard !layout.isTooSmall, acts else { return [] }
        switch event.button {
        case .wheelUp:
            list.move(by: -Self.wheelStep, itemCount: rowCount, visibleRows: visibleRows(size))
        case .wheelDown:
            list.move(by: Self.wheelStep, itemCount: rowCount, visibleRows: visibleRows(size))
        case .left:
            status = nil
            return click(at: event.position, layout: layout, now: now, size: size)
        case .middle, .right, .none:
            break
        }
        return []
    }

    private mutating func click(at point: Point, layout: CardEditLayout, now: Date, size: Size) -> [CardEditEffect] {
        if layout.kindRow.contains(point) {
            focus = .kind
            let arrows = CardEditFormView.kindArrows(kind, in: layout.kind)
            if point == arrows.previous { switchKind(to: kind.cycled(by: -1)) } else if point == arrows.next { switchKind(to: kind.cycled(by: 1)) }
        } else if layout.promptRow.contains(point) {
            focus = .prompt
        } else if layout.answerRows.contains(point) {
            // A cloze entry has no answer of its own to type.
            if kind != .cloze { focus = .answer }
        } else if layout.tagsRow.contains(point) {
            focus = .tags
        } else if layout.typeRow.contains(point) {
            focus = .wordType
            let arrows = CardEditFormView.pickerArrows(wordType: wordType, in: layout.wordType)
            if point == arrows.previous { cycleWordType(by: -1) }
            if point == arrows.next { cycleWordType(by: 1) }
        } else if let button = layout.button(at: point) {
            switch button.kind {
            case .submit: return commit(now: now, size: size)
            case .cancel: return cancelEdit()
            case .generate: return generate()
            }
        } else if layout.listHeader.contains(point) {
            focus = point.x >= layout.filterField.minX - 2 && point.x < layout.filterField.maxX ? .filter : .list
        } else if layout.list.contains(point) {
            clickList(at: point, layout: layout, size: size)
        }
        return []
    }

    private mutating func clickList(at point: Point, layout: CardEditLayout, size: Size) {
        let rows = visibleRows(size)
        let visible = list.visibleRange(itemCount: rowCount, visibleRows: rows)
        let row = visible.lowerBound + (point.y - layout.list.minY)
        let wasFocused = focus == .list
        focus = .list
        guard visible.contains(row) else { return }
        if wasFocused, row == list.selectedIndex(itemCount: rowCount) {
            loadSelectedCard(size: size)
        } else {
            list.select(row, itemCount: rowCount, visibleRows: rows)
        }
    }
}
