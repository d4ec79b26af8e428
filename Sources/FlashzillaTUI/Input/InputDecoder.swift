/// Turns what the backend reads (`RawInput`) into `InputEvent`s.
///
/// ncurses with `keypad(TRUE)` already decodes the keys terminfo knows
/// (arrows, F-keys…) into function-key codes, but passes everything else
/// through byte by byte: xterm focus reports, bracketed paste, Alt+key, and
/// any sequence terminfo lacks. This decoder is a small state machine over
/// that stream. It is a plain value — feed it, read events, no I/O — so every
/// sequence is unit-tested.
///
/// Decisions:
/// - Esc alone: an ESC followed by `.timeout` (the backend should read again
///   with a short timeout while `isAwaitingMore`). ESC ESC is Esc, then a new
///   pending ESC.
/// - Alt+key: ESC followed by a printable character is `.alt(char)`. ESC
///   followed by a control key yields `.escape` and then that key.
///   "ESC [" and "ESC O" then a timeout are Alt+[ and Alt+O.
/// - CSI/SS3 sequences for arrows, Home/End, Insert/Delete, PgUp/PgDn,
///   Shift-Tab and F1–F12 are decoded too (with modifiers ignored), for
///   terminals whose terminfo entry lacks them. Unknown or malformed
///   sequences are dropped whole; a sequence longer than
///   `maxSequenceLength` is skipped up to its final byte, so garbage never
///   turns into key presses.
/// - Ctrl plus a digit (Anki's flag keys) comes only from terminals that send the
///   kitty protocol's `CSI 49;5u` or xterm's modifyOtherKeys `CSI 27;5;49~`: decoded
///   to `.ctrl("1")`; most terminals send nothing distinct (the screens offer another key).
/// - Bracketed paste (`ESC [200~ … ESC [201~`) becomes one `.paste`, with
///   everything inside — ESC included — kept as text and CR/CR LF turned into
///   "\n". If the end marker never arrives, the paste is delivered after
///   `pasteTimeoutLimit` consecutive timeouts, so the app cannot get stuck.
/// - C1 control characters typed as input are dropped.
public struct InputDecoder: Sendable {
    public var maxSequenceLength = 32
    public var pasteTimeoutLimit = 20
    /// Pasted text beyond this many scalars is dropped (the paste still ends
    /// normally), bounding memory for a runaway paste.
    public var maxPasteLength = 1 << 20

    private enum State: Sendable {
        case ground
        case escape
        case csi(String)
        case skippingCSI
        case ss3
        case paste(Paste)
    }

    private struct Paste: Sendable {
        var text = String.UnicodeScalarView()
        var length = 0  // scalars in `text` (counting the view is O(n))
        var matched = 0  // how much of the end marker has been seen
        var timeouts = 0
    }

    private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    private var state: State = .ground

    public init() {}

    /// True while a sequence is incomplete: the backend should read again
    /// soon (e.g. 25 ms) rather than wait a whole tick, so a lone Esc is
    /// reported promptly.
    public var isAwaitingMore: Bool {
        switch state {
        case .escape, .csi, .skippingCSI, .ss3: return true
        case .ground, .paste: return false
        }
    }

    /// True between the start and end markers of a bracketed paste.
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    public mutating func feed(_ inputs: [RawInput]) -> [InputEvent] {
        inputs.flatMap { feed($0) }
    }

    public mutating func feed(_ input: RawInput) -> [InputEvent] {
        switch state {
        case .ground: return ground(input)
        case .escape: return escape(input)
        case .csi(let buffer): return csi(buffer, input)
        case .skippingCSI: return skippingCSI(input)
        case .ss3: return ss3(input)
        case .paste(let paste): return self.paste(paste, input)
        }
    }

    // MARK: States

    private mutating func ground(_ input: RawInput) -> [InputEvent] {
        switch input {
        case .character("\u{1B}"):
            state = .escape
            return []
        case .character(let scalar):
            return Self.plainKey(scalar).map { [.key($0)] } ?? []
        case .functionKey(let code):
            return Self.functionKey(code).map { [.key($0)] } ?? []
        case .timeout:
            return [.tick]
        case .resize(let size):
            return [.resize(size)]
        case .mouse(let event):
            return [.mouse(event)]
        }
    }

