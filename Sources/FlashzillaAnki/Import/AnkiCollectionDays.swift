import Foundation

/// Anki's day numbers as dates. Anki counts days from the collection's creation day
/// (`col.crt`, the moment that day began: its rollover hour, 4 a.m. unless set, where the
/// collection was made), so a review card is due on day `due`. The creation day is the
/// date at which `crt` was the rollover hour (the maker's time zone, found from `crt`
/// itself: 03:00 UTC with rollover 4 was made at UTC+1). Here day `n` begins at the rollover
/// hour of the date `n` days after that one, in the importing machine's time zone: a card
/// due on a date in Anki is due on that date here.
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
        // The maker's offset from UTC: what brings crt to the rollover hour (time zones run
        // from UTC-12 to UTC+14).
        let secondOfDay = ((creation % 86_400) + 86_400) % 86_400
        var offset = Int64(hour) * 3600 - secondOfDay
        if offset < -12 * 3600 { offset += 86_400 }
        if offset >= 14 * 3600 { offset -= 86_400 }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let made = Date(timeIntervalSince1970: TimeInterval(creation + offset))
        let date = utc.dateComponents([.year, .month, .day], from: made)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        dayZero = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: hour)) ?? made
    }

    /// The days as Anki counts them now for a collection with these settings (rslib's
    /// `sched_timing_today`): today is day `daysElapsed`, the study day that began at the last
    /// rollover hour here, and day `n` is `n − today` days from it. Anki has two ways:
    /// - a rollover and no `creationOffset`: days since `crt`'s date, in this time zone, at
    ///   the rollover hour;
    /// - with `creationOffset` (minutes west of UTC where it was made): calendar days between
    ///   `crt`'s date there and today's here, less one before the rollover hour.
    /// (A collection of the v1 scheduler is upgraded by Anki's import first, its creation
    /// offset set to this machine's at `crt`: `AnkiCollectionSettings.days` passes that.)
    public init(creation: Int64, rolloverHour: Int, creationMinutesWest: Int?, now: Date, timeZone: TimeZone = .current) {
        let hour = (0...23).contains(rolloverHour) ? rolloverHour : 4
        let seconds = Int64(now.timeIntervalSince1970.rounded(.down))
        let east = Int64(timeZone.secondsFromGMT(for: now))
        func localDay(_ stamp: Int64, east: Int64) -> (day: Int64, second: Int64) {
            let local = stamp + east
            let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
            return (day, local - day * 86_400)
        }
        let today: Int64
        if let west = creationMinutesWest {
            let made = localDay(creation, east: -Int64(west) * 60).day
            let here = localDay(seconds, east: east)
            today = max(0, here.day - made - (here.second >= Int64(hour) * 3600 ? 0 : 1))
        } else {
            let atRollover = localDay(creation, east: east).day * 86_400 + Int64(hour) * 3600 - east
            today = max(0, (seconds - atRollover) / 86_400)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // The local date of the study day under way: before the rollover hour, yesterday's.
        let studyDate = calendar.dateComponents([.year, .month, .day], from: now.addingTimeInterval(-TimeInterval(hour) * 3600))
        let todayStart = calendar.date(from: DateComponents(year: studyDate.year, month: studyDate.month, day: studyDate.day, hour: hour)) ?? now
        self.rolloverHour = hour
        self.timeZone = timeZone
        dayZero = calendar.date(byAdding: .day, value: -Int(clamping: today), to: todayStart) ?? todayStart
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
