/// A point on a monotonic clock, as the time elapsed since an arbitrary origin.
/// Logic never reads a clock: the caller passes moments in.
public struct Moment: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var sinceOrigin: Duration

    public init(_ sinceOrigin: Duration) { self.sinceOrigin = sinceOrigin }
    public static func seconds(_ s: Double) -> Moment { Moment(.milliseconds(Int64((s * 1000).rounded()))) }
    public static let zero = Moment(.zero)

    public static func < (a: Moment, b: Moment) -> Bool { a.sinceOrigin < b.sinceOrigin }
    public static func + (a: Moment, d: Duration) -> Moment { Moment(a.sinceOrigin + d) }
    public static func - (a: Moment, b: Moment) -> Duration { a.sinceOrigin - b.sinceOrigin }
    public var description: String { "t+\(sinceOrigin)" }
}
