/// The object a stand-alone navigation bar asks before a push or a pop and tells after it (UIKit's
/// `UINavigationBarDelegate`). Every method has a default: allow, and do nothing.
///
/// The should-methods are asked for pushes and pops made in code (`pushItem`, `popItem`) and for
/// taps on the back button, never for `setItems`; a refusal leaves the stack as it was. The
/// did-methods follow each push and pop that happened, at the end of its animation when animated
/// (uikit-rules §14.4). An error thrown by a did-method is recorded in the traffic as a failed
/// delivery and the bar goes on.
public protocol NavigationBarDelegate: AnyObject {
    /// Whether an item may be pushed on top of the stack.
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// An item was pushed on top of the stack.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) throws
    /// Whether the top item may be popped.
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// The item was popped off the stack.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) throws
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) throws {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) throws {}
}

/// A navigation-bar delegate made of closures; a missing closure allows or does nothing, as the
/// protocol's defaults do. Give it to `retainedDelegate` to have the bar keep it alive.
///
///     > bar.retainedDelegate = ClosureNavigationBarDelegate(shouldPop: { _, item in item.title != "Home" })
public final class ClosureNavigationBarDelegate: NavigationBarDelegate {
    /// Answers `navigationBar(_:shouldPush:)`; nil allows every push.
    public var shouldPush: ((NavigationBar, NavigationItem) -> Bool)?
    /// Hears `navigationBar(_:didPush:)`.
    public var didPush: ((NavigationBar, NavigationItem) throws -> Void)?
    /// Answers `navigationBar(_:shouldPop:)`; nil allows every pop.
    public var shouldPop: ((NavigationBar, NavigationItem) -> Bool)?
    /// Hears `navigationBar(_:didPop:)`.
    public var didPop: ((NavigationBar, NavigationItem) throws -> Void)?

    public init(shouldPush: ((NavigationBar, NavigationItem) -> Bool)? = nil,
                didPush: ((NavigationBar, NavigationItem) throws -> Void)? = nil,
                shouldPop: ((NavigationBar, NavigationItem) -> Bool)? = nil,
                didPop: ((NavigationBar, NavigationItem) throws -> Void)? = nil) {
        self.shouldPush = shouldPush
        self.didPush = didPush
        self.shouldPop = shouldPop
        self.didPop = didPop
    }

    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool {
        shouldPush?(navigationBar, item) ?? true
    }

    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) throws {
        try didPush?(navigationBar, item)
    }

    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
        shouldPop?(navigationBar, item) ?? true
    }

    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) throws {
        try didPop?(navigationBar, item)
    }
}
