/// What the app remembers about media between frames: the side whose sounds it last
/// started (to stop them when that side goes), and the note the run loop asked it to show.
struct MediaFollow: Equatable, Sendable {
    /// The card side on show at the last step.
    var shown: ShownMedia?
    /// A sound was started for `shown` and may still play: leaving it stops it.
    var mayBePlaying = false
    /// Said on the bottom row until the next key ("No sound player found: install mpv…").
    var note: String?
    /// The note that no player is installed is given once a run, not on every card.
    var toldNoPlayer = false
    var toldNoViewer = false
}
