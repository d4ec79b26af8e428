/// Drawing a picture as sixel: how many pixels it gets in its cells, and whether what a
/// converter wrote is one sixel image and nothing else (it goes to the terminal as it is).
public enum SixelPicture {
    /// A cell's size in pixels when the terminal does not say (`GraphicsQuery`): small, so
    /// that a picture sized with it never runs past its cells on a terminal with larger ones.
    public static let fallbackCell = Size(width: 6, height: 12)

    /// The picture's size in pixels, its shape kept, as large as fits in `box` cells of
    /// `cell` pixels; and the cells it then takes (whole cells, within the box). Nil for
    /// a picture or a box without size.
    public static func fit(pixels: (width: Int, height: Int), box: Size, cell: Size) -> (pixels: Size, cells: Size)? {
        guard pixels.width > 0, pixels.height > 0, box.width > 0, box.height > 0, cell.width > 0, cell.height > 0 else { return nil }
        let room = (width: Double(box.width * cell.width), height: Double(box.height * cell.height))
        let scale = min(room.width / Double(pixels.width), room.height / Double(pixels.height))
        let width = max(1, Int((Double(pixels.width) * scale).rounded(.down)))
        let height = max(1, Int((Double(pixels.height) * scale).rounded(.down)))
        let cells = Size(width: min(box.width, (width + cell.width - 1) / cell.width),
                         height: min(box.height, (height + cell.height - 1) / cell.height))
        return (Size(width: width, height: height), cells)
    }

    /// Whether `bytes` are one sixel image: a DCS that ends in `q` before its data
    /// (`ESC P … q … ESC \`), with no other escape and no C1 control inside, so a
    /// converter's output can never move the cursor, change modes or retitle the terminal.
    public static func isSingleImage(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 5, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P"),
              bytes[bytes.count - 2] == 0x1B, bytes[bytes.count - 1] == UInt8(ascii: "\\") else { return false }
        let body = bytes[2..<(bytes.count - 2)]
        guard let introducer = body.firstIndex(of: UInt8(ascii: "q")),
              body[..<introducer].allSatisfy({ (0x30...0x3B).contains($0) }) else { return false }
        // Sixel data is printable ASCII, with line breaks allowed between bands.
        return body.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A || $0 == 0x0D }
    }
}
