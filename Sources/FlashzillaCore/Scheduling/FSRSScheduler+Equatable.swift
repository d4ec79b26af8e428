/// Two schedulers are the same when told the same things (the model is derived from the
/// configuration), so a Review session holding one can be compared whole in tests.
extension FSRSScheduler: Equatable {
    public static func == (lhs: FSRSScheduler, rhs: FSRSScheduler) -> Bool {
        lhs.configuration == rhs.configuration
    }
}