    private mutating func escape(_ input: RawInput) -> [InputEvent] {
        switch input {
        case .character("\u{1B}"):
            return [.key(.escape)]  // stay in .escape: the second ESC is pending
        case .character("["):
            state = .csi("")
            return []
        case .character("O"):
            state = .ss3
            return []
        case .character(let scalar):
            state = .ground
            switch Self.plainKey(scalar) {
            case .character(let c)?: return [.key(.alt(c))]
            case let key?: return [.key(.escape), .key(key)]
            case nil: return [.key(.escape)]
            }
        case .timeout:
            state = .ground
            return [.key(.escape), .tick]
        case .functionKey, .resize, .mouse:
            state = .ground
            return [.key(.escape)] + ground(input)
        }
    }

    private mutating func csi(_ buffer: String, _ input: RawInput) -> [InputEvent] {
        guard case .character(let scalar) = input else {
            state = .ground
            if input == .timeout, buffer.isEmpty { return [.key(.alt("[")), .tick] }
            return ground(input)  // an incomplete sequence is dropped
        }
        switch scalar.value {
        case 0x20...0x3F:  // parameter and intermediate bytes
            if buffer.unicodeScalars.count >= maxSequenceLength {
                state = .skippingCSI
            } else {
                state = .csi(buffer + String(scalar))
            }
            return []
        case 0x40...0x7E:  // final byte
            state = .ground
            return finishCSI(parameters: buffer, final: Character(scalar))
        case 0x1B:
            state = .escape
            return []
        default:  // not part of any CSI: drop the sequence, decode the character afresh
            state = .ground
            return ground(input)
        }
    }

    private mutating func skippingCSI(_ input: RawInput) -> [InputEvent] {
        guard case .character(let scalar) = input else {
            state = .ground
            return ground(input)
        }
        switch scalar.value {
        case 0x20...0x3F:
            return []
        case 0x40...0x7E:
            state = .ground
            return []
        default:
            state = .ground
            return ground(input)
        }
    }

    private mutating func ss3(_ input: RawInput) -> [InputEvent] {
        guard case .character(let scalar) = input else {
            state = .ground
            if input == .timeout { return [.key(.alt("O")), .tick] }
            return ground(input)
        }
        let keys: [Unicode.Scalar: Key] = [
            "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "M": .enter,
            "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
        ]
        if let key = keys[scalar] {
            state = .ground
            return [.key(key)]
        }
        if scalar == "\u{1B}" {
            state = .escape
            return []
        }
        state = .ground
        if (0x20...0x7E).contains(scalar.value) { return [] }  // unknown SS3 sequence
        return ground(input)
    }

    private mutating func paste(_ current: Paste, _ input: RawInput) -> [InputEvent] {
        var paste = current
        switch input {
        case .character(let scalar):
            paste.timeouts = 0
            if scalar == Self.pasteEnd[paste.matched] {
                paste.matched += 1
                if paste.matched == Self.pasteEnd.count {
                    state = .ground
                    return [.paste(Self.normalizedLineBreaks(paste.text))]
                }
            } else {
                flushPartialEnd(&paste)
                if scalar == Self.pasteEnd[0] {
                    paste.matched = 1
                } else {
                    append(scalar, to: &paste)
                }
            }
            state = .paste(paste)
            return []
        case .functionKey(let code):
            // ncurses may decode keys inside the paste; only Enter is text.
            flushPartialEnd(&paste)
            if code == CursesKey.enter { append("\n", to: &paste) }
            state = .paste(paste)
            return []
        case .timeout:
            paste.timeouts += 1
            if paste.timeouts >= pasteTimeoutLimit {
                flushPartialEnd(&paste)
                state = .ground
                return [.paste(Self.normalizedLineBreaks(paste.text)), .tick]
            }
            state = .paste(paste)
            return [.tick]
        case .resize(let size):
            return [.resize(size)]
        case .mouse(let event):
            return [.mouse(event)]
        }
    }

