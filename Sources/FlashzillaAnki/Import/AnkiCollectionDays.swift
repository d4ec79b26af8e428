import Foundation

/// Anki's day numbers as dates. Anki counts days from the collection's creation day
/// (`col.crt`), each day beginning at the collection's rollover hour (4 a.m. unless set):
/// a review card is due on day `due`. Here day `n` begins at the rollover hour of the local
/// date `n` days after the creation day's, in the importing machine's time zone (Anki's own
/// handling of a collection made in another time zone is not followed: kept simple, a card
/// due on a date is due on that date here).
public struct AnkiCollectionDays: Hashable, Sendable {
    /// When day 0 began.
    public let dayZero: Date
    public let rolloverHour: Int
    public let timeZone: TimeZone

    /// `creation`: `col.crt` (seconds); `rolloverHour`: the collection's `rollover`.
    public init(creation: Int64, rolloverHour: Int = 4, timeZone: TimeZone = .current) {
        let hour = (0...23).contains(rolloverHour) ? rolloverHour : 4
        self.rolloverHour = hour
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // The creation day is the date of the moment `hour` hours before crt (a collection
        // made at 2 a.m. belongs to the day before, as in Anki).
        let shifted = Date(timeIntervalSince1970: TimeInterval(creation - Int64(hour) * 3600))
        let date = calendar.dateComponents([.year, .month, .day], from: shifted)
        dayZero = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: hour)) ?? shifted
    }

    /// When day `day` begins: whole days after day 0, moved by any change of the clock
    /// (summer time) in between, so it stays at the rollover hour.
    public func start(ofDay day: Int64) -> Date {
        let days = max(-3_650_000, min(day, 3_650_000))
        let plain = dayZero.addingTimeInterval(TimeInterval(days) * 86_400)
        let shift = timeZone.secondsFromGMT(for: dayZero) - timeZone.secondsFromGMT(for: plain)
        return plain.addingTimeInterval(TimeInterval(shift))
    }
}
