/// Asking the terminal what it can draw, at startup, and reading its answer.
///
/// Sent: a kitty graphics query (a 1×1 picture that is only checked, never kept: `a=q`),
/// iTerm2's cell-size report request when the terminal names itself as one that may know
/// it (`TERM_PROGRAM`, a hint only: the answer decides), xterm's request for a cell's size
/// in pixels (`CSI 16 t`, for sizing a sixel picture), then a DA1 request. Every
/// terminal answers DA1, and answers in order, so once DA1's reply is in, every reply that
/// will come has come: no fixed wait beyond a timeout for terminals that answer nothing.
public enum GraphicsQuery {
    /// The kitty query's image id, to know its reply.
    public static let kittyID = 7_315

    public static func request(termProgram: String?) -> String {
        let kitty = "\u{1b}_Gi=\(kittyID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\"
        let iTerm2 = mayBeITerm2(termProgram) ? "\u{1b}]1337;ReportCellSize\u{7}" : ""
        return kitty + iTerm2 + "\u{1b}[16t" + "\u{1b}[c"
    }

    /// Terminals that may answer iTerm2's request (a hint; only the answer counts).
    static func mayBeITerm2(_ termProgram: String?) -> Bool {
        ["iTerm.app", "WezTerm"].contains(termProgram ?? "")
    }

    /// What the replies so far say.
    public struct Reply: Equatable, Sendable {
        public var kitty = false
        public var iTerm2 = false
        public var sixel = false
        /// A cell's size in pixels, when the terminal said (`CSI 6 ; height ; width t`).
        public var cell: Size?
        /// DA1's reply is in: nothing more will come.
        public var isComplete = false

        public init() {}

        /// The protocol to draw with: kitty's first (it places pictures on a layer of their
        /// own, so the text around is never touched), then iTerm2's, then sixel.
        public var graphics: TerminalGraphics {
            kitty ? .kitty : iTerm2 ? .iTerm2 : sixel ? .sixel : .none
        }
    }

    /// Reads the replies in `bytes` (whatever arrived, possibly mixed with other input):
    /// kitty's `ESC _G i=<id>;OK ESC \`, iTerm2's `ESC ] 1337;ReportCellSize=… ESC \`,
    /// DA1's `ESC [ ? <attributes> c` (attribute 4: sixel).
    public static func parse(_ bytes: [UInt8]) -> Reply {
        var reply = Reply()
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("\u{1b}_Gi=\(kittyID);OK") { reply.kitty = true }
        if text.contains("\u{1b}]1337;ReportCellSize=") { reply.iTerm2 = true }
        reply.cell = cellSize(in: text)
        if let da1 = text.range(of: "\u{1b}[?") {
            let rest = text[da1.upperBound...]
            if let end = rest.firstIndex(of: "c") {
                let attributes = rest[..<end].split(separator: ";").map(String.init)
                if attributes.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                    reply.isComplete = true
                    reply.sixel = attributes.dropFirst().contains("4")
                }
            }
        }
        return reply
    }

    /// The cell size in xterm's reply `ESC [ 6 ; <height> ; <width> t`, if any.
    static func cellSize(in text: String) -> Size? {
        guard let start = text.range(of: "\u{1b}[6;") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "t") else { return nil }
        let numbers = rest[..<end].split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 2, numbers.allSatisfy({ (1...1000).contains($0) }) else { return nil }
        return Size(width: numbers[1], height: numbers[0])
    }
}
