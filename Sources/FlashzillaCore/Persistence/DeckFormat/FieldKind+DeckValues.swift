import Foundation

/// The kinds of value the deck format has beyond plain JSON ones.
extension FieldKind<UUID> {
    /// Any case on read, upper case on write.
    static let uuid = parsed(expected: "a UUID string", UUIDText.parse, invalid: { "not a valid UUID \($0)" }, encode: \.uuidString)
}

extension FieldKind<Date> {
    /// ISO 8601 with an offset; written in UTC to the second.
    static let timestamp = parsed(ISO8601Timestamp.date(from:), invalid: { "not an ISO 8601 date and time \($0) (expected e.g. 2026-11-22T03:50:07Z)" },
                                  encode: ISO8601Timestamp.string(from:))
}

extension FieldKind<WordType> {
    /// Its name or abbreviation, in any case.
    static let wordType = parsed({ WordType(rawValue: $0) ?? WordType(userText: $0) }, invalid: { text in
        "unknown word type \(text) (expected one of \(WordType.allCases.map(\.rawValue).joined(separator: ", ")))"
    }, encode: \.rawValue)
}

extension FieldKind<DeckColor> {
    /// A palette name in any case.
    static let color: FieldKind = {
        let palette = DeckColor.allCases.map(\.rawValue).joined(separator: ", ")
        return parsed(expected: "a string, one of \(palette)", { DeckColor(rawValue: $0.lowercased()) },
                      invalid: { "unknown colour \($0) (expected one of \(palette))" }, encode: \.rawValue)
    }()
}

extension FieldKind<String> {
    /// The `format` field: only ours.
    static let formatName = parsed(expected: "the string \"\(DeckFormat.name)\"", { $0 == DeckFormat.name ? $0 : nil },
                                   invalid: { "not a Flashzilla deck (format \($0), expected \"\(DeckFormat.name)\")" }, encode: { $0 })
}

extension FieldKind<Duration> {
    /// About 31 years: any real game takes less, and milliseconds stay far from overflow.
    static let maximumSeconds = 1_000_000_000

    /// Seconds as a JSON number, kept to the millisecond: 42.5, 42, 0.005.
    static let seconds = FieldKind(expected: "a number of seconds from 0 to \(maximumSeconds)", decode: { json in
        guard case .number(let lexeme) = json, let seconds = Double(lexeme), seconds >= 0, seconds <= Double(maximumSeconds) else { return nil }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }, encode: { .number(secondsText($0)) })

    /// Seconds with up to three decimals and no trailing zeros.
    static func secondsText(_ time: Duration) -> String {
        let ms = MatchRecord.milliseconds(of: time)
        let fraction = ms % 1000
        guard fraction != 0 else { return String(ms / 1000) }
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
        while decimals.last == "0" { decimals.removeLast() }
        return "\(ms / 1000).\(decimals)"
    }
}

extension FieldKind<LeechAction> {
    /// `tag` or `suspend`, in any case.
    static let leechAction: FieldKind = {
        let choices = LeechAction.allCases.map(\.rawValue).joined(separator: ", ")
        return parsed(expected: "a string, one of \(choices)", { LeechAction(rawValue: $0.lowercased()) },
                      invalid: { "unknown leech action \($0) (expected one of \(choices))" }, encode: \.rawValue)
    }()
}
