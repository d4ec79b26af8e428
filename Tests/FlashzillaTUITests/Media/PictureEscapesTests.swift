import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The bytes a terminal draws a picture from, and the answers it gives when asked.
struct PictureEscapesTests {
    static func pieces(_ escape: String) -> [(keys: String, payload: String)] {
        escape.components(separatedBy: "\u{1b}\\").filter { !$0.isEmpty }.map { piece in
            #expect(piece.hasPrefix("\u{1b}_G"))
            let body = piece.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    @Test func kittySendsBase64InPiecesOf4096WithMoreFlags() {
        let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let pieces = Self.pieces(PictureEscapes.kitty(png: png, id: 9, columns: 20, rows: 6))
        let base64 = Data(png).base64EncodedString()
        #expect(base64.count == 13_336)
        #expect(pieces.map(\.payload.count) == [4096, 4096, 4096, 1048])
        #expect(pieces.map(\.payload).joined() == base64)
        #expect(pieces[0].keys == "a=T,f=100,t=d,i=9,c=20,r=6,C=1,q=2,m=1")
        #expect(pieces.dropFirst().map(\.keys) == ["m=1", "m=1", "m=0"])
    }

    @Test func aSmallPictureIsOnePieceAndAnExactMultipleHasNoEmptyTail() {
        let one = Self.pieces(PictureEscapes.kitty(png: [1, 2, 3], id: 1, columns: 2, rows: 1))
        #expect(one.count == 1 && one[0].keys.hasSuffix("m=0") && one[0].payload == "AQID")
        // 3072 bytes are exactly 4096 characters of base64: one piece, the last.
        let exact = Self.pieces(PictureEscapes.kitty(png: [UInt8](repeating: 7, count: 3072), id: 1, columns: 2, rows: 1))
        #expect(exact.count == 1 && exact[0].payload.count == 4096 && exact[0].keys.hasSuffix("m=0"))
    }

    @Test func kittyDeletesByID() {
        #expect(PictureEscapes.kittyDelete(id: 4) == "\u{1b}_Ga=d,d=I,i=4,q=2\u{1b}\\")
    }

    @Test func iTerm2SendsTheFileWithItsCells() {
        let escape = PictureEscapes.iTerm2(file: [0xFF, 0xD8, 0xFF], columns: 12, rows: 5)
        #expect(escape == "\u{1b}]1337;File=inline=1;size=3;width=12;height=5;preserveAspectRatio=1:/9j/\u{7}")
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 57, 1000])
    func base64IsTheStandardOne(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
        #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
    }
}

struct GraphicsQueryTests {
    @Test func theRequestAsksKittyThenDA1AndITerm2OnlyOnItsHint() {
        let plain = GraphicsQuery.request(termProgram: nil)
        #expect(plain.hasPrefix("\u{1b}_Gi=\(GraphicsQuery.kittyID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\"))
        #expect(plain.hasSuffix("\u{1b}[c"))
        #expect(!plain.contains("1337"))
        #expect(GraphicsQuery.request(termProgram: "iTerm.app").contains("\u{1b}]1337;ReportCellSize\u{7}"))
    }

    @Test func kittysOKAndDA1MakeKitty() {
        let reply = GraphicsQuery.parse(Array("\u{1b}_Gi=\(GraphicsQuery.kittyID);OK\u{1b}\\\u{1b}[?62;22c".utf8))
        #expect(reply.isComplete && reply.kitty && !reply.sixel)
        #expect(reply.graphics == .kitty)
    }

    @Test func aKittyErrorIsNoKitty() {
        let reply = GraphicsQuery.parse(Array("\u{1b}_Gi=\(GraphicsQuery.kittyID);ENOTSUPPORTED:x\u{1b}\\\u{1b}[?62;c".utf8))
        #expect(!reply.kitty)
    }

    @Test func da1Attribute4IsSixel() {
        let reply = GraphicsQuery.parse(Array("\u{1b}[?63;1;2;4;6;9c".utf8))
        #expect(reply.isComplete && reply.sixel && reply.graphics == .sixel)
        #expect(reply.graphics.drawsPictures, "with a converter: the run loop drops it to none without one")
        // 4 as the first number is the terminal's class, not an attribute.
        #expect(!GraphicsQuery.parse(Array("\u{1b}[?4;6c".utf8)).sixel)
    }

