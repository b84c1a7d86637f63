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
    static var binding: ClassBinding {
        ClassBinding(name: "Button", type: Button.self, base: "Control", make: { Button() }, creation: creation) {
            AppearanceMembers.button
            Member.property("buttonType", type: "string", get: { (button: Button, _) in .string(button.buttonType.caseName) })
            Member.property("title", type: "string?",
                            get: { (button: Button, _) in button.title(for: .normal).map(LuaValue.string) ?? .nil },
                            set: { (button: Button, value, session) in
                                guard let title = String?(luaValue: value) else {
                                    throw ScriptError.badPropertyValue(className: session.className(of: button), name: "title",
                                                                       expected: "string", got: session.typeName(of: value))
                                }
                                button.setTitle(title, for: .normal)
                            })
            Member.property("currentTitle", type: "string?", get: { (button: Button, _) in button.currentTitle.map(LuaValue.string) ?? .nil })
            Member.property("titleFontSize", get: \Button.titleFontSize, set: { $0.titleFontSize = $1 })
            Member.property("adjustsImageWhenHighlighted", get: \Button.adjustsImageWhenHighlighted, set: { $0.adjustsImageWhenHighlighted = $1 })
            Member.property("adjustsImageWhenDisabled", get: \Button.adjustsImageWhenDisabled, set: { $0.adjustsImageWhenDisabled = $1 })
            Member.property("showsTouchWhenHighlighted", get: \Button.showsTouchWhenHighlighted, set: { $0.showsTouchWhenHighlighted = $1 })
            Member.property("changesSelectionAsPrimaryAction", get: \Button.changesSelectionAsPrimaryAction, set: { $0.changesSelectionAsPrimaryAction = $1 })
            Member.method("setTitle", "(title, state)") { (button: Button, call) in
                try call.expectCount(1...2)
                button.setTitle(try call.value(1, as: String?.self), for: try call.state(2))
                return []
            }
            Member.method("titleForState", "(state) -> string?") { (button: Button, call) in
                try call.expectCount(0...1)
                return [button.title(for: try call.state(1)).map(LuaValue.string) ?? .nil]
            }
            Member.method("sizeToFit", "()") { (button: Button, _) in
                button.sizeToFit()
                return []
            }
        }
    }

    /// `Button{ type = … }`: the button type by name or raw value.
    private static var creation: Creation {
        Creation(key: "type", property: "buttonType") { value, className in
            Button(type: try Button.ButtonType.case(from: value, in: .property(className: className, name: "type")))
        }
    }
}

/// `Switch` (UIKit's `UISwitch`): on or off, a fixed size, flipped by a tap or a slide.
enum SwitchBinding {
    static var binding: ClassBinding {
        ClassBinding(name: "Switch", type: Switch.self, base: "Control", make: { Switch() }) {
            AppearanceMembers.switchControl
            Member.property("isOn", get: \Switch.isOn, set: { $0.isOn = $1 })
            Member.method("setOn", "(on, animated)") { (control: Switch, call) in
                try call.expectCount(1...2)
                control.setOn(try call.value(1), animated: try call.value(2, default: false))
                return []
            }
        }
    }
}
