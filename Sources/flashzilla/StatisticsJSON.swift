import FlashzillaCore
import Foundation

/// `flashzilla stats --json`: one object (README, "Statistics").
enum StatisticsJSON {
    static func value(_ report: StatisticsReport) -> JSONValue {
        var retention: [String: JSONValue] = ["desired": number(report.desiredRetention)]
        for period in StatisticsReport.Period.allCases {
            let r = report.retention[period] ?? .init()
            retention[period.rawValue] = .object(["all": rate(r.all), "young": rate(r.young), "mature": rate(r.mature),
                                                  "reviews": .int(r.all.reviews)])
        }
        let today = report.today
        let cards = report.cards
        return .object([
            "today": .object(["reviews": .int(today.reviews), "seconds": .int(today.seconds), "againRate": today.againRate.map(number) ?? .null,
                              "newLearned": .int(today.newLearned)]),
            "streak": .int(report.streak),
            "retention": .object(retention),
            "forecast": .array(report.forecast.map(JSONValue.int)),
            "cards": .object(["new": .int(cards.new), "learning": .int(cards.learning), "relearning": .int(cards.relearning),
                              "young": .int(cards.young), "mature": .int(cards.mature)]),
            "days": .array(report.days.map { .object(["date": .string($0.date), "reviews": .int($0.reviews), "seconds": .int($0.seconds)]) }),
            "quizSessions": .array(report.quizSessions.map {
                .object(["start": .string($0.localStart), "answers": .int($0.answers), "correct": .int($0.correct), "seconds": .int($0.seconds)])
            }),
        ])
    }

    private static func rate(_ retention: StatisticsReport.Retention) -> JSONValue { retention.rate.map(number) ?? .null }

    /// A share to four decimals (0.3333), as short as it goes (0.9, 1).
    static func number(_ value: Double) -> JSONValue {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return .int(Int(rounded)) }
        return .number(String(rounded))
    }
}
