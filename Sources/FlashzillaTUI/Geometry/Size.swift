/// A width and height in terminal cells.
///
/// Negative values are clamped to zero on construction so that arithmetic on
/// sizes (for example subtracting a border) can never produce a grid or a
/// rectangle with a negative extent.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when nothing can be drawn in an area of this size.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Number of cells; zero for empty sizes.
    public var area: Int { isEmpty ? 0 : width * height }

    public var description: String { "\(width)×\(height)" }
}
