import Foundation
import FlashzillaCore

extension CardEditScreen {
    /// Cards carry wall-clock dates (`createdAt`, `updatedAt`): the card editor needs no moment.
    public mutating func update(_ message: CardEditMessage, in context: ScreenContext) -> [CardEditEffect] {
        update(message, now: context.date, size: context.size)
    }

    /// Applies one message. Effects are returned, never performed.
    @discardableResult
    mutating func update(_ message: CardEditMessage, now: Date, size: Size) -> [CardEditEffect] {
        if message.clearsStatus { status = nil }
        switch message {
        case .typed(let event):
            return typed(event, now: now, size: size)
        case .helpClosed:
            isHelpVisible = false
        case .keyIgnored:
            break
        case .flagCancelled:
            isChoosingFlag = false
        case .mouse(let mouse):
            return handleMouse(mouse, now: now, size: size)
        case .resized(let newSize):
            list.clamp(itemCount: rowCount, visibleRows: visibleRows(newSize))
            scrollFieldsToCursor(size: newSize)
        case .definitionArrived(let request, let answer):
            definitionArrived(request: request, answer: answer)
        case .marksLoaded(let loaded):
            marksLoaded(loaded)
        case .merged(let deck, let summary):
            adoptMerged(deck, summary: summary, size: size)
        case .saveFailed(let problem):
            status = .error("Not saved: \(problem)")
        case .focusMoved(let forward):
            moveFocus(forward: forward)
        case .enterPressed:
            switch focus {
            case .prompt where kind != .cloze: focus = .answer
            case .cancel: return cancelEdit()
            default: return commit(now: now, size: size)
            }
        case .commitRequested:
            return commit(now: now, size: size)
        case .generateRequested:
            return generate()
        case .escapePressed:
            return escape(size: size)
        case .wordTypeCycled(let step):
            if focus == .wordType { cycleWordType(by: step) }
            if focus == .kind { switchKind(to: kind.cycled(by: step)) }
        case .kindCycled(let step):
            switchKind(to: kind.cycled(by: step))
        case .newLineOutsideAnswer:
            break
        case .listMoved(let move):
            _ = list.handle(move.key, itemCount: rowCount, visibleRows: visibleRows(size))
        case .editSelected:
            loadSelectedCard(size: size)
        case .deleteSelected:
            return deleteSelected(size: size)
        case .undoRequested:
            return undo(size: size)
        case .filterStarted:
            focus = .filter
        case .filterAccepted:
            focus = .list
        case .filterCleared:
            clearFilter(size: size)
        case .addRequested:
            if isEditing { clearForm() }  // a new card, not the one loaded
            focus = .prompt
        case .leaveRequested:
            return leave()
        case .helpToggled:
            isHelpVisible.toggle()
        case .suspendRequested:
            return [.suspend]
        case .marked(let action):
            isChoosingFlag = false
            return mark(action, now: now)
        case .markedNote(let action):
            isChoosingFlag = false
            return mark(action, wholeNote: true, now: now)
        case .flagKeyPressed:
            guard selectedCardIndex != nil else { return [] }
            isChoosingFlag = true
            status = .info("Flag: press 1 red, 2 orange, 3 green, 4 blue, 5 pink, 6 turquoise, 7 purple")
        }
        return []
    }

    // MARK: Focus

    /// Tab order: Prompt → Answer → Type → Tags → Kind → [Add]/[Save] → ([Cancel]) → list,
    /// and round again. The filter counts as the list. A cloze entry has no answer to type.
    /// Opened from Review, the form is all there is: Tab stays in it.
    var tabOrder: [CardEditFocus] {
        [.prompt] + (kind == .cloze ? [] : [.answer]) + [.wordType, .tags, .kind, .submit] + (isEditing ? [.cancel] : [])
            + (returnsAfterEdit ? [] : [.list])
    }

    mutating func moveFocus(forward: Bool) {
        let order = tabOrder
        let current = order.firstIndex(of: focus == .filter ? .list : focus) ?? 0
        let next = (current + (forward ? 1 : -1) + order.count) % order.count
        focus = order[next]
    }
}
