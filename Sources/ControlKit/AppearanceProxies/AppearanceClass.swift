/// A class as appearance proxies know it (uikit-rules §17): its name, its superclass, the
/// appearance properties it declares (what UIKit tags `UI_APPEARANCE_SELECTOR`) and whether its
/// instances contain others (UIKit's `UIAppearanceContainer`: views and view controllers).
///
/// A class joins by declaring itself once, with its own appearance properties; it inherits its
/// superclass's. Classes are known by name, so a class defined at run time (a Lua plugin's,
/// reloaded as a new object under the same name) keeps the proxies made for its name.
///
///     static let slider = AppearanceClass("Slider", superclass: .control, properties: [
///         AppearanceProperty("thumbTintColor", get: { (slider: Slider) in slider.thumbTintColor },
///                            set: { $0.thumbTintColor = $1 }),
///     ])
public final class AppearanceClass: Sendable, CustomStringConvertible {
    /// The class name, unique among the classes of an application (`Slider`).
    public let name: String
    /// The class it derives from, or nil for a root.
    public let superclass: AppearanceClass?
    /// Whether instances of the class contain other objects, so a containment list may name it.
    public let isContainer: Bool
    /// The appearance properties this class declares itself (inherited ones live on `superclass`).
    public let ownProperties: [AppearanceProperty]
    /// How many superclasses the class has (0 for a root): a deeper class is more derived.
    public let depth: Int
    private let propertiesByName: [String: AppearanceProperty]

    /// A class named `name` deriving from `superclass`, declaring `properties`; it contains others
    /// when `isContainer` says so, else when its superclass does.
    public init(_ name: String, superclass: AppearanceClass?, isContainer: Bool? = nil, properties: [AppearanceProperty] = []) {
        self.name = name
        self.superclass = superclass
        self.isContainer = isContainer ?? superclass?.isContainer ?? false
        ownProperties = properties
        depth = superclass.map { $0.depth + 1 } ?? 0
        var byName = superclass?.propertiesByName ?? [:]
        for property in properties { byName[property.name] = property }
        propertiesByName = byName
    }

    /// The appearance property with a name, declared here or inherited.
    public func property(named name: String) -> AppearanceProperty? {
        propertiesByName[name]
    }

    /// Every appearance property of the class, inherited ones included, by name.
    public var properties: [AppearanceProperty] {
        propertiesByName.values.sorted { $0.name < $1.name }
    }

    /// The names of every appearance property of the class, sorted.
    public var propertyNames: [String] {
        propertiesByName.keys.sorted()
    }

    /// Whether the class is `other` (by name) or derives from it.
    public func isKind(of other: AppearanceClass) -> Bool {
        var current: AppearanceClass? = self
        while let candidate = current {
            if candidate.name == other.name { return true }
            current = candidate.superclass
        }
        return false
    }

    /// The class name.
    public var description: String { name }
}

/// One property appearance proxies may set (UIKit's `UI_APPEARANCE_SELECTOR`): its name, and how
/// a value is checked, set on an instance and read back from one. Setting it on an instance goes
/// through the property's own setter, so the instance redraws as when code sets it.
public struct AppearanceProperty: Sendable {
    /// The property's name, as the class spells it (`minimumTrackTintColor`).
    public let name: String
    /// The Swift type of its values, for messages (`Optional<Color>`).
    public let valueTypeName: String
    private let accepts: @Sendable (Any) -> Bool
    private let setter: @Sendable (AnyObject, Any) -> Void
    private let getter: @Sendable (AnyObject) -> Any?

    /// A property of instances of `Object` holding a `Value`, read by `get` and written by `set`.
    public init<Object: AnyObject, Value>(_ name: String, get: @escaping @Sendable (Object) -> Value,
                                          set: @escaping @Sendable (Object, Value) -> Void) {
        self.name = name
        valueTypeName = String(describing: Value.self)
        accepts = { $0 is Value }
        setter = { object, value in
            guard let object = object as? Object, let value = value as? Value else { return }
            set(object, value)
        }
        getter = { object in (object as? Object).map(get) }
    }

    /// A property whose values the declaring layer checks and converts itself (a Lua-defined
    /// class's): `accepts` says whether a value fits, `set` writes one, `get` reads one.
    public init(name: String, valueTypeName: String, accepts: @escaping @Sendable (Any) -> Bool,
                set: @escaping @Sendable (AnyObject, Any) -> Void, get: @escaping @Sendable (AnyObject) -> Any?) {
        self.name = name
        self.valueTypeName = valueTypeName
        self.accepts = accepts
        setter = set
        getter = get
    }

    /// Whether a value is one the property holds.
    public func accepts(_ value: Any) -> Bool { accepts(value) }

    /// Sets a value on an instance of the class (nothing for a value or object of another type).
    public func set(_ value: Any, on object: AnyObject) { setter(object, value) }

    /// The value an instance holds, or nil for an object of another class.
    public func value(of object: AnyObject) -> Any? { getter(object) }
}
