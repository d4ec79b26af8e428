import Foundation
import FlashzillaCore

/// Tests/Fixtures/fsrs-traces.jsonl, written by scripts/fsrs-traces.py with py-fsrs:
/// a header line (the fsrs version, the configurations, py-fsrs's fuzz bounds), then one
/// card per line with its reviews and py-fsrs's state after each.
struct FSRSTraces {
    struct Header: Decodable {
        let fsrs_version: String
        let configs: [Config]
        /// [interval, maximum interval, shortest, longest], days.
        let fuzz: [[Int]]
    }

    struct Config: Decodable {
        let name: String
        let parameters: [Double]
        let desired_retention: Double
        let learning_steps: [Double]
        let relearning_steps: [Double]
        let maximum_interval: Int

        func configuration(fuzz: Bool = false) throws -> SchedulerConfiguration {
            try SchedulerConfiguration(parameters: FSRSParameters(parameters), desiredRetention: desired_retention,
                                       learningSteps: learning_steps, relearningSteps: relearning_steps,
                                       maximumInterval: maximum_interval, fuzz: fuzz)
        }
    }

    struct Card: Decodable {
        struct Review: Decodable {
            let time: String
            let rating: Int
            let retrievability: Double
        }

        struct State: Decodable {
            let state: String
            let step: Int?
            let stability: Double
            let difficulty: Double
            let due: String
        }

        let card: Int
        let config: Int
        let reviews: [Review]
        let states: [State]

        var history: [FSRSReview] {
            reviews.map { FSRSReview(time: ISO8601Timestamp.date(from: $0.time)!, rating: FSRSRating(rawValue: $0.rating)!) }
        }

        /// A fixed id per card, for the fuzz seed.
        var id: UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", card))! }
    }

    let header: Header
    let cards: [Card]

    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fsrs-traces.jsonl")

    static let loaded: FSRSTraces = {
        let text = try! String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n")
        let decoder = JSONDecoder()
        return FSRSTraces(header: try! decoder.decode(Header.self, from: Data(lines[0].utf8)),
                          cards: lines.dropFirst().map { try! decoder.decode(Card.self, from: Data($0.utf8)) })
    }()
}

extension FSRSPhase {
    /// The trace's names: learning, review, relearning; the step outside review.
    var traceName: (String, Int?) {
        switch self {
        case .learning(let step): ("learning", step)
        case .review: ("review", nil)
        case .relearning(let step): ("relearning", step)
        }
    }
}

/// Equal to within `tolerance` of the larger magnitude.
func relativelyClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(abs(a), abs(b))
}
