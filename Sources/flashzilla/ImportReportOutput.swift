import FlashzillaCore
import FlashzillaImport
import Foundation

/// What `flashzilla import` prints: a line per deck and the totals, or the same as JSON.
struct ImportReportOutput {
    /// The plan, possibly without its decks' cards (`ImportPlan.outline`): their number is in `cardCounts`.
    let plan: ImportPlan
    let cardCounts: [Int]
    /// Each deck's file (nil for a deck a dry run would create).
    let files: [URL?]
    /// How many media files each deck gets from Anki packages, and how many were (or, in a
    /// dry run, would be) copied.
    let media: [Int]
    let mediaCopied: Int
    /// Answers from Anki packages' review history, and how many cards they belong to.
    let reviews: Int
    let reviewedCards: Int
    let dryRun: Bool
    let severalFiles: Bool

    func print(json: Bool) {
        if json { Console.json(document); return }
        for line in lines { Console.line(line) }
    }

    /// The report in lines: a line per deck, media and history, then the totals.
    var lines: [String] {
        var lines: [String] = dryRun ? ["Dry run: nothing written."] : []
        for ((item, file), cards) in zip(zip(plan.decks, files), cardCounts) {
            let counts = "\(item.added) added, \(item.updated) updated, \(item.unchanged) unchanged"
            let first = item.firstPrompts.isEmpty ? "" : "; first: " + item.firstPrompts.map { "“\($0)”" }.joined(separator: ", ")
            switch (item.isNew, dryRun) {
            case (true, true): lines.append("Would create \(item.deck.name) (\(cardCount(cards)))\(first)")
            case (true, false): lines.append("Created \(item.deck.name) (\(cardCount(cards))) in \(file?.path ?? "")")
            case (false, true): lines.append("Would import into \(item.deck.name): \(counts)\(first)")
            case (false, false): lines.append("\(item.deck.name): \(counts)")
            }
        }
        if mediaCopied > 0 { lines.append("\(dryRun ? "Would copy" : "Copied") \(mediaCopied) media file\(mediaCopied == 1 ? "" : "s") into media/") }
        if reviews > 0 {
            lines.append("\(dryRun ? "Would add" : "Added") \(reviews) review\(reviews == 1 ? "" : "s") of \(cardCount(reviewedCards)) to the review history")
        }
        lines.append(summary)
        return lines
    }

    /// The totals: "12 added, 3 updated, 410 unchanged, 2 skipped (…)".
    var summary: String { plan.summary(severalFiles: severalFiles) }

    var document: JSONValue {
        .object([
            "dryRun": .bool(dryRun),
            "added": .int(plan.added), "updated": .int(plan.updated), "unchanged": .int(plan.unchanged),
            "reviews": .int(reviews), "reviewedCards": .int(reviewedCards),
            // A text file's rows have a "line", an Anki package's notes a "note" (their number in the package).
            "skipped": .array(plan.skipped.map { .object(["file": .string($0.file), $0.unit.rawValue: .int($0.line), "reason": .string($0.reason)]) }),
            "decks": .array(plan.decks.indices.map { i in
                let item = plan.decks[i]
                return .object([
                    "name": .string(item.deck.name), "file": files[i].map { .string($0.path) } ?? .null, "new": .bool(item.isNew),
                    "cards": .int(cardCounts[i]), "added": .int(item.added), "updated": .int(item.updated),
                    "unchanged": .int(item.unchanged), "firstPrompts": .array(item.firstPrompts.map { .string($0) }),
                    "media": .int(media[i]),
                ])
            }),
        ])
    }
}
