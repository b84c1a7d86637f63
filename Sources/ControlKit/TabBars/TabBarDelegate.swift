/// The object a tab bar tells about the user's selections (UIKit's `UITabBarDelegate`).
public protocol TabBarDelegate: AnyObject {
    /// The user selected an item — also when it already was the selected one. Selections made in
    /// code are not reported. An error thrown here is recorded in the traffic as a failed delivery.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) throws
}

/// A tab-bar delegate made of a closure, for callers that supply behaviour as functions. A tab bar
/// holds its `delegate` weakly; give this one to `retainedDelegate` to have the bar keep it alive.
///
///     > bar.retainedDelegate = ClosureTabBarDelegate { bar, item in print(item.title ?? "") }
public final class ClosureTabBarDelegate: TabBarDelegate {
    /// Called for every user selection with the bar and the item.
    public var didSelect: ((TabBar, TabBarItem) throws -> Void)?

    public init(didSelect: ((TabBar, TabBarItem) throws -> Void)? = nil) {
        self.didSelect = didSelect
    }

    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) throws {
        try didSelect?(tabBar, item)
    }
}
