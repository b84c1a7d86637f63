/// The object a tab bar controller asks before a user's selection and tells after it (UIKit's
/// `UITabBarControllerDelegate`). Both methods have defaults: allow, and do nothing.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the controller of the tapped tab may become the selected one; false keeps the current
    /// tab. Asked only for taps, also on the selected tab, never for selections made in code.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// The user selected a tab — also when it already was selected (iOS 3 and later); not called for
    /// selections made in code. An error thrown here is recorded in the traffic as a failed delivery.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {}
}

/// A tab-bar-controller delegate made of closures; a missing closure allows or does nothing, as the
/// protocol's defaults do. Give it to `retainedDelegate` to have the controller keep it alive.
public final class ClosureTabBarControllerDelegate: TabBarControllerDelegate {
    public var shouldSelect: ((TabBarController, ViewController) -> Bool)?
    public var didSelect: ((TabBarController, ViewController) throws -> Void)?

    public init(shouldSelect: ((TabBarController, ViewController) -> Bool)? = nil,
                didSelect: ((TabBarController, ViewController) throws -> Void)? = nil) {
        self.shouldSelect = shouldSelect
        self.didSelect = didSelect
    }

    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        shouldSelect?(tabBarController, viewController) ?? true
    }

    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {
        try didSelect?(tabBarController, viewController)
    }
}
