import CNcurses
import FlashzillaCore
import FlashzillaTUI
import Foundation

/// Draws the card's picture over the frame curses drew, on a terminal that said it can
/// (`GraphicsProbe`), and takes it away when the model's placement changes. kitty keeps
/// pictures on a layer of their own, deleted by id; an iTerm2 or sixel picture sits in the
/// cells, so taking it away repaints the screen.
final class PictureLayer {
    /// What the terminal said it can draw (set once the run asked it; none until then).
    private(set) var graphics: TerminalGraphics = .none
    /// A cell's size in pixels, as the terminal said (for sixel).
    private var cell = SixelPicture.fallbackCell
    /// The program that makes sixel data, on a terminal that draws only sixel.
    private var converter: SixelConverter?
    /// The last sixel made, by file and size: a card shown again is not converted again
    /// (a failure is tried again on the next showing: it may have been a busy moment).
    private var lastSixel: (key: String, bytes: [UInt8])?
    let mediaFolder: URL
    private var shown: PicturePlacement?
    /// Whether `shown` is on the screen (a file that is not a picture is never drawn).
    private var isDrawn = false
    private static let imageID = 1
    /// Larger files are left as text: they would take long to send on every card.
    static let largestFile = 8 << 20

    init(mediaFolder: URL) {
        self.mediaFolder = mediaFolder
    }

    /// What the terminal answered at startup. A sixel terminal draws pictures only with a
    /// converter on `PATH`; without one the `[image: …]` text stays.
    func configure(_ reply: GraphicsQuery.Reply, searchPath: String) {
        cell = reply.cell ?? SixelPicture.fallbackCell
        graphics = reply.graphics
        if graphics == .sixel {
            converter = SixelConverter.find(searchPath: searchPath) { FileManager.default.isExecutableFile(atPath: $0) }
            if converter == nil { graphics = .none }
        }
    }

    /// After each frame: the picture to show now (nil: none).
    func show(_ placement: PicturePlacement?) {
        guard graphics.drawsPictures, placement != shown else { return }
        remove()
        shown = placement
        guard let placement, let escape = escape(for: placement) else { return }
        let top = placement.box.minY + 1, left = placement.box.minX + 1
        Self.write("\u{1b}7\u{1b}[\(top);\(left)H" + escape + "\u{1b}8")
        isDrawn = true
    }

    /// Takes the picture off the screen (leaving, suspending, another card).
    func remove() {
        defer {
            isDrawn = false
            shown = nil
        }
        guard isDrawn else { return }
        switch graphics {
        case .kitty:
            Self.write(PictureEscapes.kittyDelete(id: Self.imageID))
        case .iTerm2, .sixel:
            // The picture is in the cells: curses paints them all again.
            clearok(fz_stdscr(), true)
            refresh()
        case .none:
            break
        }
    }

    /// The picture's escape, scaled into its box and centred there; nil for a name refused,
    /// a file missing or too large, or one the terminal cannot take (kitty: PNG only).
    private func escape(for placement: PicturePlacement) -> String? {
        guard case .success(let file) = MediaLocation.file(placement.name, deckID: placement.deckID, in: mediaFolder),
              let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes[.size] as? Int, size <= Self.largestFile,
              let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let bytes = [UInt8](data)
        if graphics == .sixel { return sixel(file: file.path, bytes: bytes, box: placement.box.size) }
        guard let pixels = PictureFit.pixelSize(of: bytes), let cells = PictureFit.cells(pixels: pixels, box: placement.box.size) else { return nil }
        let indent = (placement.box.width - cells.width) / 2
        let move = indent > 0 ? "\u{1b}[\(indent)C" : ""
        switch graphics {
        case .kitty:
            guard PictureFit.isPNG(bytes) else { return nil }
            return move + PictureEscapes.kitty(png: bytes, id: Self.imageID, columns: cells.width, rows: cells.height)
        case .iTerm2:
            return move + PictureEscapes.iTerm2(file: bytes, columns: cells.width, rows: cells.height)
        case .none, .sixel:
            return nil
        }
    }

    /// The picture as sixel, sized in pixels to fit its box and centred there, made by the
    /// converter; nil when it fails, takes too long, or writes anything but one sixel image.
    private func sixel(file: String, bytes: [UInt8], box: Size) -> String? {
        guard let converter, let pixels = PictureFit.pixelSize(of: bytes),
              let fit = SixelPicture.fit(pixels: pixels, box: box, cell: cell) else { return nil }
        let key = "\(file)\u{0}\(fit.pixels.width)x\(fit.pixels.height)"
        let made: [UInt8]?
        if let last = lastSixel, last.key == key {
            made = last.bytes
        } else {
            var output = ProgramOutput.run(converter.command(for: file, width: fit.pixels.width, height: fit.pixels.height),
                                           timeout: Self.conversionTimeout, limit: Self.largestSixel)
            // A converter may end its output with a line break.
            while let last = output?.last, last == 0x0A || last == 0x0D { output?.removeLast() }
            made = output.flatMap { SixelPicture.isSingleImage($0) ? $0 : nil }
            if let made { lastSixel = (key, made) }
        }
        guard let made else { return nil }
        let indent = (box.width - fit.cells.width) / 2
        return (indent > 0 ? "\u{1b}[\(indent)C" : "") + String(decoding: made, as: UTF8.self)
    }

    static let conversionTimeout: Duration = .seconds(5)
    static let largestSixel = 32 << 20

    private static func write(_ text: String) {
        fflush(nil)
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