    // MARK: Helpers

    private mutating func append(_ scalar: Unicode.Scalar, to paste: inout Paste) {
        guard paste.length < maxPasteLength else { return }
        paste.text.append(scalar)
        paste.length += 1
    }

    /// A partial end marker that turned out to be text is pasted text.
    private mutating func flushPartialEnd(_ paste: inout Paste) {
        for scalar in Self.pasteEnd.prefix(paste.matched) { append(scalar, to: &paste) }
        paste.matched = 0
    }

    private mutating func finishCSI(parameters: String, final: Character) -> [InputEvent] {
        if parameters.isEmpty {
            switch final {
            case "I": return [.focusGained]
            case "O": return [.focusLost]
            default: break
            }
        }
        // Only plain numeric parameters ("1;5") are keys; private forms such
        // as SGR mouse reports ("<0;3;4M") are not ours to decode.
        guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return [] }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first ?? nil
        switch final {
        case "A": return [.key(.up)]
        case "B": return [.key(.down)]
        case "C": return [.key(.right)]
        case "D": return [.key(.left)]
        case "H": return [.key(.home)]
        case "F": return [.key(.end)]
        case "Z": return [.key(.backTab)]
        case "P": return [.key(.function(1))]
        case "Q": return [.key(.function(2))]
        case "R": return [.key(.function(3))]
        case "S": return [.key(.function(4))]
        case "u":
            // The kitty keyboard protocol's `CSI code ; modifiers u`.
            return Self.ctrlDigit(code: numbers.first ?? nil, modifiers: numbers.count > 1 ? numbers[1] : nil)
        case "~":
            // xterm's modifyOtherKeys: `CSI 27 ; modifiers ; code ~`.
            if first == 27, numbers.count == 3 { return Self.ctrlDigit(code: numbers[2], modifiers: numbers[1]) }
            if first == 200 {
                state = .paste(Paste())
                return []
            }
            let tilde: [Int: Key] = [
                1: .home, 7: .home, 2: .insert, 3: .delete, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
                11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
                17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
                23: .function(11), 24: .function(12),
            ]
            return first.flatMap { tilde[$0] }.map { [.key($0)] } ?? []
        default:
            return []
        }
    }

    /// Ctrl plus a digit (Anki's flag keys), which a terminal sends distinctly only as one
    /// of these extended sequences; any other key in them is dropped.
    static func ctrlDigit(code: Int?, modifiers: Int?) -> [InputEvent] {
        guard let code, let modifiers, (0x30...0x39).contains(code), (modifiers - 1) & 4 != 0,
              let scalar = Unicode.Scalar(code) else { return [] }
        return [.key(.ctrl(Character(scalar)))]
    }

    /// A single scalar outside any sequence.
    static func plainKey(_ scalar: Unicode.Scalar) -> Key? {
        let v = scalar.value
        switch v {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x00: return .ctrl("@")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(0x60 + v)!))
        case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(0x40 + v)!))
        case 0x80...0x9F: return nil
        default: return .character(Character(scalar))
        }
    }

    /// An ncurses function-key code. KEY_RESIZE and KEY_MOUSE give nil: the
    /// backend must translate them (only it can ask ncurses for the details).
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case CursesKey.up: return .up
        case CursesKey.down: return .down
        case CursesKey.left: return .left
        case CursesKey.right: return .right
        case CursesKey.home: return .home
        case CursesKey.end: return .end
        case CursesKey.backspace: return .backspace
        case CursesKey.deleteChar: return .delete
        case CursesKey.insertChar: return .insert
        case CursesKey.nextPage: return .pageDown
        case CursesKey.previousPage: return .pageUp
        case CursesKey.enter: return .enter
        case CursesKey.backTab: return .backTab
        case (CursesKey.f0 + 1)...(CursesKey.f0 + 63): return .function(Int(code - CursesKey.f0))
        default: return nil
        }
    }

    static func normalizedLineBreaks(_ text: String.UnicodeScalarView) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text {
            if scalar == "\r" {
                out.append("\n")
            } else if scalar != "\n" || !previousWasCR {
                out.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return String(out)
    }
}
