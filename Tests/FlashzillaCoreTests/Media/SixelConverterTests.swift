import Testing
@testable import FlashzillaCore

/// The sixel converter found on PATH (issue 34): libsixel's first, then ImageMagick's.
struct SixelConverterTests {
    @Test func theFirstKnownConverterOnPathAndItsCommand() throws {
        let installed: Set<String> = ["/opt/im/bin/magick", "/usr/bin/convert", "/usr/local/bin/img2sixel"]
        let found = try #require(SixelConverter.find(searchPath: "/opt/im/bin:/usr/bin:/usr/local/bin") { installed.contains($0) })
        #expect(found == SixelConverter(kind: .img2sixel, path: "/usr/local/bin/img2sixel"))
        #expect(found.command(for: "/m/gato.png", width: 200, height: 100) == ["/usr/local/bin/img2sixel", "-w", "200", "-h", "100", "/m/gato.png"])
        let magick = try #require(SixelConverter.find(searchPath: "/usr/bin:/opt/im/bin") { installed.contains($0) && !$0.hasSuffix("img2sixel") })
        #expect(magick.kind == .magick)
        #expect(magick.command(for: "/m/gato.png", width: 200, height: 100) == ["/opt/im/bin/magick", "/m/gato.png", "-resize", "200x100!", "sixel:-"])
        #expect(SixelConverter.find(searchPath: "/usr/bin") { $0 == "/usr/bin/convert" }?.kind == .convert)
        #expect(SixelConverter.find(searchPath: "/usr/bin:.") { _ in false } == nil)
    }
}
