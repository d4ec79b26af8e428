/// Anki's note and card ids are creation times in milliseconds, and must be unique. Cards
/// made together (an import makes thousands in one millisecond) share a time, so each id
/// is its time moved just past the ids before it, in order of time: ids stay unique and
/// as close to the real times as they can be, and Anki's "Created" column stays right.
enum UniqueMilliseconds {
    /// One id per time, in the same order; never below 1 (Anki has no note 0).
    static func ids(for times: [Int64]) -> [Int64] { idsInOrder(for: times).ids }

    /// The ids, and the indices of `times` in the order of their ids (ascending).
    static func idsInOrder(for times: [Int64]) -> (ids: [Int64], order: [Int]) {
        let order = times.indices.sorted { times[$0] != times[$1] ? times[$0] < times[$1] : $0 < $1 }
        var ids = [Int64](repeating: 0, count: times.count)
        var last: Int64 = 0
        for index in order {
            last = max(times[index], last + 1)
            ids[index] = last
        }
        return (ids, order)
    }
}
