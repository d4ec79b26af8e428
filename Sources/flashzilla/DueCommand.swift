import ArgumentParser
import Foundation
import FlashzillaCore
import FlashzillaProgress

struct Due: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Show what each deck has for Review now: new cards today's limit allows, learning, due reviews, the next due time.")

    @OptionGroup var common: CommonOptions
    @Flag(name: .long, help: "Print JSON: an array of objects with name, new, learning, review and next (ISO 8601 with the local offset).") var json = false

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let now = app.now
        let summaries = app.store.summaries(now: now).filter { !$0.isBroken }
        // No progress file yet means nothing was ever reviewed: it is not created by a look,
        // and a look opens it read-only (so a file or folder it may not write does too).
        var counts: [UUID: DueCounts] = [:]
        if FileManager.default.fileExists(atPath: app.progressURL.path) {
            let progress = try ProgressStore.openForReading(app.progressURL)
            counts = try progress.dueCounts(now: now, dayStart: StudyDay.start(of: now, timeZone: .current))
        }
        // A parent (`Lang` of `Lang::Spanish`) has its row too, counted with its children.
        let rows = DueRows.rows(summaries, counts: counts)
        if json {
            Console.json(.array(rows.map { name, due in
                .object(["name": .string(name), "new": .int(due.new), "learning": .int(due.learning), "review": .int(due.review),
                         "next": due.next.map { .string(DueTimeText.iso8601($0, timeZone: .current)) } ?? .null])
            }))
            return
        }
        if rows.isEmpty {
            Console.line("No decks in \(app.store.decksDirectory.path).")
            return
        }
        Console.row("deck", "new", "learning", "review", "next due")
        for (name, due) in rows {
            Console.row(name, String(due.new), String(due.learning), String(due.review),
                        due.next.map { DueTimeText.describe($0, now: now, timeZone: .current) } ?? "-")
        }
    }
}
