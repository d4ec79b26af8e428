import FlashzillaCore

/// The deck editor's Review section: Anki's deck options, after the Quiz's rows.
extension DeckEditorScreen {
    static let reviewFields: [ReviewOptionsDraft.Field] = [.newCardsPerDay, .reviewsPerDay, .learningSteps, .relearningSteps,
                                                           .desiredRetention, .maximumInterval, .leechThreshold, .leechAction,
                                                           .buryNew, .buryReviews, .buryInterdayLearning, .newCardOrder]

    /// Where the Review rows start in the form.
    static var firstReviewRow: Int { deckFields.count }

    static func reviewRows(for draft: ReviewOptionsDraft) -> [FormRow] {
        [
            FormRow(label: "New cards/day", control: .text(TextField(text: draft.newCardsPerDay, maxLength: 6)),
                    hint: "Review: new cards a day brings, 0–9999"),
            FormRow(label: "Reviews/day", control: .text(TextField(text: draft.reviewsPerDay, maxLength: 6)),
                    hint: "Review: most reviews a day, 0–99999"),
            FormRow(label: "Learning steps", control: .text(TextField(text: draft.learningSteps, maxLength: 60)),
                    hint: "Review: e.g. 1m 10m (s, m, h, d); empty = none"),
            FormRow(label: "Relearning steps", control: .text(TextField(text: draft.relearningSteps, maxLength: 60)),
                    hint: "Review: after Again on a review card, e.g. 10m"),
            FormRow(label: "Desired retention", control: .text(TextField(text: draft.desiredRetention, maxLength: 6)),
                    hint: "Review: 0.70–0.99; higher = more reviews"),
            FormRow(label: "Maximum interval", control: .text(TextField(text: draft.maximumInterval, maxLength: 6)),
                    hint: "Review: days, 1–36500"),
            FormRow(label: "Leech threshold", control: .text(TextField(text: draft.leechThreshold, maxLength: 6)),
                    hint: "Review: lapses that make a leech, 1–9999"),
            FormRow(label: "Leech action", control: .choice(index: LeechAction.allCases.firstIndex(of: draft.leechAction) ?? 0,
                                                            options: ["Tag only", "Suspend"]),
                    hint: "Review: ←/→ what becomes of a leech"),
            FormRow(label: "Bury new siblings", control: .toggle(draft.buryNew), hint: "Review: a new card waits while its reverse is due"),
            FormRow(label: "Bury due siblings", control: .toggle(draft.buryReviews),
                    hint: "Review: a due review waits while its reverse is due"),
            FormRow(label: "Bury day learning", control: .toggle(draft.buryInterdayLearning),
                    hint: "Review: a card in a day-long learning step waits too"),
            FormRow(label: "New card order", control: .choice(index: NewCardOrder.allCases.firstIndex(of: draft.newCardOrder) ?? 0,
                                                              options: NewCardOrder.allCases.map(\.displayName)),
                    hint: "Review: ←/→ which new cards come first"),
        ]
    }

    /// The Review options as they stand in the form.
    public var reviewDraft: ReviewOptionsDraft {
        let rows = form.rows.dropFirst(Self.firstReviewRow).map(\.control)
        var draft = ReviewOptionsDraft(settings: original.settings, defaults: scheduler)
        guard rows.count == Self.reviewFields.count else { return draft }
        draft.newCardsPerDay = rows[0].textValue ?? ""
        draft.reviewsPerDay = rows[1].textValue ?? ""
        draft.learningSteps = rows[2].textValue ?? ""
        draft.relearningSteps = rows[3].textValue ?? ""
        draft.desiredRetention = rows[4].textValue ?? ""
        draft.maximumInterval = rows[5].textValue ?? ""
        draft.leechThreshold = rows[6].textValue ?? ""
        draft.leechAction = LeechAction.allCases[safe: rows[7].choiceIndex ?? 0] ?? .tag
        draft.buryNew = rows[8].boolValue ?? false
        draft.buryReviews = rows[9].boolValue ?? false
        draft.buryInterdayLearning = rows[10].boolValue ?? false
        draft.newCardOrder = NewCardOrder.allCases[safe: rows[11].choiceIndex ?? 0] ?? .added
        return draft
    }
}
