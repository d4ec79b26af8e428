import Foundation

/// Anki's card flags, by Anki's own numbers (a card's `flags` column, low 3 bits).
public enum CardFlag: Int, CaseIterable, Hashable, Sendable {
    case red = 1, orange, green, blue, pink, turquoise, purple

    /// The colour's name, as the feedback and `show` say it.
    public var name: String {
        switch self {
        case .red: "red"
        case .orange: "orange"
        case .green: "green"
        case .blue: "blue"
        case .pink: "pink"
        case .turquoise: "turquoise"
        case .purple: "purple"
        }
    }
}

/// What the learner set on a card beside its schedule: suspended (never shown in Review),
/// buried (not shown until a study day starts), a flag, and whether it became a leech.
public struct CardMarks: Hashable, Sendable {
    public var isSuspended: Bool
    /// When the card comes back: the start of the study day after it was buried.
    public var buriedUntil: Date?
    public var flag: CardFlag?
    /// Lapsed often enough to be a leech (Anki's threshold: 8 lapses, then every 4 more).
    public var isLeech: Bool

    public init(isSuspended: Bool = false, buriedUntil: Date? = nil, flag: CardFlag? = nil, isLeech: Bool = false) {
        self.isSuspended = isSuspended
        self.buriedUntil = buriedUntil
        self.flag = flag
        self.isLeech = isLeech
    }

    /// No mark at all: the card is as any other.
    public var isEmpty: Bool { self == CardMarks() }

    /// Kept out of Review at `now`: suspended, or buried until a later time.
    public func isSetAside(at now: Date) -> Bool {
        isSuspended || isBuried(at: now)
    }

    public func isBuried(at now: Date) -> Bool {
        buriedUntil.map { $0 > now } ?? false
    }
}

/// Anki's leech rule: the lapse that makes `threshold` lapses, and every half of it after
/// (8, 12, 16… for the default 8).
public enum Leech {
    public static let threshold = 8

    public static func isReached(lapses: Int, threshold: Int = Leech.threshold) -> Bool {
        guard threshold > 0 else { return false }
        let half = max(1, (threshold + 1) / 2)
        return lapses >= threshold && (lapses - threshold) % half == 0
    }
}

/// What a deck does with a card once it becomes a leech (Anki's deck option; Anki's
/// default is to tag it only).
public enum LeechAction: String, CaseIterable, Hashable, Sendable {
    /// Marked as a leech and still shown.
    case tag
    /// Marked as a leech and suspended.
    case suspend
}
