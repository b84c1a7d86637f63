import ControlKit
import LuaKit

/// The classes every session installs, bases before subclasses, and what their class tables
/// and constructors add to LuaKit's declarations.
public enum StandardBindings {
    /// The namespace of the metatables' `__name`: `tactile.Slider`.
    public static let namespace = "tactile"

    public static var all: [LuaClassDeclaration] {
        [
            ViewBinding.declaration, WindowBinding.declaration, ControlBinding.declaration,
            ButtonBinding.declaration, SwitchBinding.declaration, SliderBinding.declaration, StepperBinding.declaration,
            SegmentedControlBinding.declaration, PageControlBinding.declaration, TextFieldBinding.declaration,
            DatePickerBinding.declaration, RefreshControlBinding.declaration, LabelBinding.declaration, ImageViewBinding.declaration,
            ProgressViewBinding.declaration, ActivityIndicatorViewBinding.declaration, ScrollViewBinding.declaration,
            TableViewBinding.declaration, TableViewCellBinding.declaration,
            TabBarItemBinding.declaration, TabBarBinding.declaration, ViewControllerBinding.declaration, TabBarControllerBinding.declaration,
            BarButtonItemBinding.declaration, ToolbarBinding.declaration, NavigationItemBinding.declaration,
            NavigationBarBinding.declaration, NavigationControllerBinding.declaration,
            SearchBarBinding.declaration, TableDataSourceBindings.declaration,
            GestureRecognizerBinding.declaration,
            PickerViewBinding.declaration,
            MotionEffectBindings.effect, MotionEffectBindings.interpolating, MotionEffectBindings.group,
        ] + GestureKindBindings.all
    }

    /// The keys of `Name{...}` that choose how an instance is made, by class.
    static let creations: [String: Creation] = [
        "Button": ButtonBinding.creation,
        "BarButtonItem": BarButtonItemBinding.creation,
        "InterpolatingMotionEffect": MotionEffectBindings.creation,
    ]

    /// Integers on class tables (`SegmentedControl.noSegment`), by class. (Enumerations, such
    /// as `Control.State`, come from `ScriptEnumerations`.)
    static let constants: [String: [String: Int]] = ["SegmentedControl": ["noSegment": SegmentedControl.noSegment]]
}

/// Keys of `Name{...}` that choose how the object is made rather than setting properties, as
/// one of UIKit's initializers does: `Button{type = "system"}` is `UIButton(type: .system)`,
/// `InterpolatingMotionEffect{keyPath = "center.x", type = "tiltAlongHorizontalAxis"}` is
/// `UIInterpolatingMotionEffect(keyPath:type:)`. The choice is then fixed: the properties the
/// keys decide are read-only.
public struct Creation: Sendable {
    /// The keys, each with the read-only property it decides: `type` decides `buttonType`.
    public let keys: [(key: String, property: String)]
    /// Whether the object can only be made from the keys (`make` is called with none given,
    /// to say which are needed; the class needs no constructor of its own); otherwise, with
    /// none given, the class's constructor makes it.
    public let isRequired: Bool
    /// Makes an instance from the values of the keys given; the class name is for messages.
    public let make: @Sendable (_ values: [String: LuaValue], _ className: String) throws -> AnyObject

    /// Several keys, all read when the object is made.
    public init(keys: [(key: String, property: String)], isRequired: Bool,
                make: @escaping @Sendable (_ values: [String: LuaValue], _ className: String) throws -> AnyObject) {
        self.keys = keys
        self.isRequired = isRequired
        self.make = make
    }

    /// One key, used when given.
    public init(key: String, property: String, make: @escaping @Sendable (_ value: LuaValue, _ className: String) throws -> AnyObject) {
        self.init(keys: [(key, property)], isRequired: false) { values, className in try make(values[key] ?? .nil, className) }
    }

    /// The key that decides a property, if one does.
    func key(deciding property: String) -> String? {
        keys.first { $0.property == property }?.key
    }
}
