import Foundation
import FlashzillaCore

/// The wall clock as seen from the screen's monotonic moments: the date at one moment,
/// and time since then. FSRS needs dates; the run loop hands screens moments.
struct ReviewClock: Equatable, Sendable {
    var moment: Moment
    var date: Date

    func date(at now: Moment) -> Date {
        date.addingTimeInterval(Motion.seconds(now - moment))
    }
}
