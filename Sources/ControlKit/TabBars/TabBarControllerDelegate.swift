/// The object a tab bar controller asks before a user's selection and tells after it (UIKit's
/// `UITabBarControllerDelegate`). Both methods have defaults: allow, and do nothing.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the controller of the tapped tab may become the selected one; false keeps the current
    /// tab. Asked only for taps, also on the selected tab, never for selections made in code.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// The user selected a tab — also when it already was selected (iOS 3 and later); not called for
    /// selections made in code. An error thrown here is recorded in the traffic as a failed delivery.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws

    /// The edit interface of the More list is about to show; `viewControllers` are the children
    /// (uikit-rules §19.4).
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) throws

    /// The edit interface is about to go; `changed` says whether the children's order changed.
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) throws

    /// The edit interface went; `changed` says whether the children's order changed.
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) throws
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {}
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) throws {}
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) throws {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) throws {}
}

/// A tab-bar-controller delegate made of closures; a missing closure allows or does nothing, as the
/// protocol's defaults do. Give it to `retainedDelegate` to have the controller keep it alive.
public final class ClosureTabBarControllerDelegate: TabBarControllerDelegate {
    public var shouldSelect: ((TabBarController, ViewController) -> Bool)?
    public var didSelect: ((TabBarController, ViewController) throws -> Void)?
    /// Hears `tabBarController(_:willBeginCustomizing:)`.
    public var willBeginCustomizing: ((TabBarController, [ViewController]) throws -> Void)?
    /// Hears `tabBarController(_:willEndCustomizing:changed:)`.
    public var willEndCustomizing: ((TabBarController, [ViewController], Bool) throws -> Void)?
    /// Hears `tabBarController(_:didEndCustomizing:changed:)`.
    public var didEndCustomizing: ((TabBarController, [ViewController], Bool) throws -> Void)?

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

    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) throws {
        try willBeginCustomizing?(tabBarController, viewControllers)
    }

    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        try willEndCustomizing?(tabBarController, viewControllers, changed)
    }

    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        try didEndCustomizing?(tabBarController, viewControllers, changed)
    }
}
