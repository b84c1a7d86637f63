/// An object that takes part in appearance resolution (uikit-rules §17): it belongs to an
/// appearance class and sits in a chain of containers. Views and view controllers are
/// containers (UIKit's `UIAppearanceContainer`); a tab bar item takes part without containing
/// anything.
public protocol AppearanceParticipant: AnyObject {
    /// The class appearance proxies know the object by: a Lua-defined control's own class, else
    /// the class of its Swift type.
    var appearanceClass: AppearanceClass { get }
    /// The next container out: a view controller's root view is contained by the controller, any
    /// other view by its superview, a controller by its root view's superview, and an object a
    /// view shows (a tab bar item) by the bar showing it. Nil at the top (the window).
    var appearanceContainer: (any AppearanceParticipant)? { get }
}

/// An object whose look appearance proxies set (UIKit's `UIAppearance`): a view, or an item a
/// view shows. It records which appearance properties were set on it directly, which proxies
/// then leave alone (uikit-rules §17.4).
public protocol AppearanceCustomizable: AppearanceParticipant {
    /// The appearance properties set on the object directly.
    var appearanceRecord: AppearanceRecord { get set }
}

/// A Swift class with an appearance class of its own (`Slider.standardAppearanceClass`).
public protocol AppearanceDeclaring: AnyObject {
    /// The appearance class of the Swift class.
    static var standardAppearanceClass: AppearanceClass { get }
}

/// Which appearance properties were set on one object directly — by code, a script or a
/// constructor, whenever — as opposed to by an appearance proxy. A proxy never overrides them
/// (uikit-rules §17.4).
public struct AppearanceRecord: Sendable {
    /// The names of the appearance properties set directly.
    public private(set) var directlySet: Set<String> = []
    /// Whether a proxy's values are being set now: sets made then are not direct.
    var isApplying = false

    public init() {}

    /// Notes that the appearance property `name` was set; call it from the property's setter.
    /// Ignored while proxies set their values, or while a class sets its own defaults.
    public mutating func noteSet(_ name: String) {
        if !isApplying { directlySet.insert(name) }
    }
}
