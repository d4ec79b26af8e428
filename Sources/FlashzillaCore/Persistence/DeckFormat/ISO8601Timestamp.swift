import Foundation

/// Hand-rolled ISO 8601 / RFC 3339 timestamps: ISO8601DateFormatter costs microseconds
/// per date, and a large deck holds 200,000 of them.
///
/// Written: `2026-11-22T03:50:07Z` — UTC, whole seconds (the fraction is dropped, rounding
/// toward the past), years clamped to 0001…9999.
/// Read: `YYYY-MM-DDTHH:MM:SS`, then optionally `.` and 1+ digits of fraction, then `Z` or
/// `±HH:MM`; `t` and `z` are accepted in lower case. The fraction is dropped, so a
/// deck's dates have one-second resolution and a write–read round trip is exact.
public enum ISO8601Timestamp {
    private static let minimumSeconds: Int64 = -62_135_596_800 // 0001-01-01T00:00:00Z
    private static let maximumSeconds: Int64 = 253_402_300_799 // 9999-12-31T23:59:59Z

    public static func string(from date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        write(date, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the 20 bytes of `string(from:)`, for writers that work on bytes.
    static func write(_ date: Date, into out: inout [UInt8]) {
        let seconds = wholeSeconds(date)
        let days = floorDivide(seconds, 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civilDate(fromDays: days)
        func put(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        put(year, 4); out.append(UInt8(ascii: "-"))
        put(month, 2); out.append(UInt8(ascii: "-"))
        put(day, 2); out.append(UInt8(ascii: "T"))
        put(secondOfDay / 3600, 2); out.append(UInt8(ascii: ":"))
        put(secondOfDay / 60 % 60, 2); out.append(UInt8(ascii: ":"))
        put(secondOfDay % 60, 2); out.append(UInt8(ascii: "Z"))
    }

    /// The date, truncated to whole seconds, or nil if `text` is not a timestamp as above.
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { date(utf8: $0) }
    }

    /// The same truncation `string(from:)` applies, so callers can compare dates as stored.
    public static func truncated(_ date: Date) -> Date {
        Date(timeIntervalSince1970: TimeInterval(wholeSeconds(date)))
    }

    static func wholeSeconds(_ date: Date) -> Int64 {
        let t = date.timeIntervalSince1970.rounded(.down)
        guard !t.isNaN else { return 0 }
        return Int64(max(Double(minimumSeconds), min(Double(maximumSeconds), t)))
    }

    /// The date in `bytes` (UTF-8), as `date(from:)` reads it; for readers that work on bytes.
    @inline(__always)
    static func date(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        seconds(from: bytes).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// Seconds since 1970 for a timestamp as described above, or nil.
    static func seconds(from b: UnsafeBufferPointer<UInt8>) -> Int64? {
        let n = b.count
        guard n >= 20, let p = b.baseAddress else { return nil }
        // Two ASCII digits at `i` as a number, or nil.
        @inline(__always) func two(_ i: Int) -> Int? {
            let high = p[i] &- UInt8(ascii: "0"), low = p[i + 1] &- UInt8(ascii: "0")
            return high < 10 && low < 10 ? Int(high) * 10 + Int(low) : nil
        }
        guard let century = two(0), let yearOfCentury = two(2), p[4] == UInt8(ascii: "-"),
              let month = two(5), p[7] == UInt8(ascii: "-"),
              let day = two(8), p[10] | 0x20 == UInt8(ascii: "t"),
              let hour = two(11), p[13] == UInt8(ascii: ":"),
              let minute = two(14), p[16] == UInt8(ascii: ":"),
              let second = two(17)
        else { return nil }
        let year = century * 100 + yearOfCentury
        guard year >= 1, (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year),
              hour < 24, minute < 60, second <= 60 // 60: a leap second, which becomes the next minute's 00
        else { return nil }

        var i = 19
        if p[i] == UInt8(ascii: ".") {
            i += 1
            let digitsStart = i
            while i < n && p[i] &- UInt8(ascii: "0") < 10 { i += 1 }
            guard i > digitsStart else { return nil }
        }
        guard i < n else { return nil }
        var offset = 0
        if p[i] | 0x20 == UInt8(ascii: "z") {
            i += 1
        } else if p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
            guard i + 6 <= n, let offsetHours = two(i + 1), p[i + 3] == UInt8(ascii: ":"), let offsetMinutes = two(i + 4),
                  offsetHours < 24, offsetMinutes < 60
            else { return nil }
            offset = (p[i] == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
            i += 6
        } else {
            return nil
        }
        guard i == n else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    // Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian calendar).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
