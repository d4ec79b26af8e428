/// A vertical form: labelled rows, one focused. Keys the focused control does not use
/// (Tab, ↑/↓, Enter, Esc …) come back as `.unhandled` for the screen to act on.
///
/// Keys: Tab / ↓ next row, Shift-Tab / ↑ previous (wrapping); in a text row the
/// field gets every key it edits with; a switch flips with Space, ←/→ or h/l; a
/// choice cycles with ←/→, h/l or Space.
public struct Form: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The value of row `index` changed.
        case changed(Int)
        /// Focus moved, or a text cursor did: nothing to validate.
        case moved
        /// The key was the control's but did nothing (e.g. Backspace at the start).
        case unchanged
        case unhandled
    }

    public var rows: [FormRow]
    public var focus: Int

    /// Height of each row on screen: the control, then its hint or error.
    public static let rowHeight = 2

    public init(rows: [FormRow], focus: Int = 0) {
        self.rows = rows
        self.focus = max(0, min(focus, rows.count - 1))
    }

    public mutating func handle(_ key: Key) -> Outcome {
        guard rows.indices.contains(focus) else { return .unhandled }
        switch rows[focus].control {
        case .text(var field):
            let result = field.handle(key)
            rows[focus].control = .text(field)
            switch result {
            case .changed: return .changed(focus)
            case .moved: return .moved
            case .unchanged, .rejected: return .unchanged
            case .unhandled: break
            }
        case .toggle(let on):
            switch key {
            case .character(" "), .left, .right, .character("h"), .character("l"):
                rows[focus].control = .toggle(!on)
                return .changed(focus)
            default: break
            }
        case .choice(let index, let options, let swatches):
            let step: Int? = switch key {
            case .left, .character("h"): -1
            case .right, .character("l"), .character(" "): 1
            default: nil
            }
            if let step, !options.isEmpty {
                rows[focus].control = .choice(index: (index + step + options.count) % options.count, options: options, swatches: swatches)
                return .changed(focus)
            }
        case .link:
            break
        }
        switch key {
        case .tab, .down:
            focus = (focus + 1) % rows.count
            return .moved
        case .backTab, .up:
            focus = (focus - 1 + rows.count) % rows.count
            return .moved
        default:
            return .unhandled
        }
    }

    /// Puts `text` into the text row `index` (e.g. a bracketed paste), as typing would.
    public mutating func paste(_ text: String) -> Outcome {
        guard rows.indices.contains(focus), case .text(var field) = rows[focus].control else { return .unhandled }
        let result = field.handle(.paste(text))
        rows[focus].control = .text(field)
        return result == .changed ? .changed(focus) : .unchanged
    }

    /// Row `index` takes the focus; a second click on a switch or choice changes it.
    public mutating func click(row index: Int) -> Outcome {
        guard rows.indices.contains(index) else { return .unhandled }
        if index != focus {
            focus = index
            return .moved
        }
        switch rows[index].control {
        case .toggle, .choice: return handle(.character(" "))
        case .text, .link: return .moved
        }
    }
}
