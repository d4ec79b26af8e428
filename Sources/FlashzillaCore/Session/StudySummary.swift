/// The end screen's numbers, as a plain value.
///
/// `correct` and `wrong` count answers given (with requeueing, one card can be answered
/// wrong several times); `unanswered` counts cards still in the stack when the session ended.
public struct StudySummary: Equatable, Hashable, Sendable {
    public var correct: Int
    public var wrong: Int
    public var unanswered: Int
    public var reason: StudyFinishReason
    /// Cards dealt for the session.
    public var totalCards: Int
    /// Time spent studying, excluding pauses.
    public var activeTime: Duration

    public init(correct: Int, wrong: Int, unanswered: Int, reason: StudyFinishReason, totalCards: Int, activeTime: Duration) {
        self.correct = correct
        self.wrong = wrong
        self.unanswered = unanswered
        self.reason = reason
        self.totalCards = totalCards
        self.activeTime = activeTime
    }
}
