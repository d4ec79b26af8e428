import FlashzillaCore

/// The six choices of Anki's custom study dialog, each asking for a number or a tag.
public enum CustomStudyChoice: Int, CaseIterable, Hashable, Sendable {
    case moreNew, moreReviews, forgotten, reviewAhead, tag, previewNew

    public var title: String {
        switch self {
        case .moreNew: "Increase today's new card limit"
        case .moreReviews: "Increase today's review limit"
        case .forgotten: "Review forgotten cards"
        case .reviewAhead: "Review ahead"
        case .tag: "Study by tag"
        case .previewNew: "Preview new cards"
        }
    }

    /// The question the prompt asks.
    var question: String {
        switch self {
        case .moreNew: "New cards to add to today's limit"
        case .moreReviews: "Reviews to add to today's limit"
        case .forgotten: "Cards answered Again in the last … days"
        case .reviewAhead: "Cards due in the next … days"
        case .tag: "Tag"
        case .previewNew: "New cards added in the last … days"
        }
    }

    /// What the prompt holds at first (Anki's dialog starts with these).
    var initialText: String {
        switch self {
        case .moreNew: "10"
        case .moreReviews: "50"
        case .forgotten, .reviewAhead, .previewNew: "1"
        case .tag: ""
        }
    }

    var hint: String {
        switch self {
        case .moreNew, .moreReviews: "1 to 9999; today only, the deck's options stay as they are"
        case .forgotten: "1 to 365 days; the schedule is not changed"
        case .reviewAhead: "1 to 365 days; answers reschedule the cards"
        case .tag: "One of the deck's tags (Tab completes); the schedule is not changed"
        case .previewNew: "1 to 365 days; the schedule is not changed"
        }
    }

    /// What `text` asks for, or why it cannot be.
    func study(from text: String) -> Result<CustomStudy, CustomStudyTextError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if self == .tag {
            guard !trimmed.isEmpty, !trimmed.contains(" ") else { return .failure(CustomStudyTextError("Enter one tag (no spaces).")) }
            return .success(.tag(trimmed))
        }
        let range = self == .moreNew || self == .moreReviews ? CustomStudy.countRange : CustomStudy.dayRange
        guard trimmed.count <= 5, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed), range.contains(number) else {
            return .failure(CustomStudyTextError("Enter a whole number from \(range.lowerBound) to \(range.upperBound)."))
        }
        switch self {
        case .moreNew: return .success(.moreNew(number))
        case .moreReviews: return .success(.moreReviews(number))
        case .forgotten: return .success(.forgotten(days: number))
        case .reviewAhead: return .success(.reviewAhead(days: number))
        case .previewNew: return .success(.previewNew(days: number))
        case .tag: return .success(.tag(trimmed))
        }
    }
}

/// Why the prompt's text is not a valid answer, said under it.
public struct CustomStudyTextError: Error, Hashable, Sendable {
    public let message: String
    init(_ message: String) { self.message = message }
}
