/// What the run loop needs from a terminal, and nothing more. The ncurses
/// implementation lives in the executable; tests use a scripted fake.
public protocol TerminalBackend {
    /// Current size in cells.
    var size: Size { get }

    /// Shows `grid` (which has the backend's current `size`, or is clipped to
    /// it), skipping continuation cells, and puts the cursor at `cursor`
    /// (hidden when nil).
    mutating func draw(_ grid: Grid, cursor: Point?)

    /// Waits up to `timeout` (nil: until input arrives) and returns what was
    /// read: possibly several items, `[.timeout]` if nothing arrived. The
    /// backend turns KEY_RESIZE and KEY_MOUSE into `.resize` / `.mouse`.
    mutating func readInput(timeout: Duration?) -> [RawInput]
}
