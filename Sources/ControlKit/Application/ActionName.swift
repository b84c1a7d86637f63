/// The name of an action method, like an Objective-C selector: `"refresh"`, `"tapped:"`, `"tapped:event:"`.
///
/// Each colon stands for one argument, so the name also says how many of UIKit's two action
/// arguments (the sender, then the event) the method takes. As with selectors, `"tapped"` and
/// `"tapped:"` are different actions.
public struct ActionName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The full name, colons included.
    public let rawValue: String

    /// The name as traffic records keep it.
    let interned: InternedString

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        interned = InternedString(rawValue)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The name before the first colon: `"tapped"` for `"tapped:event:"`.
    public var baseName: Substring {
        rawValue.prefix { $0 != ":" }
    }

    /// How many arguments the action takes: 0 (none), 1 (the sender) or 2 (the sender and the event).
    public var arity: Int {
        min(rawValue.count { $0 == ":" }, 2)
    }

    public var description: String { rawValue }

    /// Equal when the names are: one comparison of the kept strings' numbers.
    public static func == (lhs: ActionName, rhs: ActionName) -> Bool {
        lhs.interned == rhs.interned
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(interned)
    }
}
