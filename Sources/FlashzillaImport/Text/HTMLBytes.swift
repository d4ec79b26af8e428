/// `HTMLText.plainText` worked on UTF-8 bytes: a large Anki import converts every card's
/// HTML, and the Character-based path spends most of its time on grapheme breaking. Each
/// step here mirrors that path. Where a byte could mean something else than the Character
/// it is part of (an ASCII `<`, `&`, `;`, quote or `>` joined to a combining mark or
/// following a prepended one, non-ASCII text in a tag, a scalar inside a cluster where the
/// other path would stop), it gives up and `HTMLText` takes the Character-based path.
enum HTMLBytes {
    struct NeedsCharacters: Error {}

    /// The field's text, or nil when it needs the Character-based path.
    static func plainText(_ html: String, hiding hidden: HiddenSelectors = .none) -> String? {
        let text = html.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            if !bytes.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "[") }) {
                var converter = Converter(bytes)
                guard converter.collapsesPlainText() else { return html }
                return String(decoding: converter.out, as: UTF8.self)
            }
            var converter = Converter(bytes, hiding: hidden)
            guard (try? converter.convertMarkup()) != nil else { return nil }
            var text = HTMLText.soundMarkers(String(decoding: converter.out, as: UTF8.self))
            if converter.out.contains(0xEF) { text = HTMLText.Kept.restoring(text) }  // the lead byte of U+FDD0…FDD2
            return text.trimmedForCard
        }
        return text ?? nil
    }

    private struct Converter {
        let p: UnsafeBufferPointer<UInt8>
        /// The text with white space collapsed as it is made.
        var collapsed: CollapsingBytes
        var out: [UInt8] { collapsed.out }
        /// The text before collapsing: whether it has anything, and whether it ends in a line break.
        var rawEmpty = true, rawEndsInNewline = false

        /// What the card's style sheets hide.
        var hidden = HiddenSelectors.none

        init(_ bytes: UnsafeBufferPointer<UInt8>, hiding hidden: HiddenSelectors = .none) {
            p = bytes
            self.hidden = hidden
            collapsed = CollapsingBytes(capacity: bytes.count + 16)
        }

        // MARK: Output, collapsed on the way

        mutating func space() {
            collapsed.space()
            rawEmpty = false
            rawEndsInNewline = false
        }

        mutating func newline() {
            collapsed.newline()
            rawEmpty = false
            rawEndsInNewline = true
        }

        /// Bytes with no white space or line break in them.
        mutating func plain(_ range: Range<Int>) {
            collapsed.append(plain: UnsafeBufferPointer(rebasing: p[range]))
            rawEmpty = false
            rawEndsInNewline = false
        }

        /// Produced text (a reference's, an image marker): any byte.
        mutating func produced(_ text: String) {
            for byte in text.utf8 { collapsed.append(byte) }
            if !text.isEmpty {
                rawEmpty = false
                rawEndsInNewline = text.utf8.last == 0x0A
            }
        }

        // MARK: Text without markup

        /// `collapsingSpaces(replacingNewlines())` into `out`; false when that is the text itself.
        mutating func collapsesPlainText() -> Bool {
            let n = p.count
            var changes = n > 0 && (p[0] == 0x20 || p[n - 1] == 0x20)
            var i = 0
            while !changes, i < n {
                let byte = p[i]
                if (0x09...0x0D).contains(byte) || (byte == 0x20 && i + 1 < n && p[i + 1] == 0x20) { changes = true }
                if byte == 0xC2 || byte == 0xE2, Self.isLineBreak(scalarAt: i, in: p) { changes = true }
                i += 1
            }
            guard changes else { return false }
            i = 0
            while i < n {
                let byte = p[i]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    space()
                    i += 1
                } else if (byte == 0xC2 || byte == 0xE2), Self.isLineBreak(scalarAt: i, in: p) {
                    space()
                    i += byte == 0xC2 ? 2 : 3
                } else {
                    var j = i + 1
                    while j < n, p[j] != 0x20, !(0x09...0x0D).contains(p[j]), p[j] != 0xC2, p[j] != 0xE2 { j += 1 }
                    plain(i..<j)
                    i = j
                }
            }
            return true
        }

        /// U+0085, U+2028 or U+2029: the line breaks outside ASCII.
        static func isLineBreak(scalarAt i: Int, in p: UnsafeBufferPointer<UInt8>) -> Bool {
            if p[i] == 0xC2 { return i + 1 < p.count && p[i + 1] == 0x85 }
            return i + 2 < p.count && p[i + 1] == 0x80 && (p[i + 2] == 0xA8 || p[i + 2] == 0xA9)
        }

        // MARK: Markup

        mutating func convertMarkup() throws(NeedsCharacters) {
            let n = p.count
            var i = 0
            while i < n {
                let byte = p[i]
                switch byte {
                case UInt8(ascii: "<"):
                    try standsAlone(i)
                    if let tag = try ByteTag.parse(p, at: i) {
                        i = try apply(tag)
                    } else {
                        plain(i..<i + 1)
                        i += 1
                    }
                case UInt8(ascii: "&"):
                    try standsAlone(i)
                    if let (text, next) = try reference(at: i) {
                        produced(HTMLText.Kept.protecting(text))
                        i = next
                    } else {
                        plain(i..<i + 1)
                        i += 1
                    }
                case 0x20, 0x09...0x0D:
                    // Source white space and line breaks; CR LF is one Character.
                    if byte == 0x0D, i + 1 < n, p[i + 1] == 0x0A { i += 1 }
                    space()
                    i += 1
                case 0xC2, 0xE2:
                    let length = byte == 0xC2 ? 2 : 3
                    if Self.isLineBreak(scalarAt: i, in: p) {
                        space()
                    } else {
                        // The Character-based path stops its run here and goes on by Characters.
                        if Scalars.joinsPrevious(p, at: i) { throw NeedsCharacters() }
                        plain(i..<i + length)
                    }
                    i += length
                default:
                    var j = i + 1
                    while j < n, Self.isPlain(p[j]) { j += 1 }
                    plain(i..<j)
                    i = j
                }
            }
        }

        static func isPlain(_ byte: UInt8) -> Bool {
            byte < 0x80 ? byte > 0x20 && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") : byte != 0xC2 && byte != 0xE2
        }

        /// An ASCII byte the other path compares as a Character must be one.
        func standsAlone(_ i: Int) throws(NeedsCharacters) {
            if Scalars.joinsPrevious(p, at: i) || Scalars.joinsNext(p, at: i) { throw NeedsCharacters() }
        }

        /// What the tag puts in the text; the index after it (and after a script's content).
        mutating func apply(_ tag: ByteTag) throws(NeedsCharacters) -> Int {
            if tag.isComment { return tag.end }
            if !tag.isClosing, tag.kind != .lineBreak, tag.kind != .skipped, tag.kind != .rubyText, hides(tag) {
                // Hidden: no marker for an image, and nothing of what the element holds.
                return tag.kind == .image || isVoid(tag) ? tag.end : try skipHidden(tag)
            }
            switch tag.kind {
            case .lineBreak:
                newline()
            case .skipped:
                if !tag.isClosing { return try skipContent(of: tag, from: tag.end) }
            case .rubyText:
                // Ruby (furigana) on one line: the reading in brackets after its base.
                produced(tag.isClosing ? ")" : "(")
            case .image:
                let attributes = String(decoding: UnsafeBufferPointer(rebasing: p[tag.attributes]), as: UTF8.self)
                if let source = Tag.attribute("src", in: attributes[...]) {
                    produced("[image: \(HTMLText.decodingReferences(source))]")
                }
            case .block:
                if !rawEmpty, !rawEndsInNewline { newline() }
            case .other:
                break
            }
            return tag.end
        }

        /// Whether the tag's `style` hides it: only a tag whose attributes hold `none` is looked at.
        func hides(_ tag: ByteTag) -> Bool {
            let attributes = UnsafeBufferPointer(rebasing: p[tag.attributes])
            if !hidden.isEmpty, attributes.count > 3, hidden.hides(String(decoding: attributes, as: UTF8.self)[...]) { return true }
            guard attributes.count >= 12, attributes.indices.contains(where: { at in
                at + 4 <= attributes.count && attributes[at] | 0x20 == UInt8(ascii: "n") && attributes[at + 1] | 0x20 == UInt8(ascii: "o")
                    && attributes[at + 2] | 0x20 == UInt8(ascii: "n") && attributes[at + 3] | 0x20 == UInt8(ascii: "e")
            }) else { return false }
            return Tag.hidesContent(String(decoding: attributes, as: UTF8.self)[...])
        }

        func isVoid(_ tag: ByteTag) -> Bool {
            HTMLText.voidElements.contains(String(decoding: UnsafeBufferPointer(rebasing: p[tag.name]), as: UTF8.self).lowercased())
        }

        /// After the `</name>` that closes a hidden element (the same elements inside it
        /// counted), or at the end of the text.
        func skipHidden(_ open: ByteTag) throws(NeedsCharacters) -> Int {
            var i = open.end
            var depth = 1
            while let lt = (i..<p.count).first(where: { p[$0] == UInt8(ascii: "<") }) {
                try standsAlone(lt)
                guard let tag = try ByteTag.parse(p, at: lt) else { i = lt + 1; continue }
                i = tag.end
                if tag.isComment || !tag.hasSameName(as: open, in: p) { continue }
                depth += tag.isClosing ? -1 : 1
                if depth == 0 { return tag.end }
            }
            return p.count
        }

        /// After the `</name>` that ends a script or style (or at the end of the text).
        func skipContent(of open: ByteTag, from start: Int) throws(NeedsCharacters) -> Int {
            var i = start
            while let lt = (i..<p.count).first(where: { p[$0] == UInt8(ascii: "<") }) {
                try standsAlone(lt)
                if let tag = try ByteTag.parse(p, at: lt), tag.isClosing, !tag.isComment, tag.hasSameName(as: open, in: p) { return tag.end }
                i = lt + 1
            }
            return p.count
        }

        /// A character reference at `at` (`&…;`, or a legacy name without `;`) and the index after it.
        func reference(at: Int) throws(NeedsCharacters) -> (String, Int)? {
            let n = p.count
            var j = at + 1
            while j < n, j - at - 1 < 40, Self.isReferenceByte(p[j]) { j += 1 }
            // A combining mark on the last letter would end the name a letter earlier.
            if j > at + 1, Scalars.joinsNext(p, at: j - 1) { throw NeedsCharacters() }
            let body = String(decoding: UnsafeBufferPointer(rebasing: p[(at + 1)..<j]), as: UTF8.self)[...]
            if j < n, p[j] == UInt8(ascii: ";") {
                if Scalars.joinsNext(p, at: j) { throw NeedsCharacters() }
                if let text = HTMLEntities.decode(body) { return try checked(text, j + 1) }
            }
            if HTMLEntities.withoutSemicolon.contains(String(body)), let text = HTMLEntities.decode(body) { return try checked(text, j) }
            return nil
        }

        /// A CR from a reference would join a following line break into one Character.
        func checked(_ text: String, _ next: Int) throws(NeedsCharacters) -> (String, Int) {
            if text.utf8.contains(0x0D) { throw NeedsCharacters() }
            return (text, next)
        }

        static func isReferenceByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "#") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }
}
