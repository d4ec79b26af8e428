import Testing
@testable import FlashzillaTUI

/// Sixel pictures: the cell size the terminal reports, a picture's pixels in its cells,
/// and the check that a converter's output is one sixel image and nothing else.
struct SixelPictureTests {
    @Test func theRequestAsksTheCellSizeBeforeDA1AndTheReplyIsRead() {
        #expect(GraphicsQuery.request(termProgram: nil).hasSuffix("\u{1b}[16t\u{1b}[c"))
        let reply = GraphicsQuery.parse(Array("\u{1b}[6;20;10t\u{1b}[?62;4;22c".utf8))
        #expect(reply.cell == Size(width: 10, height: 20) && reply.graphics == .sixel && reply.isComplete)
        #expect(GraphicsQuery.parse(Array("\u{1b}[?62;4c".utf8)).cell == nil, "no reply: none")
        #expect(GraphicsQuery.parse(Array("\u{1b}[6;0;10t\u{1b}[?62;4c".utf8)).cell == nil, "no size")
        #expect(GraphicsQuery.parse(Array("\u{1b}[6;20t\u{1b}[?62;4c".utf8)).cell == nil, "one number")
    }

    @Test func aPictureFitsItsCellsWithItsShapeKept() throws {
        // 64×32 into 20×5 cells of 10×20: 200×100 pixels room; the height limits (×3.125).
        let wide = try #require(SixelPicture.fit(pixels: (64, 32), box: Size(width: 20, height: 5), cell: Size(width: 10, height: 20)))
        #expect(wide.pixels == Size(width: 200, height: 100) && wide.cells == Size(width: 20, height: 5))
        let tall = try #require(SixelPicture.fit(pixels: (100, 400), box: Size(width: 20, height: 5), cell: Size(width: 10, height: 20)))
        #expect(tall.pixels == Size(width: 25, height: 100) && tall.cells == Size(width: 3, height: 5))
        #expect(SixelPicture.fit(pixels: (0, 10), box: Size(width: 5, height: 5), cell: SixelPicture.fallbackCell) == nil)
        // Never more cells than the box, whatever the cell size.
        for cell in [Size(width: 1, height: 1), Size(width: 7, height: 15), Size(width: 33, height: 70)] {
            let fit = try #require(SixelPicture.fit(pixels: (333, 127), box: Size(width: 30, height: 6), cell: cell))
            #expect(fit.cells.width <= 30 && fit.cells.height <= 6)
            #expect(fit.pixels.width <= 30 * cell.width && fit.pixels.height <= 6 * cell.height)
        }
    }

    @Test func onlyOneSixelImageGoesToTheTerminal() {
        func image(_ text: String) -> [UInt8] { Array(text.utf8) }
        #expect(SixelPicture.isSingleImage(image("\u{1b}Pq\"1;1;2;2#0;2;0;0;0#0~~-\u{1b}\\")))
        #expect(SixelPicture.isSingleImage(image("\u{1b}P0;0;8q#0~\n~\u{1b}\\")))
        #expect(!SixelPicture.isSingleImage(image("\u{1b}Pq#0~\u{1b}[2J\u{1b}\\")), "another escape inside")
        #expect(!SixelPicture.isSingleImage(image("\u{1b}]0;title\u{7}\u{1b}Pq#0~\u{1b}\\")), "something before")
        #expect(!SixelPicture.isSingleImage(image("\u{1b}P$qm\u{1b}\\")), "a DCS that is no sixel")
        #expect(!SixelPicture.isSingleImage(image("\u{1b}Pq#0~")), "never ended")
        #expect(!SixelPicture.isSingleImage([0x1B, 0x50, 0x71, 0x9B, 0x32, 0x4A, 0x1B, 0x5C]), "a C1 control")
        #expect(!SixelPicture.isSingleImage(image("not a picture")))
    }
}
