import FlashzillaCore
import Foundation

/// The deck format read and written through Foundation's `JSONSerialization`, to compare
/// `FlashzillaDeckCodec` against: the benchmark's yardstick, and for the tests an
/// independent JSON reader and writer and a codec that cannot stream (the store's
/// whole-file path). It shares the deck rules (`DeckFormat`'s JSON tree), so
/// for valid files both give equal decks. Differences: syntax errors come without a
/// position (as `.unreadable`), a number's lexeme is rebuilt from its value (`1.50e3`
/// comes back as `1500`), and Foundation on Linux drops U+FEFF at the start of a string.
public struct FoundationDeckCodec: DeckCodec {
    public init() {}

    public func decode(_ data: Data, fileName: String, now: Date) throws(DeckFileError) -> DecodedDeck {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard !body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { throw DeckFileError(.empty) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw DeckFileError(.unreadable("not valid JSON: \(reason)"))
        }
        return try DeckFormat.deck(from: Self.value(object), fileName: fileName, now: now)
    }

    public func encode(_ deck: Deck) -> Data {
        let object = Self.object(DeckFormat.document(for: deck))
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Never fails: the object holds only JSON types.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
        return data + [UInt8(ascii: "\n")]
    }

    static func value(_ object: Any) -> JSONValue {
        switch object {
        case let text as String: return .string(text)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .number("\(number.doubleValue)")
            case "Q": return .number("\(number.uint64Value)")
            default: return .number("\(number.int64Value)")
            }
        case let elements as [Any]: return .array(elements.map(value))
        case let members as [String: Any]: return .object(members.mapValues(value))
        default: return .null
        }
    }

    static func object(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .number(let lexeme): return Int64(lexeme).map { NSNumber(value: $0) } ?? NSNumber(value: Double(lexeme) ?? 0)
        case .string(let text): return text
        case .array(let elements): return elements.map(object)
        case .object(let members): return members.mapValues(object)
        }
    }
}
