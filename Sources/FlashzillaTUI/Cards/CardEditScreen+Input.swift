import Foundation
import FlashzillaCore

extension CardEditScreen {
    /// What an event means here now. While help is open any key closes it and does
    /// nothing else, except Ctrl-Z: suspending is the terminal's job control, never
    /// swallowed. The focused text field sees a key first (`typed`). Ctrl-C never gets
    /// here: the app quits first.
    public func message(for event: InputEvent, in context: ScreenContext) -> CardEditMessage? {
        switch event {
        case .key(let key):
            if isHelpVisible { return key == .ctrl("z") ? .suspendRequested : .helpClosed }
            if focus.isTextField { return .typed(event) }
            if isChoosingFlag, focus == .list {
                // f then a digit: that flag; any other key lets f go.
                guard case .character(let c) = key, let n = c.wholeNumberValue, let flag = CardFlag(rawValue: n) else { return .flagCancelled }
                return .marked(.flag(flag))
            }
            return keymap.action(for: key) ?? .keyIgnored
        case .paste:
            return isHelpVisible ? nil : .typed(event)
        case .mouse(let mouse): return .mouse(mouse)
        case .resize(let newSize): return .resized(newSize)
        case .focusGained, .focusLost, .tick: return nil
        }
    }

    /// Applies one event at `now` (the date new and edited cards get) for a terminal of
    /// `size` (tests' shorthand). A `.resize` brings its own size.
    @discardableResult
    mutating func handle(_ event: InputEvent, now: Date, size: Size) -> [CardEditEffect] {
        guard let message = message(for: event, in: ScreenContext(moment: .zero, date: now, size: size)) else { return [] }
        return update(message, now: now, size: size)
    }

    /// A key or paste for the focused text field; what it leaves goes through the keymap.
    mutating func typed(_ event: InputEvent, now: Date, size: Size) -> [CardEditEffect] {
        if editField(with: event, size: size) { return [] }
        guard case .key(let key) = event, let message = keymap.action(for: key) else { return [] }
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
