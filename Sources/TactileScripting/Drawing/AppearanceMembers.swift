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
            Colors.color("textColor", doc: "The text's colour; black by default, and nil sets black again.",
                         get: { (label: Label) in label.textColor }, set: { $0.textColor = $1 ?? .black }),
            Colors.color("highlightedTextColor", doc: "The text's colour while highlighted; nil (the default) uses textColor.",
                         get: { (label: Label) in label.highlightedTextColor }, set: { $0.highlightedTextColor = $1 }),
            LuaMember.property("font", type: "Font", doc: "The text's font; the 17-point system font by default.",
                               read: { (label: Label, session) in try session.luaValue(label.font) },
                               assign: { (label: Label, assigned) in label.font = try assigned.font(1) }),
            Colors.color("shadowColor", doc: "The colour of the text's shadow; nil (the default) for none.",
                         get: { (label: Label) in label.shadowColor }, set: { $0.shadowColor = $1 }),
            LuaMember.property("shadowOffset", type: "Size", doc: "How far the text's shadow falls, as {w, h}; default {0, -1}, a top shadow.",
                               read: { (label: Label, session) in try session.luaValue(label.shadowOffset) },
                               assign: { (label: Label, assigned) in label.shadowOffset = try assigned.offset(1) }),
        ]
    }

    static var textField: [LuaMember] {
        [
            LuaMember.enumeration("borderStyle", doc: "The frame drawn around the text; \"none\" by default, as for a field made in code; takes a name or raw value (uikit-rules §1.4).",
                                  get: \TextField.borderStyle, set: { $0.borderStyle = $1 }),
        ]
    }

    static var switchControl: [LuaMember] {
        [
            Colors.color("onTintColor", doc: "The track's colour while on; nil (the default) for the system green.",
                         get: { (control: Switch) in control.onTintColor }, set: { $0.onTintColor = $1 }),
            Colors.color("thumbTintColor", doc: "The knob's colour; nil (the default) for white.",
                         get: { (control: Switch) in control.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ]
    }

    static var slider: [LuaMember] {
        [
            Colors.color("minimumTrackTintColor", doc: "The track's colour from the minimum end to the thumb; nil (the default) for the tint colour.",
                         get: { (slider: Slider) in slider.minimumTrackTintColor }, set: { $0.minimumTrackTintColor = $1 }),
            Colors.color("maximumTrackTintColor", doc: "The track's colour from the thumb to the maximum end; nil (the default) for light grey.",
                         get: { (slider: Slider) in slider.maximumTrackTintColor }, set: { $0.maximumTrackTintColor = $1 }),
            Colors.color("thumbTintColor", doc: "The thumb's colour; nil (the default) for white.",
                         get: { (slider: Slider) in slider.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
        ]
    }

    static var pageControl: [LuaMember] {
        [
            Colors.color("pageIndicatorTintColor", doc: "The colour of the other pages' dots; nil (the default) for white at 30 % opacity.",
                         get: { (control: PageControl) in control.pageIndicatorTintColor }, set: { $0.pageIndicatorTintColor = $1 }),
            Colors.color("currentPageIndicatorTintColor", doc: "The colour of the current page's dot; nil (the default) for white.",
                         get: { (control: PageControl) in control.currentPageIndicatorTintColor }, set: { $0.currentPageIndicatorTintColor = $1 }),
        ]
    }

    static var progressView: [LuaMember] {
        [
            Colors.color("progressTintColor", doc: "The colour of the filled part; nil (the default) for the tint colour.",
                         get: { (view: ProgressView) in view.progressTintColor }, set: { $0.progressTintColor = $1 }),
            Colors.color("trackTintColor", doc: "The colour of the unfilled part; nil (the default) for light grey.",
                         get: { (view: ProgressView) in view.trackTintColor }, set: { $0.trackTintColor = $1 }),
            image("progressImage", doc: "An image stretched over the filled part instead of its colour; nil by default.",
                  get: { (view: ProgressView) in view.progressImage }, set: { $0.progressImage = $1 }),
            image("trackImage", doc: "An image stretched over the whole track instead of its colour; nil by default.",
                  get: { (view: ProgressView) in view.trackImage }, set: { $0.trackImage = $1 }),
        ]
    }

    static var activityIndicator: [LuaMember] {
        [
            Colors.color("color", doc: "The spinner's colour; nil (the default) for grey.",
                         get: { (view: ActivityIndicatorView) in view.color }, set: { $0.color = $1 }),
        ]
    }

    /// `button:setTitleColor(color, state)`: the title's colour in a state (nil: the default);
    /// the edge insets placing the content, title and image.
    static var button: [LuaMember] {
        [
            insets("contentEdgeInsets", doc: "Space around the title and image together, as {top, left, bottom, right}; all 0 by default.",
                   get: { (button: Button) in button.contentEdgeInsets }, set: { $0.contentEdgeInsets = $1 }),
            insets("titleEdgeInsets", doc: "How far the title moves in from where it would be, as {top, left, bottom, right}; all 0 by default.",
                   get: { (button: Button) in button.titleEdgeInsets }, set: { $0.titleEdgeInsets = $1 }),
            insets("imageEdgeInsets", doc: "How far the image moves in from where it would be, as {top, left, bottom, right}; all 0 by default.",
                   get: { (button: Button) in button.imageEdgeInsets }, set: { $0.imageEdgeInsets = $1 }),
            LuaMember.method("setTitleColor", "(color, state)",
                             doc: "Sets the title's colour for a state (default normal); nil returns to the default: white on a custom button, the tint on the others (uikit-rules §4.1).") { (button: Button, call) in
                try call.expectCount(1...2)
                button.setTitleColor(try call.optionalColor(1), for: try call.state(2))
                return []
            },
        ]
    }
}

extension AppearanceMembers {
    static var segmentedControl: [LuaMember] {
        [
            Colors.color("selectedSegmentTintColor", doc: "The colour of the selected segment's raised plate; nil (the default) for white.",
                         get: { (control: SegmentedControl) in control.selectedSegmentTintColor }, set: { $0.selectedSegmentTintColor = $1 }),
        ]
    }

    static var tabBar: [LuaMember] {
        [
            Colors.color("barTintColor", doc: "The bar's background colour; nil (the default) for the system's light grey.",
                         get: { (bar: TabBar) in bar.barTintColor }, set: { $0.barTintColor = $1 }),
            Colors.color("unselectedItemTintColor", doc: "The colour of the items not selected; nil (the default) for the system's grey.",
                         get: { (bar: TabBar) in bar.unselectedItemTintColor }, set: { $0.unselectedItemTintColor = $1 }),
        ]
    }

    static var tabBarItem: [LuaMember] {
        [
            Colors.color("badgeColor", doc: "The colour of the badge's capsule; nil (the default) for the system red.",
                         get: { (item: TabBarItem) in item.badgeColor }, set: { $0.badgeColor = $1 }),
        ]
    }

    /// An image property: an `Image`, or nil.
    static func image<T: AnyObject>(_ name: String, doc: String, get: @escaping (T) -> Image?,
                                            set: @escaping (T, Image?) -> Void) -> LuaMember {
        LuaMember.property(name, type: "Image?", doc: doc, read: { (object: T, session) in
            try get(object).map { try session.luaValue(for: ScriptImage($0)) } ?? .nil
        }, assign: { (object: T, assigned) in
            set(object, assigned.isNil(1) ? nil : (try assigned.object(1) as ScriptImage).image)
        })
    }

    /// An edge-insets property: `{top, left, bottom, right}` or named fields, each a number within
    /// ±1,000,000 points.
    private static func insets<T: AnyObject>(_ name: String, doc: String, get: @escaping (T) -> EdgeInsets,
                                             set: @escaping (T, EdgeInsets) -> Void) -> LuaMember {
        LuaMember.property(name, type: "{top, left, bottom, right}", doc: doc, read: { (object: T, session) in
            let insets = get(object)
            let table = try session.lua.newTable()
            for (key, number) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
                try table.rawSet(.string(key), .number(number))
            }
            return .table(table)
        }, assign: { (object: T, assigned) in
            guard let insets = ScrollViewBinding.insets(from: assigned[1]),
                  MethodCall.fits(insets.top, insets.left, insets.bottom, insets.right) else {
                throw ScriptError.badArgument(1, to: assigned.function,
                                              "{top, left, bottom, right} of numbers within ±1000000 expected, got \(assigned.session.classes.typeName(of: assigned[1]))")
            }
            set(object, insets)
        })
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
