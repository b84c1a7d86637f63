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
            GestureRecognizerBinding.declaration,
        ] + GestureKindBindings.all
    }

    /// The keys of `Name{...}` that choose how an instance is made, by class.
    static let creations: [String: Creation] = ["Button": ButtonBinding.creation, "BarButtonItem": BarButtonItemBinding.creation]

    /// Integers on class tables (`SegmentedControl.noSegment`), by class. (Enumerations, such
    /// as `Control.State`, come from `ScriptEnumerations`.)
    static let constants: [String: [String: Int]] = ["SegmentedControl": ["noSegment": SegmentedControl.noSegment]]
}

/// A key of `Name{...}` that chooses how the object is made rather than setting a property, as
/// one of UIKit's initializers does: `Button{type = "system"}` is `UIButton(type: .system)`.
/// The choice is then fixed: the property it decides is read-only.
public struct Creation: Sendable {
    /// The key: `type`.
    public let key: String
    /// The read-only property the key decides: `buttonType`.
    public let property: String
    /// Makes an instance from the key's value; the class name is for messages.
    public let make: @Sendable (_ value: LuaValue, _ className: String) throws -> AnyObject
}
