import ControlKit
import LuaKit

/// The enumerations and option sets scripts reach by name and by UIKit's raw value, each under
/// UIKit's name for it (uikit-rules §1.4). ControlKit's types already carry UIKit's raw values
/// (§1); these conformances only name them for Lua.
enum ScriptEnumerations {
    /// Every table a session publishes, on its class table or as a global.
    static let all: [ScriptEnumeration] = [
        Control.State.enumeration, Control.Event.enumeration,
        Control.ContentVerticalAlignment.enumeration, Control.ContentHorizontalAlignment.enumeration,
        Button.ButtonType.enumeration, Touch.Phase.enumeration, InputEvent.EventType.enumeration,
        SwipeGestureRecognizer.Direction.enumeration, GestureRecognizer.State.enumeration,
        DatePicker.Mode.enumeration, TextField.ViewMode.enumeration, TextField.BorderStyle.enumeration,
        ContentMode.enumeration, TextAlignment.enumeration, TableViewCellEditingStyle.enumeration,
        LineCap.enumeration, LineJoin.enumeration, BlendMode.enumeration, FillRule.enumeration, LineBreakMode.enumeration,
    ]

    /// The same, by name.
    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

extension Control.State: ScriptOptionSet {
    static let scriptName = "Control.State"
    static var scriptCases: [(name: String, value: Control.State)] { named.map { ($0.name, $0.state) } }
    static let validBits = UInt(UInt32.max)
}

extension Control.Event: ScriptOptionSet {
    static let scriptName = "Control.Event"
    static var scriptCases: [(name: String, value: Control.Event)] { (namedEvents + namedMasks).map { ($0.name, $0.event) } }
    static let validBits = UInt(UInt32.max)
}

extension SwipeGestureRecognizer.Direction: ScriptOptionSet {
    static let scriptName = "SwipeGestureRecognizer.Direction"
    static let scriptCases: [(name: String, value: SwipeGestureRecognizer.Direction)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
    static let validBits: UInt = 0xF
    static let allowsEmpty = false

    /// The names of the directions in a mask, in bit order.
    var names: [String] { Self.scriptCases.filter { contains($0.value) }.map(\.name) }
}

extension Control.ContentVerticalAlignment: ScriptEnumerable {
    static let scriptName = "Control.ContentVerticalAlignment"
}

extension Control.ContentHorizontalAlignment: ScriptEnumerable {
    static let scriptName = "Control.ContentHorizontalAlignment"
}

extension Button.ButtonType: ScriptEnumerable {
    static let scriptName = "Button.ButtonType"
    static let aliases: [(name: String, value: Button.ButtonType)] = [("roundedRect", .roundedRect)]
}

extension Touch.Phase: ScriptEnumerable {
    static let scriptName = "Touch.Phase"
}

extension InputEvent.EventType: ScriptEnumerable {
    static let scriptName = "Event.EventType"
}

extension GestureRecognizer.State: ScriptEnumerable {
    static let scriptName = "GestureRecognizer.State"
    static let aliases: [(name: String, value: GestureRecognizer.State)] = [("recognized", .recognized)]
}

extension DatePicker.Mode: ScriptEnumerable {
    static let scriptName = "DatePicker.Mode"
}

extension TextField.ViewMode: ScriptEnumerable {
    static let scriptName = "TextField.ViewMode"
}

extension TextField.BorderStyle: ScriptEnumerable {
    static let scriptName = "TextField.BorderStyle"
}

extension ContentMode: ScriptEnumerable {
    static let scriptName = "View.ContentMode"
}

extension TextAlignment: ScriptEnumerable {
    static let scriptName = "TextAlignment"
}

extension TableViewCellEditingStyle: ScriptEnumerable {
    static let scriptName = "TableViewCell.EditingStyle"
}

extension LineCap: ScriptEnumerable {
    static let scriptName = "LineCap"
}

extension LineJoin: ScriptEnumerable {
    static let scriptName = "LineJoin"
}

extension BlendMode: ScriptEnumerable {
    static let scriptName = "BlendMode"
}

extension FillRule: ScriptEnumerable {
    static let scriptName = "FillRule"
}

extension LineBreakMode: ScriptEnumerable {
    static let scriptName = "LineBreakMode"
}
