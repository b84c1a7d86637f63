/// The name of an action method, like an Objective-C selector: `"refresh"`, `"tapped:"`, `"tapped:event:"`.
///
/// Each colon stands for one argument, so the name also says how many of UIKit's two action
/// arguments (the sender, then the event) the method takes. As with selectors, `"tapped"` and
/// `"tapped:"` are different actions.
///
/// A name is kept as its interned number only, so a dispatch copies and compares it without
/// counting references to a string.
public struct ActionName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The full name, colons included.
    public var rawValue: String { interned.text }

    /// The name as traffic records keep it.
    let interned: InternedString

    public init(_ rawValue: String) {
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
}
