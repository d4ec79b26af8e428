import Foundation

/// What a card's style sheets hide (`#popup-container { display: none }`): the `#id`s and
/// `.class`es named alone by a top-level rule whose declarations hold `display: none`.
/// Compound selectors (`.mobile #pic`) and rules inside `@media` are left alone: they
/// depend on where the card is shown.
public struct HiddenSelectors: Sendable, Equatable {
    var ids: Set<String> = []
    var classes: Set<String> = []

    public static let none = HiddenSelectors()

    public var isEmpty: Bool { ids.isEmpty && classes.isEmpty }

    public init() {}

    /// The rules of `css` (a style sheet) and of every `<style>` element in `html`.
    public init(css: String, html: [String] = []) {
        parse(css)
        for text in html {
            var rest = text[...]
            while let open = rest.range(of: "<style", options: .caseInsensitive) {
                guard let start = rest[open.upperBound...].firstIndex(of: ">") else { break }
                let end = rest[start...].range(of: "</style>", options: .caseInsensitive)
                parse(String(rest[rest.index(after: start)..<(end?.lowerBound ?? rest.endIndex)]))
                rest = end.map { rest[$0.upperBound...] } ?? ""
            }
        }
    }

    private mutating func parse(_ css: String) {
        guard css.contains("none") else { return }
        let sheet = Self.withoutComments(css)
        var depth = 0
        var start = sheet.startIndex
        var selector: Substring = ""
        for i in sheet.indices {
            switch sheet[i] {
            case "{":
                if depth == 0 { selector = sheet[start..<i]; start = sheet.index(after: i) }
                depth += 1
            case "}" where depth > 0:
                depth -= 1
                guard depth == 0 else { continue }
                let body = sheet[start..<i].lowercased().filter { !$0.isWhitespace }
                if body.contains("display:none"), !selector.trimmingSpacesAndLines.hasPrefix("@") {
                    for part in selector.split(separator: ",") { add(part.trimmingSpacesAndLines) }
                }
                start = sheet.index(after: i)
            default:
                break
            }
        }
    }

    private mutating func add(_ selector: Substring) {
        guard let kind = selector.first, kind == "#" || kind == ".", selector.count > 1,
              selector.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return }
        if kind == "#" { ids.insert(String(selector.dropFirst())) } else { classes.insert(String(selector.dropFirst())) }
    }

    private static func withoutComments(_ css: String) -> Substring {
        guard css.contains("/*") else { return css[...] }
        var out = ""
        var rest = css[...]
        while let open = rest.range(of: "/*") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return out[...] }
            rest = rest[close.upperBound...]
        }
        return (out + rest)[...]
    }

    /// Whether an element with these attributes is one the sheets hide.
    func hides(_ attributes: Substring) -> Bool {
        if !ids.isEmpty, let id = Tag.attribute("id", in: attributes), ids.contains(id) { return true }
        if !classes.isEmpty, let names = Tag.attribute("class", in: attributes),
           names.split(whereSeparator: \.isWhitespace).contains(where: { classes.contains(String($0)) }) { return true }
        return false
    }
}

extension Substring {
    var trimmingSpacesAndLines: Substring {
        var s = self
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return s
    }
}
