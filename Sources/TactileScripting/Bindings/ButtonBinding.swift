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
        LuaMember.property("buttonType", type: "string", doc: "The button's type, fixed when it is made: \"custom\" for Button{frame = …}, else the one Button{type = …} names (uikit-rules §4.1).",
                           read: { (button: Button, _) in .string(button.buttonType.caseName) })
        LuaMember.property("title", type: "string?", doc: "The normal state's title, a Lua shorthand for setTitle(title) and titleForState(); nil by default (uikit-rules §4.1).",
                        read: { (button: Button, _) in button.title(for: .normal).map(LuaValue.string) ?? .nil },
                        write: { (button: Button, value, session) in
                            guard let title = String?(luaValue: value) else {
                                throw LuaValueRefusal(expected: "string")
                            }
                            button.setTitle(title, for: .normal)
                        })
        LuaMember.property("currentTitle", type: "string?", doc: "The title shown now: the current state's own, else the normal state's (uikit-rules §4.1).",
                           read: { (button: Button, _) in button.currentTitle.map(LuaValue.string) ?? .nil })
        LuaMember.property("titleFontSize", doc: "The point size of the title's font; default 15.",
                           get: \Button.titleFontSize, set: { $0.titleFontSize = $1 })
        LuaMember.property("adjustsImageWhenHighlighted", doc: "Whether images darken while highlighted, when that state has no image of its own; default true (uikit-rules §4.1).",
                           get: \Button.adjustsImageWhenHighlighted, set: { $0.adjustsImageWhenHighlighted = $1 })
        LuaMember.property("adjustsImageWhenDisabled", doc: "Whether images lighten while disabled, when that state has no image of its own; default true (uikit-rules §4.1).",
                           get: \Button.adjustsImageWhenDisabled, set: { $0.adjustsImageWhenDisabled = $1 })
        LuaMember.property("showsTouchWhenHighlighted", doc: "Whether a glow shows where the button is touched while highlighted; default false.",
                           get: \Button.showsTouchWhenHighlighted, set: { $0.showsTouchWhenHighlighted = $1 })
        LuaMember.property("changesSelectionAsPrimaryAction", doc: "Whether a tap lifted inside toggles isSelected, before the touch-up actions run; default false (uikit-rules §4.1).",
                           get: \Button.changesSelectionAsPrimaryAction, set: { $0.changesSelectionAsPrimaryAction = $1 })
        LuaMember.method("setTitle", "(title, state)",
                         doc: "Sets the title for a state (default normal; nil removes it); a state without a title of its own shows the normal state's (uikit-rules §4.1).") { (button: Button, call) in
            try call.expectCount(1...2)
            button.setTitle(try call.value(1, as: String?.self), for: try call.state(2))
            return []
        }
        LuaMember.method("titleForState", "(state) -> string?",
                         doc: "The title for a state (default normal): its own, else the normal state's; highlighted with disabled counts as highlighted (uikit-rules §4.1).") { (button: Button, call) in
            try call.expectCount(0...1)
            return [button.title(for: try call.state(1)).map(LuaValue.string) ?? .nil]
        }
        LuaMember.method("sizeToFit", "()", doc: "Resizes the button to fit its current image and title, keeping the frame's origin.") { (button: Button, _) in
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
        LuaMember.property("isOn", doc: "Whether the switch is on; default false; setting it sends no action, while a user's tap or slide sends valueChanged (uikit-rules §4.2).",
                           get: \Switch.isOn, set: { $0.isOn = $1 })
        LuaMember.method("setOn", "(on, animated)",
                         doc: "Sets isOn without sending any action; the change is immediate, animation is not modelled (uikit-rules §4.2, §8.3).") { (control: Switch, call) in
            try call.expectCount(1...2)
            control.setOn(try call.value(1), animated: try call.value(2, default: false))
            return []
        }
    }
    .constructor { Switch() }
    .declaration
}
