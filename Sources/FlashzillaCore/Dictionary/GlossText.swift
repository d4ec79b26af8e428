import Foundation

/// Turns a WordNet gloss into a short definition for a card.
///
/// A gloss is `definition[; definition…][; "example"…]`, e.g.
/// `move fast by using one's feet, with one foot off the ground at any given time; "Don't run--you'll be out of breath"`.
/// We keep the definitions before the first example (a few glosses continue with
/// unquoted or badly quoted example text after it), at most two of them, each as one
/// sentence: first letter capitalised, ending with a full stop. A further definition of
/// one word ("domestic cats; wildcats") is left out, and one that starts with
/// "and", "or" or "but" joins the sentence before it.
enum GlossText {
    static let maximumSentences = 2

    static func definition(fromGloss gloss: String) -> String {
        var parts: [String] = []
        for segment in topLevelSegments(gloss) {
            let trimmed = segment.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("\"") { break }  // the examples start here
            let (text, examplesFollow) = cutAtExample(trimmed)
            let cleaned = tidy(text)
            if cleaned.isEmpty {
                // nothing
            } else if parts.isEmpty {
                parts.append(cleaned)
            } else if continues(cleaned) {
                // "the capital of France; and international center of culture" reads as one sentence.
                parts[parts.count - 1] += ", " + cleaned
            } else if cleaned.split(separator: " ").count >= 2 {
                parts.append(cleaned)
            }
            if examplesFollow || parts.count == maximumSentences { break }
        }
        if parts.isEmpty {
            // Not seen in WordNet 3.0; keep whatever text there is rather than nothing.
            let bare = tidy(gloss.replacingOccurrences(of: "\"", with: ""))
            return bare.isEmpty ? "" : sentence(bare)
        }
        return parts.map(sentence).joined(separator: " ")
    }

    /// A further definition that starts with a conjunction continues the one before.
    static func continues(_ text: String) -> Bool {
        ["and ", "or ", "but "].contains { text.hasPrefix($0) }
    }

    /// The gloss split at semicolons outside quotes and parentheses.
    static func topLevelSegments(_ gloss: String) -> [Substring] {
        var segments: [Substring] = []
        var start = gloss.startIndex
        var inQuote = false, depth = 0
        var i = gloss.startIndex
        while i < gloss.endIndex {
            switch gloss[i] {
            case "\"": inQuote.toggle()
            case "(" where !inQuote: depth += 1
            case ")" where !inQuote: depth = max(0, depth - 1)
            case ";" where !inQuote && depth == 0:
                segments.append(gloss[start..<i])
                start = gloss.index(after: i)
            default: break
            }
            i = gloss.index(after: i)
        }
        segments.append(gloss[start...])
        return segments
    }

    /// A definition that runs into an example without a semicolon
    /// (`a complete extent or range: "a face that expressed a gamut of emotions"`):
    /// the text before the first quote outside parentheses, and whether one was found.
    static func cutAtExample(_ text: String) -> (String, Bool) {
        var depth = 0
        for i in text.indices {
            switch text[i] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "\"" where depth == 0: return (String(text[..<i]), true)
            default: break
            }
        }
        return (text, false)
    }

    /// Drops what introduced a cut-off example (": ", ", e.g.", "as in") and a stray quote.
    static func tidy(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespaces)
        // Balanced quotes are part of the definition; an odd one is a broken example's.
        if result.count(where: { $0 == "\"" }) % 2 == 1 { result.removeAll { $0 == "\"" } }
        var changed = true
        while changed {
            changed = false
            for tail in [":", ",", ";", "-", " e.g.", " e.g.,", " as in", "e.g.", "e.g.,"] where result.hasSuffix(tail) && result.count > tail.count {
                result = String(result.dropLast(tail.count)).trimmingCharacters(in: .whitespaces)
                changed = true
            }
        }
        return result
    }

    /// First letter capitalised, ending with a full stop (or the ! or ? it has).
    static func sentence(_ text: String) -> String {
        var result = text
        if let letter = result.firstIndex(where: \.isLetter) {
            result.replaceSubrange(letter...letter, with: result[letter].uppercased())
        }
        if let last = result.last, !".!?".contains(last) { result.append(".") }
        return result
    }
}
