/// How the learner judged their answer to one card.
public enum Outcome: String, CaseIterable, Equatable, Hashable, Sendable {
    case correct, wrong
}
