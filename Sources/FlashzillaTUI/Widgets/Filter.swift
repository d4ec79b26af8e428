// Foundation only for `String.folding`: the standard library has no Unicode
// decomposition, which diacritic folding needs. Pure: no I/O, no clock.
import Foundation

/// Case- and diacritic-insensitive substring matching, for "type to filter"
/// in the deck and card lists: "espanol" finds "Español", "CAFÉ" finds "café".
///
/// Folding is done per Unicode scalar, with ASCII handled inline and every
/// other scalar folded by Foundation once and remembered, so folding 100,000
/// card titles costs a dictionary lookup per non-ASCII character rather than
/// a Foundation call per string. A combining mark is folded *after a Latin
/// letter* ("a" + mark), so a lone accent (the U+0301 of a decomposed "é") is
/// dropped as Foundation drops it inside a whole string. One deliberate
/// difference: Foundation keeps such marks on letters of some scripts, this
/// drops them in every script, so Hebrew points, Arabic vowel marks and the
/// Devanagari virama are ignored too and a query typed without them still
/// finds pointed text. Tests check agreement with Foundation for Latin,
/// Greek, Cyrillic, CJK, Thai, Korean and emoji text.
/// Matching is a byte search over the folded UTF-8, which is exact on scalar
/// boundaries (UTF-8 never matches half a scalar).
public enum Filter {
    /// `text` lowercased (case-folded: "ß" → "ss") with accents removed.
    public static func fold(_ text: String) -> String {
        var folder = Folder()
        var bytes: [UInt8] = []
        folder.fold(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when `query` occurs in `text`, ignoring case and accents. An empty
    /// query matches everything.
    public static func matches(_ text: String, query: String) -> Bool {
        FilterIndex([text]).matches(query) == [0]
    }
}

/// Folds text to the bytes `FilterIndex` compares, caching the folding of
/// every non-ASCII scalar it meets.
struct Folder {
    private var cache: [Unicode.Scalar: [UInt8]] = [:]

    mutating func fold(_ text: String, into bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                let byte = UInt8(v)
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            } else if let folded = cache[scalar] {
                bytes.append(contentsOf: folded)
            } else {
                let folded = Self.foldedBytes(scalar)
                cache[scalar] = folded
                bytes.append(contentsOf: folded)
            }
        }
    }

    private static func foldedBytes(_ scalar: Unicode.Scalar) -> [UInt8] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A mark is folded after a base letter, as it stands in real
            // text; then the base is dropped (with the mark, if it was an accent).
            let folded = ("a" + String(scalar)).folding(options: options, locale: nil)
            return Array(folded.unicodeScalars.first == "a" ? String(folded.unicodeScalars.dropFirst()).utf8 : folded.utf8)
        default:
            return Array(String(scalar).folding(options: options, locale: nil).utf8)
        }
    }
}
