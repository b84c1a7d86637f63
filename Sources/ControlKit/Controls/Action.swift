/// An action given as a closure rather than as a target and a method name (UIKit's `UIAction`).
///
/// A control holds its closure actions strongly, unlike its targets. The handler receives the
/// sender and the event (nil for programmatic sends) and may throw: the failure is recorded in
/// the application's traffic and delivery continues.
public final class Action {
    /// What the handler receives: the control that sent the action and the input event, if any.
    public typealias Handler = (_ sender: AnyObject?, _ event: InputEvent?) throws -> Void

    /// An identifier that makes registrations unique: adding another action with the same
    /// identifier to a control replaces the earlier one. Nil means the action object itself is its identity.
    public let identifier: String?

    /// A short title, shown in traffic records.
    public var title: String {
        didSet { label = Self.label(title: title, identifier: identifier) }
    }

    /// What traffic records call the action: its title, else its identifier, else "closure".
    private(set) var label: InternedString

    private let handler: Handler

    public init(title: String = "", identifier: String? = nil, handler: @escaping Handler) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
        label = Self.label(title: title, identifier: identifier)
    }

    private static func label(title: String, identifier: String?) -> InternedString {
        InternedString(title.isEmpty ? (identifier ?? "closure") : title)
    }

    /// Runs the handler.
    public func perform(sender: AnyObject?, event: InputEvent?) throws {
        try handler(sender, event)
    }

    /// Whether two actions count as the same registration: same identifier, or the same object when unidentified.
    func isSameRegistration(as other: Action) -> Bool {
        if let identifier, let otherIdentifier = other.identifier { return identifier == otherIdentifier }
        return self === other
    }
}
