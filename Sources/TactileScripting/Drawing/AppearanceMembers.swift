import ControlKit
import LuaKit

/// The appearance properties UIKit's standard controls have, in Lua: colours take a `Color` or
/// a colour's name, and nil where UIKit's do (the control's default look).
///
///     > s = Switch{ onTintColor = "systemOrange" }
///     > l = Label{ text = "Hi", font = Font.boldSystemFont(20), textColor = Color.secondaryLabel }
enum AppearanceMembers {
    private typealias Colors = LayerBinding

    static var label: [LuaMember] {
        [
            Colors.color("textColor", get: { (label: Label) in label.textColor }, set: { $0.textColor = $1 ?? .black }),
            Colors.color("highlightedTextColor", get: { (label: Label) in label.highlightedTextColor }, set: { $0.highlightedTextColor = $1 }),
            LuaMember.property("font", type: "Font", read: { (label: Label, session) in try session.luaValue(label.font) },
                            assign: { (label: Label, assigned) in label.font = try assigned.font(1) }),
        ]
    }

    static var textField: [LuaMember] {
        [LuaMember.enumeration("borderStyle", get: \TextField.borderStyle, set: { $0.borderStyle = $1 })]
    }

    static var switchControl: [LuaMember] {
        [
            Colors.color("onTintColor", get: { (control: Switch) in control.onTintColor }, set: { $0.onTintColor = $1 }),
            Colors.color("thumbTintColor", get: { (control: Switch) in control.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ]
    }

    static var slider: [LuaMember] {
        [
            Colors.color("minimumTrackTintColor", get: { (slider: Slider) in slider.minimumTrackTintColor },
                         set: { $0.minimumTrackTintColor = $1 }),
            Colors.color("maximumTrackTintColor", get: { (slider: Slider) in slider.maximumTrackTintColor },
                         set: { $0.maximumTrackTintColor = $1 }),
            Colors.color("thumbTintColor", get: { (slider: Slider) in slider.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ]
    }

    static var pageControl: [LuaMember] {
        [
            Colors.color("pageIndicatorTintColor", get: { (control: PageControl) in control.pageIndicatorTintColor },
                         set: { $0.pageIndicatorTintColor = $1 }),
            Colors.color("currentPageIndicatorTintColor", get: { (control: PageControl) in control.currentPageIndicatorTintColor },
                         set: { $0.currentPageIndicatorTintColor = $1 }),
        ]
    }

    static var progressView: [LuaMember] {
        [
            Colors.color("progressTintColor", get: { (view: ProgressView) in view.progressTintColor }, set: { $0.progressTintColor = $1 }),
            Colors.color("trackTintColor", get: { (view: ProgressView) in view.trackTintColor }, set: { $0.trackTintColor = $1 }),
        ]
    }

    static var activityIndicator: [LuaMember] {
        [Colors.color("color", get: { (view: ActivityIndicatorView) in view.color }, set: { $0.color = $1 })]
    }

    /// `button:setTitleColor(color, state)`: the title's colour in a state (nil: the default).
    static var button: [LuaMember] {
        [
            LuaMember.method("setTitleColor", "(color, state)") { (button: Button, call) in
                try call.expectCount(1...2)
                button.setTitleColor(try call.optionalColor(1), for: try call.state(2))
                return []
            },
        ]
    }
}

extension ScriptSession {
    /// A font as a Lua `Font` value.
    func luaValue(_ font: Font) throws(LuaError) -> LuaValue {
        let table = try lua.newTable()
        try table.rawSet("pointSize", .number(font.pointSize))
        try table.rawSet("weight", .string(font.weight.description))
        try table.setMetatable(drawingValues().fontMetatable)
        return .table(table)
    }
}
