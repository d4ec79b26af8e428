/// An axis-aligned rectangle of cells: `origin` is the top-left cell,
/// `maxX`/`maxY` are exclusive. Every operation returns a valid rectangle
/// (never a negative size), so layout code needs no special cases for
/// terminals that are too small.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle covering a whole grid of `size`.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    public static let zero = Rect(size: .zero)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    // Saturating, so absurd coordinates clip instead of trapping on overflow.
    public var maxX: Int { saturatingAdd(origin.x, size.width) }
    public var maxY: Int { saturatingAdd(origin.y, size.height) }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.isEmpty }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rectangles; an empty rectangle (at the clamped
    /// origin) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle restricted to a grid of `size` (what can actually be drawn).
    public func clamped(to size: Size) -> Rect {
        intersection(Rect(size: size))
    }

    /// Shrinks each side independently; sides that cross collapse to an
    /// empty rectangle rather than turning inside out.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(
            x: minX + left,
            y: minY + top,
            width: width - left - right,
            height: height - top - bottom
        )
    }

    /// Shrinks every side by `amount` (e.g. 1 for the inside of a box).
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// Shrinks left/right by `dx` and top/bottom by `dy`.
    public func inset(dx: Int, dy: Int) -> Rect {
        inset(top: dy, left: dx, bottom: dy, right: dx)
    }

    /// A rectangle of `size` centred in this one. If `size` is larger it is
    /// reduced to fit; odd leftovers put the extra cell after (right/below).
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width)
        let h = min(size.height, height)
        return Rect(x: minX + (width - w) / 2, y: minY + (height - h) / 2, width: w, height: h)
    }

    /// Splits off the first `rows` rows; `rows` is clamped to 0...height.
    public func split(top rows: Int) -> (top: Rect, rest: Rect) {
        let n = min(max(0, rows), height)
        return (Rect(x: minX, y: minY, width: width, height: n),
                Rect(x: minX, y: minY + n, width: width, height: height - n))
    }

    /// Splits off the last `rows` rows; `rows` is clamped to 0...height.
    public func split(bottom rows: Int) -> (rest: Rect, bottom: Rect) {
        let (rest, bottom) = split(top: height - min(max(0, rows), height))
        return (rest, bottom)
    }

    /// Splits off the first `columns` columns; clamped to 0...width.
    public func split(left columns: Int) -> (left: Rect, rest: Rect) {
        let n = min(max(0, columns), width)
        return (Rect(x: minX, y: minY, width: n, height: height),
                Rect(x: minX + n, y: minY, width: width - n, height: height))
    }

    /// Splits into consecutive bands of the given heights from the top.
    /// Bands beyond the available height come back empty; anything left over
    /// is not returned (callers decide who gets the slack).
    public func split(rows heights: [Int]) -> [Rect] {
        var rest = self
        return heights.map { h in
            let (band, remaining) = rest.split(top: h)
            rest = remaining
            return band
        }
    }

    /// One single-row rectangle per row, top to bottom.
    public var rows: [Rect] {
        (0..<height).map { Rect(x: minX, y: minY + $0, width: width, height: 1) }
    }

    public var description: String { "\(origin) \(size)" }
}

private func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
}
