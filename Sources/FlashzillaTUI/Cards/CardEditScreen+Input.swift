import Foundation
import FlashzillaCore

extension CardEditScreen {
    /// Applies one event at `now` (the date new and edited cards get) for a
    /// terminal of `size`. Ctrl-C never gets here: the app quits first.
    @discardableResult
    public mutating func handle(_ event: InputEvent, now: Date, size: Size) -> [CardEditEffect] {
        switch event {
        case .key(let key):
            return handleKey(key, now: now, size: size)
        case .paste:
            if isHelpVisible { return [] }
            status = nil
            _ = editField(with: event, size: size)
            return []
        case .mouse(let mouse):
            return handleMouse(mouse, now: now, size: size)
        case .resize(let newSize):
            list.clamp(itemCount: rowCount, visibleRows: visibleRows(newSize))
            scrollFieldsToCursor(size: newSize)
            return []
        case .focusGained, .focusLost, .tick:
            return []
        }
    }

    /// The focused text field sees the key first; whatever it leaves goes
    /// through the focused part's keymap.
    ///
    /// While help is open any key closes it and does nothing else, except
    /// Ctrl-Z: suspending is the terminal's job control, never swallowed.
    private mutating func handleKey(_ key: Key, now: Date, size: Size) -> [CardEditEffect] {
        if isHelpVisible {
            if key == .ctrl("z") { return [.suspend] }
            isHelpVisible = false
            return []
        }
        // The status line reports the last action; a new key starts afresh.
        status = nil
        if editField(with: .key(key), size: size) { return [] }
        if isChoosingFlag, focus == .list {
            isChoosingFlag = false
            // f then a digit: that flag; any other key lets f go.
            guard case .character(let c) = key, let n = c.wholeNumberValue, let flag = CardFlag(rawValue: n) else { return [] }
            return update(.marked(.flag(flag)), now: now, size: size)
        }
        guard let message = Self.keymap(for: focus).action(for: key) else { return [] }
        return update(message, now: now, size: size)
    }

    /// Gives `event` to the focused text field, if any. True when the field
    /// took it (even if nothing changed), so the keymap must not see it.
    mutating func editField(with event: InputEvent, size: Size) -> Bool {
        let layout = layout(for: size)
        let result: TextFieldResult
        switch focus {
        case .prompt:
            result = prompt.handle(event)
            prompt.scrollToCursor(width: layout.prompt.width)
        case .answer:
            result = answer.handle(event)
            answer.scrollToCursor(width: layout.answer.width, height: layout.answer.height)
        case .tags:
            // Tab completes a tag when there is one to complete; otherwise it moves on.
            if event == .key(.tab), completeTag() {
                tags.scrollToCursor(width: layout.tags.width)
                pendingDefinition = nil
                return true
            }
            result = tags.handle(event)
            tags.scrollToCursor(width: layout.tags.width)
        case .filter:
            result = filter.query.handle(event)
            filter.query.scrollToCursor(width: layout.filterField.width)
        case .kind, .wordType, .submit, .cancel, .list:
            return false
        }
        switch result {
        case .changed:
            if focus == .filter {
                queryChanged(size: size)
            } else {
                pendingDefinition = nil  // the lookup was for the form as it was
            }
        case .rejected:
            status = .error("That would make the text longer than \(TextField.defaultMaxLength) characters.")
        case .moved, .unchanged, .unhandled:
            break
        }
        return result.isHandled
    }

    /// Keeps each field's cursor in view after the field or the terminal changed.
    mutating func scrollFieldsToCursor(size: Size) {
        let layout = layout(for: size)
        prompt.scrollToCursor(width: layout.prompt.width)
        answer.scrollToCursor(width: layout.answer.width, height: layout.answer.height)
        tags.scrollToCursor(width: layout.tags.width)
        filter.query.scrollToCursor(width: layout.filterField.width)
    }
}
