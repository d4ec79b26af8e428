import Foundation
import FlashzillaCore

/// The line format of `flashzilla fsrs replay`: a history in, the states out.
enum ReplayLine {
    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The reviews of `{"reviews":[{"time":"…","rating":1…4}, …]}`; other keys are ignored.
    static func reviews(from line: String) throws(Problem) -> [FSRSReview] {
        let document: JSONValue
        do {
            document = try JSONReader.parse(line)
        } catch {
            throw Problem(line.allSatisfy(\.isWhitespace) ? "an empty line; expected {\"reviews\":[…]}" : "not JSON: \(error.description)")
        }
        guard let object = document.objectValue else { throw Problem("expected an object {\"reviews\":[…]}") }
        guard let items = object["reviews"]?.arrayValue else { throw Problem("\"reviews\" must be an array of reviews") }
        var reviews: [FSRSReview] = []
        for (index, item) in items.enumerated() {
            let which = "review \(index + 1)"
            guard let review = item.objectValue else { throw Problem("\(which) is not an object {\"time\":…,\"rating\":…}") }
            guard let text = review["time"]?.stringValue else { throw Problem("\(which) has no \"time\" string") }
            guard let time = ISO8601Timestamp.date(from: text) else {
                throw Problem("\(which): \"time\" is not a timestamp like 2026-01-08T14:47:00Z: \(text)")
            }
            guard let number = review["rating"]?.intValue, let rating = FSRSRating(rawValue: number) else {
                throw Problem("\(which): \"rating\" must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)")
            }
            if let previous = reviews.last, time < previous.time {
                throw Problem("\(which) at \(text) is earlier than review \(index) at \(ISO8601Timestamp.string(from: previous.time))")
            }
            reviews.append(FSRSReview(time: time, rating: rating))
        }
        return reviews
    }

    /// `{"states":[{"state":…,"step":…,"stability":…,"difficulty":…,"due":…}, …]}` on one line;
    /// numbers in their shortest form that reads back as the same double.
    static func output(_ states: [FSRSCardState]) -> String {
        let items = states.map { state -> String in
            let (name, step): (String, Int?) = switch state.phase {
            case .learning(let step): ("learning", step)
            case .review: ("review", nil)
            case .relearning(let step): ("relearning", step)
            }
            return "{\"state\":\"\(name)\",\"step\":\(step.map(String.init) ?? "null"),"
                + "\"stability\":\(number(state.stability)),\"difficulty\":\(number(state.difficulty)),"
                + "\"due\":\"\(ISO8601Timestamp.string(from: state.due))\"}"
        }
        return "{\"states\":[" + items.joined(separator: ",") + "]}"
    }

    /// JSON has no infinity or NaN; the scheduler's clamps keep both out, this keeps the line valid regardless.
    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
