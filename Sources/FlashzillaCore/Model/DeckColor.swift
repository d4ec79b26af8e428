/// The fixed palette a deck's colour is chosen from.
public enum DeckColor: String, CaseIterable, Codable, Sendable {
    case red, orange, yellow, green, teal, blue, indigo, purple, pink, gray

    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
