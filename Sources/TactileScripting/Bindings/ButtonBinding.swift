import ControlKit
import LuaKit

/// `Button` (UIKit's `UIButton`): per-state titles, the button type, sizing.
/// `title` is a Lua convenience for the normal-state title, so `Button{ title = "OK" }` works.
/// As in UIKit, a button's type is chosen when it is made and fixed: `Button{ frame = … }` is a
/// custom button, like `UIButton(frame:)`; `Button{ type = "system" }` (or a raw value,
/// `Button.ButtonType.system`) is `UIButton(type: .system)` (uikit-rules §4.1).
///
///     > local b = Button{ type = "system", frame = {20, 20, 120, 44}, title = "OK" }
///     > b:setTitle("Pressed", "highlighted")
///     > b:titleForState("highlighted")
///     Pressed
enum ButtonBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Button>("Button", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        AppearanceMembers.button
        LuaMember.property("buttonType", type: "string", read: { (button: Button, _) in .string(button.buttonType.caseName) })
        LuaMember.property("title", type: "string?",
                        read: { (button: Button, _) in button.title(for: .normal).map(LuaValue.string) ?? .nil },
                        write: { (button: Button, value, session) in
                            guard let title = String?(luaValue: value) else {
                                throw LuaValueRefusal(expected: "string")
                            }
                            button.setTitle(title, for: .normal)
                        })
        LuaMember.property("currentTitle", type: "string?", read: { (button: Button, _) in button.currentTitle.map(LuaValue.string) ?? .nil })
        LuaMember.property("titleFontSize", get: \Button.titleFontSize, set: { $0.titleFontSize = $1 })
        LuaMember.property("adjustsImageWhenHighlighted", get: \Button.adjustsImageWhenHighlighted, set: { $0.adjustsImageWhenHighlighted = $1 })
        LuaMember.property("adjustsImageWhenDisabled", get: \Button.adjustsImageWhenDisabled, set: { $0.adjustsImageWhenDisabled = $1 })
        LuaMember.property("showsTouchWhenHighlighted", get: \Button.showsTouchWhenHighlighted, set: { $0.showsTouchWhenHighlighted = $1 })
        LuaMember.property("changesSelectionAsPrimaryAction", get: \Button.changesSelectionAsPrimaryAction, set: { $0.changesSelectionAsPrimaryAction = $1 })
        LuaMember.method("setTitle", "(title, state)") { (button: Button, call) in
            try call.expectCount(1...2)
            button.setTitle(try call.value(1, as: String?.self), for: try call.state(2))
            return []
        }
        LuaMember.method("titleForState", "(state) -> string?") { (button: Button, call) in
            try call.expectCount(0...1)
            return [button.title(for: try call.state(1)).map(LuaValue.string) ?? .nil]
        }
        LuaMember.method("sizeToFit", "()") { (button: Button, _) in
            button.sizeToFit()
            return []
        }
    }
    .constructor { Button() }
    .declaration

    /// `Button{ type = … }`: the button type by name or raw value.
    static var creation: Creation {
        Creation(key: "type", property: "buttonType") { value, className in
            Button(type: try Button.ButtonType.case(from: value, in: .property(className: className, name: "type")))
        }
    }
}

/// `Switch` (UIKit's `UISwitch`): on or off, a fixed size, flipped by a tap or a slide.
enum SwitchBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Switch>("Switch", namespace: StandardBindings.namespace, superclass: ControlBinding.declaration) {
        AppearanceMembers.switchControl
        LuaMember.property("isOn", get: \Switch.isOn, set: { $0.isOn = $1 })
        LuaMember.method("setOn", "(on, animated)") { (control: Switch, call) in
            try call.expectCount(1...2)
            control.setOn(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
    }
    .constructor { Switch() }
    .declaration
}
