/// A picture's size in cells inside a box of cells, its shape kept: a cell is about twice
/// as tall as it is wide, so a square picture takes twice as many columns as rows.
public enum PictureFit {
    /// Height of a cell over its width (most terminal fonts: 2).
    public static let cellAspect = 2.0

    /// The columns and rows the picture of `pixels` takes inside `box`, as large as fits,
    /// at least 1×1; nil when the picture has no size.
    public static func cells(pixels: (width: Int, height: Int), box: Size) -> Size? {
        guard pixels.width > 0, pixels.height > 0, box.width > 0, box.height > 0 else { return nil }
        // The picture's width over height, in cells.
        let shape = Double(pixels.width) / Double(pixels.height) * cellAspect
        var columns = Double(box.width), rows = columns / shape
        if rows > Double(box.height) {
            rows = Double(box.height)
            columns = rows * shape
        }
        return Size(width: max(1, min(box.width, Int(columns.rounded(.down)))), height: max(1, min(box.height, Int(rows.rounded(.down)))))
    }

    /// The pixel size of a PNG (its IHDR) or a JPEG (its first start-of-frame), nil for
    /// anything else or a file too short.
    public static func pixelSize(of file: [UInt8]) -> (width: Int, height: Int)? {
        if file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), file.count >= 24 {
            return (bigEndian(file, 16, 4), bigEndian(file, 20, 4))
        }
        guard file.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < file.count {
            guard file[i] == 0xFF else { return nil }
            let marker = file[i + 1]
            let length = bigEndian(file, i + 2, 2)
            // SOF0…SOF15, but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(file, i + 7, 2), bigEndian(file, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    public static func isPNG(_ file: [UInt8]) -> Bool {
        file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<at + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }
}
