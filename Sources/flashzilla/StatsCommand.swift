import ArgumentParser
import Foundation
import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show statistics: today, the streak, retention, the next 30 days' forecast, cards by state, reviews per day.")

    @OptionGroup var common: CommonOptions
    @Argument(help: "The deck's name (any case) or file name without .json; every deck when left out.") var deck: String?
    @Flag(name: .long, help: "Print one JSON object: today, streak, retention, forecast, cards, days.") var json = false
    @Option(name: .long, help: ArgumentHelp("List days from this date on (YYYY-MM-DD).", valueName: "date")) var since: String?
    @Option(name: .customLong("day-starts"), help: ArgumentHelp("The hour a new day starts (0–23, like Anki's).", valueName: "hour"))
    var dayStarts = 4

    func validate() throws {
        guard (0...23).contains(dayStarts) else { throw ValidationError("--day-starts must be an hour from 0 to 23") }
        if let since, LocalDate(since) == nil { throw ValidationError("--since must be a date like 2026-11-24") }
    }

    func run() throws {
        let app = try AppContext(common: common, setUp: .mustExist)
        let now = app.now
        let summaries = app.store.summaries(now: now)
        // A parent's statistics take in the decks inside it.
        let chosen = try deck.map { try app.deckFamily(named: $0, in: summaries) }
        let source = StatisticsSource(summaries: summaries, deckIDs: chosen?.ids, dayStartHour: dayStarts,
                                      since: since.flatMap(LocalDate.init),
                                      desiredRetention: app.settingsStore.load().settings.scheduler.desiredRetention)
        let report = try source.report(store: StatisticsSource.existingStore(at: app.progressURL), now: now)
        if json {
            Console.json(StatisticsJSON.value(report))
        } else {
            for line in StatisticsText.lines(report, deckName: chosen?.name) { Console.line(line) }
        }
    }
}
