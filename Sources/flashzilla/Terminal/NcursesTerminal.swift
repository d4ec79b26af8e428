import CNcurses
import CTerminalSignals
import FlashzillaTUI
#if canImport(Glibc)
import Glibc
#endif

/// The only code that talks to ncurses: it starts and restores the terminal, writes a
/// `Grid` (cells already sanitised by `FlashzillaTUI`) and reads raw input.
final class NcursesTerminal: TerminalBackend {
    private(set) var theme: Theme
    private var pairNumbers: [TerminalColorPair: Int16] = [:]
    private var isActive = false
    private var lastGrid: Grid?
    /// ncurses reports motion without saying whether a button is held; we remember it.
    private var buttonDown = false

    /// xterm private modes: focus events (1004) and bracketed paste (2004).
    private static let enableModes = "\u{1B}[?1004h\u{1B}[?2004h"
    private static let disableModes = "\u{1B}[?2004l\u{1B}[?1004l"
    /// Every xterm mouse mode ncurses may have turned on (reports of buttons, of motion; the
    /// UTF-8, SGR and urxvt encodings), off.
    private static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1005l\u{1B}[?1006l\u{1B}[?1015l"

    init(theme: Theme) {
        self.theme = theme
    }

    /// Starts curses mode. Call `stop()` on every way out (the run loop does).
    func start() {
        setlocale(LC_ALL, "")
        fz_crash_restore_save_settings()
        initscr()
        raw()            // Ctrl-C and Ctrl-Z arrive as keys, so we can quit and suspend cleanly
        noecho()
        nonl()
        keypad(fz_stdscr(), true)
        set_escdelay(25) // Esc answers at once
        curs_set(0)
        mouseinterval(0) // report press and release at once; we make clicks and drags ourselves
        mousemask(fz_all_mouse_events(), nil)
        setupColors()
        writeRaw(Self.enableModes)
        armCrashRestore()
        isActive = true
        lastGrid = nil
    }

    /// A crash from here on (a trap, a stack overflow) gives the shell its screen back
    /// first: what `stop()` undoes, as bytes for the signal handler to write (it can call
    /// no curses), the terminal's own where terminfo has them.
    private func armCrashRestore() {
        let capabilities: [String] = ["sgr0", "cnorm", "rmkx", "rmcup"]
        let terminfo = capabilities.map { String(cString: fz_terminfo_string($0)) }
        let restore = (Self.disableModes + Self.mouseOff + terminfo.joined()).utf8CString
        restore.withUnsafeBufferPointer { fz_crash_restore_arm($0.baseAddress, $0.count - 1) }
    }

    /// Gives the terminal back as it was. Safe to call twice.
    func stop() {
        guard isActive else { return }
        isActive = false
        fz_crash_restore_disarm()
        writeRaw(Self.disableModes)
        mousemask(0, nil)
        curs_set(1)
        endwin()
    }

    /// Leaves curses mode for a suspend, and comes back after it.
    func suspend(_ whileAway: () -> Void) {
        stop()
        whileAway()
        start()
        clearok(fz_stdscr(), true)
    }

    var size: Size {
        Size(width: Int(max(0, fz_cols())), height: Int(max(0, fz_lines())))
    }

    /// The terminal is gone (hung up, or input closed). Reads then fail at once instead of
    /// waiting, so without this check a program that missed its SIGHUP (e.g. under a
    /// tracer that died with the terminal) would spin at full speed forever.
    var hasHungUp: Bool {
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&input, 1, 0) == 1 else { return false }
        return input.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Switches theme (e.g. from settings) and allocates its colour pairs.
    func use(_ newTheme: Theme) {
        theme = newTheme
        setupColors()
        lastGrid = nil
    }

    private func setupColors() {
        pairNumbers = [:]
        // TERM=vt100, a monochrome TERM=linux …: themes that tell things by colour
        // would lose them, so use the one built from bold, underline and reverse.
        guard has_colors() else {
            theme = .monochrome
            return
        }
        start_color()
        use_default_colors()
        let colorCount = Int(fz_colors())
        var next: Int16 = 1
        for pair in theme.colorPairs {
            let fg = pair.foreground.map { Int16(colorCount >= 16 ? $0.ansiIndex : $0.basic.ansiIndex) } ?? -1
            let bg = pair.background.map { Int16(colorCount >= 16 ? $0.ansiIndex : $0.basic.ansiIndex) } ?? -1
            init_pair(next, fg, bg)
            pairNumbers[pair] = next
            next += 1
        }
    }

    /// Writes the cells that changed since the last frame, then refreshes once.
    func draw(_ grid: Grid, cursor: Point?) {
        let full = lastGrid?.size != grid.size
        if full { erase() }
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if !full, let old = lastGrid, old[x, y] == cell { continue }
                put(cell, x: x, y: y)
            }
        }
        lastGrid = grid
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < grid.size.width, cursor.y < grid.size.height {
            curs_set(1)
            move(Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        refresh()
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let attributes = theme.attributes(for: cell.style)
        var attrs = fz_a_normal()
        if attributes.bold { attrs |= fz_a_bold() }
        if attributes.underline { attrs |= fz_a_underline() }
        if attributes.reverse { attrs |= fz_a_reverse() }
        if attributes.dim { attrs |= fz_a_dim() }
        let pair = pairNumbers[TerminalColorPair(foreground: attributes.foreground, background: attributes.background)] ?? 0
        var wide = Array(cell.grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }.prefix(Int(CCHARW_MAX)))
        if wide.isEmpty { wide = [wchar_t(32)] }
        wide.append(0)
        // The bottom-right cell scrolls some terminals when written; ncurses reports ERR there, which is harmless.
        _ = fz_put_cell(Int32(y), Int32(x), wide, attrs, pair)
    }

    /// Blocks until input arrives or `timeout` passes (nil: wait without limit), then
    /// returns everything that is ready without blocking again.
    func readInput(timeout: Duration?) -> [RawInput] {
        setTimeout(Self.milliseconds(timeout))
        var inputs: [RawInput] = []
        while let raw = readOne() {
            inputs.append(raw)
            setTimeout(0)
        }
        return inputs.isEmpty ? [.timeout] : inputs
    }

    private func readOne() -> RawInput? {
        var ch: wint_t = 0
        let status = wget_wch(fz_stdscr(), &ch)
        if status == fz_key_code_yes() {
            switch Int32(ch) {
            case CursesKey.resize:
                lastGrid = nil
                return .resize(size)
            case CursesKey.mouse:
                return readMouse() ?? .functionKey(Int32(ch))
            default:
                return .functionKey(Int32(ch))
            }
        }
        if status == fz_ok(), let scalar = UnicodeScalar(UInt32(ch)) { return .character(scalar) }
        return nil
    }

    /// Turns an ncurses mouse report into a press, drag or release of the left button,
    /// or a wheel step.
    private func readMouse() -> RawInput? {
        var event = MEVENT()
        guard getmouse(&event) == fz_ok() else { return nil }
        let state = event.bstate
        let position = Point(x: Int(event.x), y: Int(event.y))
        let kind: MouseEvent.Kind
        var button = MouseEvent.Button.left
        if state & fz_button1_pressed() != 0 {
            buttonDown = true
            kind = .press
        } else if state & fz_button1_released() != 0 {
            buttonDown = false
            kind = .release
        } else if state & fz_button1_clicked() != 0 {
            kind = .click
        } else if state & fz_button4_pressed() != 0 {
            kind = .press
            button = .wheelUp
        } else if state & fz_button5_pressed() != 0 {
            kind = .press
            button = .wheelDown
        } else if state & fz_report_mouse_position() != 0 {
            kind = .drag
            button = buttonDown ? .left : .none
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind: kind, button: button, position: position))
    }

    private func setTimeout(_ ms: Int32) { wtimeout(fz_stdscr(), ms) }

    private static func milliseconds(_ d: Duration?) -> Int32 {
        guard let d else { return -1 }
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, ms))
    }

    /// Mode switches ncurses does not know about go straight to the terminal.
    private func writeRaw(_ s: String) {
        fflush(nil)
        var bytes = Array(s.utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
    }
}
