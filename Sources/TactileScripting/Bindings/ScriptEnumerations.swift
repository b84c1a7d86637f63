import ControlKit
import LuaKit
import Synchronization

/// The enumerations and option sets scripts reach by name and by UIKit's raw value, each under
/// UIKit's name for it (uikit-rules §1.4). ControlKit's types already carry UIKit's raw values
/// (§1); these conformances only name them for Lua.
///
/// An enumeration's table is made when first asked for, once per process: naming a Swift
/// enumeration's cases reads its reflection metadata, which costs a scan of every protocol
/// conformance in the program the first time each type is named (docs/performance.md).
enum ScriptEnumerations {
    /// Every type whose table a session publishes, on its class table or as a global.
    nonisolated(unsafe) private static let types: [any ScriptEnumerationType.Type] = [
        Control.State.self, Control.Event.self,
        Control.ContentVerticalAlignment.self, Control.ContentHorizontalAlignment.self,
        Button.ButtonType.self, Touch.Phase.self, InputEvent.EventType.self,
        SwipeGestureRecognizer.Direction.self, GestureRecognizer.State.self,
        DatePicker.Mode.self, TextField.ViewMode.self, TextField.BorderStyle.self,
        ContentMode.self, TextAlignment.self, TableViewCellEditingStyle.self,
        LineCap.self, LineJoin.self, BlendMode.self, FillRule.self, LineBreakMode.self,
        BarButtonItem.Style.self, BarButtonItem.SystemItem.self, BarStyle.self,
        InterpolatingMotionEffect.EffectType.self,
        TableViewCell.AccessoryType.self,
    ]

    /// Their names, in that order (`Control.State`, `TextAlignment`).
    static let names = types.map { $0.scriptName }

    /// The names of the enumerations on each class's table, by class (`Control`: `Control.State`, …).
    static let namesByOwner = Dictionary(grouping: names.filter { ScriptEnumeration.owner(ofName: $0) != nil }) {
        ScriptEnumeration.owner(ofName: $0)!
    }

    /// The names of the enumerations that belong to no class, published as globals.
    static let globalNames = names.filter { ScriptEnumeration.owner(ofName: $0) == nil }

    /// The enumeration called `name`, or nil when there is none.
    static func named(_ name: String) -> ScriptEnumeration? {
        made.withLock { made in
            if let enumeration = made[name] { return enumeration }
            guard let type = types.first(where: { $0.scriptName == name }) else { return nil }
            let enumeration = type.enumeration
            made[name] = enumeration
            return enumeration
        }
    }

    /// The enumerations made so far, by name.
    private static let made = Mutex<[String: ScriptEnumeration]>([:])
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

extension BarButtonItem.Style: ScriptEnumerable {
    static let scriptName = "BarButtonItem.Style"
}

extension BarButtonItem.SystemItem: ScriptEnumerable {
    static let scriptName = "BarButtonItem.SystemItem"
}

extension BarStyle: ScriptEnumerable {
    static let scriptName = "BarStyle"
    static let aliases: [(name: String, value: BarStyle)] = [("blackOpaque", .blackOpaque)]
}

extension TableViewCell.AccessoryType: ScriptEnumerable {
    static let scriptName = "TableViewCell.AccessoryType"
}
