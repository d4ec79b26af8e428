extension TerminalBackend {
    /// Reads input and decodes it into events: waits up to `tick` for
    /// something to happen, then, while the decoder is in the middle of an
    /// escape sequence, reads again with the short `escapeDelay`, so a lone
    /// Esc is reported promptly instead of a whole tick later.
    ///
    /// Never blocks longer than `tick` plus one `escapeDelay` per
    /// incomplete sequence, since every backend read returns `.timeout` at
    /// worst and a timeout always completes the decoder's pending sequence.
    public mutating func nextEvents(
        decoder: inout InputDecoder,
        tick: Duration?,
        escapeDelay: Duration = .milliseconds(25)
    ) -> [InputEvent] {
        var events = decoder.feed(readInput(timeout: tick))
        while decoder.isAwaitingMore {
            events += decoder.feed(readInput(timeout: escapeDelay))
        }
        return events
    }
}
