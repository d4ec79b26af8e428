import Testing
@testable import FlashzillaAnki

@Suite struct UniqueMillisecondsTests {
    @Test func distinctTimesAreKept() {
        #expect(UniqueMilliseconds.ids(for: [300, 100, 200]) == [300, 100, 200])
    }

    /// Cards made in one millisecond get the next free ones, in deck order; later times move
    /// only as far as they must.
    @Test func sharedTimesMoveJustPastEachOther() {
        #expect(UniqueMilliseconds.ids(for: [100, 100, 100, 101, 50]) == [100, 101, 102, 103, 50])
        let many = UniqueMilliseconds.ids(for: [Int64](repeating: 1_700_000_000_000, count: 100_000))
        #expect(Set(many).count == 100_000)
        #expect(many.first == 1_700_000_000_000 && many.last == 1_700_000_099_999)
    }

    @Test func neverZero() {
        #expect(UniqueMilliseconds.ids(for: [0, 0]) == [1, 2])
    }
}
