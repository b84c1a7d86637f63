/// The object a navigation controller tells when it is about to show a view controller and when it
/// has (UIKit's `UINavigationControllerDelegate`). Both methods have defaults that do nothing.
///
/// They are called for every change of the top view controller — a push, a pop, a new stack —
/// after the appearance callbacks of the same moment: will-show after `viewWillAppear`, did-show
/// after `viewDidAppear`, at the end of the transition when animated (uikit-rules §14.5). Each is
/// recorded in the traffic as a delegate message; an error thrown is a failed delivery and the
/// controller goes on.
public protocol NavigationControllerDelegate: AnyObject {
    /// The controller is about to show a view controller's view and navigation item.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) throws
    /// The controller showed a view controller's view and navigation item.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) throws
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) throws {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) throws {}
}

/// A navigation-controller delegate made of closures; a missing closure does nothing. Give it to
/// `retainedDelegate` to have the controller keep it alive.
public final class ClosureNavigationControllerDelegate: NavigationControllerDelegate {
    /// Hears `navigationController(_:willShow:animated:)`.
    public var willShow: ((NavigationController, ViewController, Bool) throws -> Void)?
    /// Hears `navigationController(_:didShow:animated:)`.
    public var didShow: ((NavigationController, ViewController, Bool) throws -> Void)?

    public init(willShow: ((NavigationController, ViewController, Bool) throws -> Void)? = nil,
                didShow: ((NavigationController, ViewController, Bool) throws -> Void)? = nil) {
        self.willShow = willShow
        self.didShow = didShow
    }

    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) throws {
        try willShow?(navigationController, viewController, animated)
    }

    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) throws {
        try didShow?(navigationController, viewController, animated)
    }
}