    @Test func iTerm2sCellSizeIsITerm2() {
        let reply = GraphicsQuery.parse(Array("\u{1b}]1337;ReportCellSize=17.0;8.0;2.0\u{1b}\\\u{1b}[?62;4c".utf8))
        #expect(reply.iTerm2 && reply.graphics == .iTerm2)
    }

    @Test func onlyDA1EndsTheWaitAndAPlainTerminalHasNone() {
        #expect(!GraphicsQuery.parse(Array("\u{1b}_Gi=\(GraphicsQuery.kittyID);OK\u{1b}\\".utf8)).isComplete)
        #expect(!GraphicsQuery.parse(Array("\u{1b}[?62;2".utf8)).isComplete)
        let tmux = GraphicsQuery.parse(Array("\u{1b}[?1;2c".utf8))
        #expect(tmux.isComplete && tmux.graphics == .none)
    }
}

struct PictureFitTests {
    @Test func aSquarePictureTakesTwiceAsManyColumnsAsRows() {
        #expect(PictureFit.cells(pixels: (100, 100), box: Size(width: 40, height: 8)) == Size(width: 16, height: 8))
    }

    @Test func aWidePictureIsHeldByTheWidth() {
        #expect(PictureFit.cells(pixels: (1000, 100), box: Size(width: 40, height: 8)) == Size(width: 40, height: 2))
    }

    @Test func neverMoreThanTheBoxNorLessThanACell() {
        for pixels in [(1, 5000), (5000, 1), (3, 3), (640, 480)] {
            let cells = PictureFit.cells(pixels: pixels, box: Size(width: 30, height: 7))!
            #expect((1...30).contains(cells.width) && (1...7).contains(cells.height), "\(pixels)")
        }
        #expect(PictureFit.cells(pixels: (0, 10), box: Size(width: 30, height: 7)) == nil)
    }

    @Test func pngAndJPEGSizesAreRead() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 2, 0x80, 0, 0, 1, 0xE0] + [8, 6, 0, 0, 0]
        #expect(PictureFit.pixelSize(of: png).map { [$0.width, $0.height] } == [640, 480])
        #expect(PictureFit.isPNG(png))
        // SOI, an APP0 of 16 bytes, then SOF0: precision, height 300, width 400.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xC0, 0, 17, 8, 0x01, 0x2C, 0x01, 0x90, 3] + [UInt8](repeating: 0, count: 9)
        #expect(PictureFit.pixelSize(of: jpeg).map { [$0.width, $0.height] } == [400, 300])
        #expect(!PictureFit.isPNG(jpeg))
        #expect(PictureFit.pixelSize(of: Array("GIF89a".utf8)) == nil)
    }

    @Test func thePictureGoesInTheLowerHalfOfTheCardAtRestOnly() {
        let deck = AppModelMediaTests.deck(prompt: "gato [image: gato.png]", answer: "cat")
        var (app, _) = AppModelMediaTests.studying(deck)
        let context = ScreenContext.at(.seconds(1))
        let placement = app.picturePlacement(in: context)
        guard case .study(let screen, _) = app.route else { Issue.record("not studying"); return }
        let card = screen.layout(for: context.size).card
        #expect(placement?.name == "gato.png" && placement?.deckID == deck.id)
        if let box = placement?.box {
            #expect(box.minY > card.minY + card.height / 2 && box.maxY < card.maxY)
            #expect(box.minX > card.minX && box.maxX < card.maxX)
        }
        // Help over the card: no picture; a card without one: none.
        _ = app.handle(.key(.character("?")), in: context)
        #expect(app.picturePlacement(in: context) == nil)
        #expect(AppModelMediaTests.studying(AppModelMediaTests.deck(prompt: "a", answer: "b")).0.picturePlacement(in: context) == nil)
        // Too small for a card: none.
        _ = app.handle(.key(.character("?")), in: context)
        #expect(app.picturePlacement(in: .at(.seconds(2), size: Size(width: 30, height: 10))) == nil)
    }
}
