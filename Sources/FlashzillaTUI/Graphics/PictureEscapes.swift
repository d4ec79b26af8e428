/// A picture as the bytes a terminal draws it from, placed in `columns × rows` cells from
/// the cursor, which stays where it was.
public enum PictureEscapes {
    /// kitty's payloads are sent in pieces of at most 4096 bytes of base64.
    public static let kittyChunk = 4096

    /// kitty: transmit and show `png` (file bytes, `f=100`) as image `id`, scaled into the
    /// cells (`c`, `r`), the cursor not moved (`C=1`), no replies (`q=2`).
    public static func kitty(png: [UInt8], id: Int, columns: Int, rows: Int) -> String {
        let payload = Base64.encode(png)
        var pieces: [Substring] = []
        var start = payload.startIndex
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: kittyChunk, limitedBy: payload.endIndex) ?? payload.endIndex
            pieces.append(payload[start..<end])
            start = end
        }
        if pieces.isEmpty { pieces = [""] }
        var out = ""
        for (index, piece) in pieces.enumerated() {
            let more = index < pieces.count - 1 ? 1 : 0
            let keys = index == 0 ? "a=T,f=100,t=d,i=\(id),c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
            out += "\u{1b}_G\(keys);\(piece)\u{1b}\\"
        }
        return out
    }

    /// kitty: take image `id` (and its placements) off the screen and out of memory.
    public static func kittyDelete(id: Int) -> String {
        "\u{1b}_Ga=d,d=I,i=\(id),q=2\u{1b}\\"
    }

    /// iTerm2: the file's bytes inline, in that many cells, its shape kept. iTerm2 moves
    /// the cursor past the picture: the caller saves and restores it around this.
    public static func iTerm2(file: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1b}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + Base64.encode(file) + "\u{7}"
    }
}

/// Standard base64 (RFC 4648, with padding), written here to keep this module on the
/// standard library.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i], b1 = i + 1 < bytes.count ? bytes[i + 1] : 0, b2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
