import ArgumentParser
import Foundation
import FlashzillaCore

/// `flashzilla fsrs …`: the FSRS-6 scheduler from the command line.
struct FSRSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fsrs",
        abstract: "The FSRS-6 scheduler (as py-fsrs 6.x computes it).",
        subcommands: [Replay.self]
    )
}

extension FSRSCommand {
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay",
            abstract: "Replay new cards' review histories, one JSON line each, and print the state after each review.",
            discussion: """
                Input (stdin), one card per line: {"reviews":[{"time":"2026-01-08T14:47:00Z","rating":3}, …]} \
                with ratings 1 Again, 2 Hard, 3 Good, 4 Easy, in time order. Output, one line per input line: \
                {"states":[{"state":"learning","step":1,"stability":2.3065,"difficulty":2.118103970459016,\
                "due":"2026-01-08T14:57:00Z"}, …]}; state is learning, review or relearning, step is null in \
                review. Learning steps 1m 10m, relearning 10m, maximum interval 36500 days, no fuzz. A bad line \
                stops the replay with its line number and what is wrong (exit status 1).
                """
        )

        @OptionGroup var common: CommonOptions  // accepted like every command's; replay needs no data directory

        @Option(help: ArgumentHelp("Desired retention, 0.70 to 0.99.", valueName: "R"))
        var retention: Double = 0.9

        @Option(help: ArgumentHelp("The 21 FSRS-6 parameters, comma-separated, as Anki's deck options show them.", valueName: "W"))
        var weights: String?

        func scheduler() throws(FSRSConfigurationError) -> FSRSScheduler {
            let parameters = try weights.map { text throws(FSRSConfigurationError) in try FSRSParameters(parsing: text) } ?? .default
            return FSRSScheduler(try SchedulerConfiguration(parameters: parameters, desiredRetention: retention, fuzz: false))
        }

        func validate() throws {
            do { _ = try scheduler() } catch { throw ValidationError(error.description) }
        }

        func run() throws {
            let scheduler = try scheduler()
            // Fuzz is off, so the id only has to be some id.
            let cardID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            var lineNumber = 0
            while let line = readLine(strippingNewline: true) {
                lineNumber += 1
                let reviews: [FSRSReview]
                do {
                    reviews = try ReplayLine.reviews(from: line)
                } catch {
                    throw CommandFailure("line \(lineNumber): \(error.description)")
                }
                Console.line(ReplayLine.output(scheduler.replay(reviews, of: cardID)))
            }
        }
    }
}
