/// The values an application gives the instances of one class, in general or only inside
/// containers of given classes (UIKit's appearance proxy, `appearance()` and
/// `appearance(whenContainedInInstancesOf:)`; uikit-rules §17). Made by an application's
/// `AppearanceRegistry`, one per class and containment list.
///
///     let proxy = try application.appearance.proxy(for: .slider)
///     try proxy.set(Color.red, for: "minimumTrackTintColor")
public final class AppearanceProxy: CustomStringConvertible {
    /// The class whose instances the values are for (and instances of its subclasses), as it was
    /// last declared when the proxy was asked for (a class defined at run time may be redefined).
    public internal(set) var appearanceClass: AppearanceClass
    /// The classes of the containers the instances must be in, innermost first; empty for the
    /// general proxy.
    public let containers: [AppearanceClass]
    /// When the proxy was made among its registry's: the later one wins between proxies that
    /// are otherwise equally specific (uikit-rules §17.3).
    let order: Int
    private var values: [String: Any] = [:]

    init(appearanceClass: AppearanceClass, containers: [AppearanceClass], order: Int) {
        self.appearanceClass = appearanceClass
        self.containers = containers
        self.order = order
    }

    /// Sets the value instances get for an appearance property of the class. Instances entering
    /// a window from now on get it; those already in one keep their look (uikit-rules §17.2).
    public func set<Value>(_ value: Value, for name: String) throws(AppearanceError) {
        guard let property = appearanceClass.property(named: name) else {
            throw .notAnAppearanceProperty(name, className: appearanceClass.name, available: appearanceClass.propertyNames)
        }
        guard property.accepts(value) else {
            throw .wrongType(name, className: appearanceClass.name, expected: property.valueTypeName, got: String(describing: type(of: value)))
        }
        values[name] = value as Any
    }

    /// The value set for a property, or nil when none was (a value set to nil is an optional
    /// holding nil, not nil itself).
    public func value(for name: String) -> Any? {
        values[name]
    }

    /// The names of the properties given a value, sorted.
    public var namesSet: [String] { values.keys.sorted() }

    /// The values, by property name.
    var settings: [String: Any] { values }

    /// Whether this proxy gives way to `other` where both set a property: a proxy for a more
    /// derived class wins, then one with a longer containment list, then the one made later
    /// (uikit-rules §17.3).
    func isLessSpecific(than other: AppearanceProxy) -> Bool {
        if appearanceClass.depth != other.appearanceClass.depth { return appearanceClass.depth < other.appearanceClass.depth }
        if containers.count != other.containers.count { return containers.count < other.containers.count }
        return order < other.order
    }

    /// `Slider.appearance()`, or `Button.appearance(whenContainedIn: [TabBar, ViewController])`.
    public var description: String {
        let name = appearanceClass.name + ".appearance("
        if containers.isEmpty { return name + ")" }
        return name + "whenContainedIn: [" + containers.map(\.name).joined(separator: ", ") + "])"
    }
}

/// Why an appearance proxy could not be made or given a value.
public enum AppearanceError: Error, Equatable, CustomStringConvertible {
    /// A property the class does not let proxies set.
    case notAnAppearanceProperty(String, className: String, available: [String])
    /// A value of another type than the property holds.
    case wrongType(String, className: String, expected: String, got: String)
    /// A proxy asked for a class with no appearance property at all.
    case noAppearanceProperties(className: String)
    /// A containment list naming a class whose instances contain nothing.
    case notAContainer(className: String)

    public var description: String { description(hint: "") }

    /// The message with `hint` (` (did you mean 'thumbTintColor'?)`) after the name it is about.
    public func description(hint: String) -> String {
        switch self {
        case let .notAnAppearanceProperty(name, className, available):
            return "'\(name)' is not an appearance property of \(className)" + hint
                + (available.isEmpty ? "" : " (its appearance properties: " + available.joined(separator: ", ") + ")")
        case let .wrongType(name, className, expected, got):
            return "\(className).\(name) takes a \(expected), not a \(got)" + hint
        case let .noAppearanceProperties(className):
            return "\(className) has no appearance properties, so it has no appearance proxy" + hint
        case let .notAContainer(className):
            return "\(className) contains no views, so a containment list cannot name it" + hint
                + " (a container is a view or a view controller class)"
        }
    }
}
