/// The verdict of one matcher, with the message to show for either direction.
public struct MatchOutcome: Equatable, Sendable {
    /// Whether the positive form of the assertion holds.
    public var passed: Bool
    /// What to say when the positive form was asserted and does not hold.
    public var failure: String
    /// What to say when the negated form was asserted and the positive form holds.
    public var negatedFailure: String

    public init(passed: Bool, failure: String, negatedFailure: String) {
        self.passed = passed
        self.failure = failure
        self.negatedFailure = negatedFailure
    }

    /// The message for an assertion made with or without negation, or nil when it holds.
    public func message(negated: Bool) -> String? {
        if passed == negated { return negated ? negatedFailure : failure }
        return nil
    }
}
