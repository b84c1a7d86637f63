import ControlKit
import LuaKit

/// `View`: geometry, appearance flags, the hierarchy and hit testing (UIKit's `UIView`).
/// `name` (read-only) is the view's name in the traffic, such as `Slider#1`.
///
///     > local v = View{ frame = {0, 0, 100, 50}, tag = 7 }
///     > window:addSubview(v)
///     > v.center
///     {50, 25}
enum ViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<View>("View", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string", doc: "The view's name in the traffic and the REPL, its class and a number such as \"Slider#1\"; read-only.", read: { (view: View, session) in
            .string(session.stage.application.name(of: view).description)
        })
        LuaMember.rect("frame", doc: "The view's rectangle in its superview's coordinates, made from center, bounds and transform (their bounding box when transformed); setting it moves center and sizes bounds; default {0, 0, 0, 0}.",
                       get: \View.frame, set: { $0.frame = $1 })
        LuaMember.rect("bounds", doc: "The view's own coordinate system: the origin is the point shown at its top-left corner; a new size marks layout as due; default {0, 0, 0, 0}.",
                       get: \View.bounds, set: { $0.bounds = $1 })
        LuaMember.point("center", doc: "Where the view's centre lies in its superview's coordinates; moving it moves frame; default {0, 0}.",
                        get: \View.center, set: { $0.center = $1 })
        LuaMember.transform("transform", doc: "A transform applied about the centre, which frame, hit testing and coordinate conversion follow; the identity by default.",
                            get: \View.transform, set: { $0.transform = $1 })
        LuaMember.property("tag", doc: "A number identifying the view within its hierarchy, which viewWithTag finds; default 0.",
                           get: \View.tag, set: { $0.tag = $1 })
        LuaMember.property("accessibilityLabel", doc: "What VoiceOver reads and UI tests find the view by; unset, the class's own (a button's title, a label's text), nil for a plain view.",
                           get: \View.accessibilityLabel, set: { $0.accessibilityLabel = $1 })
        LuaMember.property("accessibilityIdentifier", doc: "A name UI tests find the view by and users never see; nil by default.",
                           get: \View.accessibilityIdentifier, set: { $0.accessibilityIdentifier = $1 })
        LuaMember.property("accessibilityTraits", type: "{string}", doc: "What the view is and does, as trait names (a name or a list is taken); unset, the class's own, such as a button's, and {} for a plain view.", read: { (view: View, session) in
            try session.luaList(view.accessibilityTraits.names.map(LuaValue.string))
        }, write: { (view: View, value, session) in
            view.accessibilityTraits = try session.accessibilityTraits(value)
        })
        LuaMember.property("isHidden", doc: "Whether the view is hidden: neither it nor its subviews are hit by touches; default false (uikit-rules §2.1.1).",
                           get: \View.isHidden, set: { $0.isHidden = $1 })
        LuaMember.property("alpha", doc: "The opacity from 0 to 1; below 0.01 the view and its subviews are not hit by touches; default 1 (uikit-rules §2.1.1).",
                           get: \View.alpha, set: { $0.alpha = $1 })
        LuaMember.property("isUserInteractionEnabled", doc: "Whether touches may reach the view and its subviews; default true, but false for labels and image views (uikit-rules §2.1.1).",
                           get: \View.isUserInteractionEnabled, set: { $0.isUserInteractionEnabled = $1 })
        LuaMember.property("isMultipleTouchEnabled", doc: "Whether the view gets more than one finger at a time; when false, a second finger on it never reaches it; default false (uikit-rules §2.1.4).",
                           get: \View.isMultipleTouchEnabled, set: { $0.isMultipleTouchEnabled = $1 })
        LuaMember.property("isExclusiveTouch", doc: "Whether the view takes touches only alone in its window: while either it or another view tracks one, the other gets no new touch; default false (uikit-rules §2.1.7).",
                           get: \View.isExclusiveTouch, set: { $0.isExclusiveTouch = $1 })
        LuaMember.property("canBecomeFirstResponder", type: "boolean", doc: "Whether the view may become first responder: false for a plain view, a label and the controls, true for an enabled text field (uikit-rules §12.1).", read: { (view: View, _) in
            .boolean(view.invokeCanBecomeFirstResponder())
        })
        LuaMember.property("isFirstResponder", doc: "Whether the view is its window's first responder, where actions sent with no target start; read-only (uikit-rules §12.1).", get: \View.isFirstResponder)
        LuaMember.method("becomeFirstResponder", "() -> boolean",
                         doc: "Makes the view its window's first responder; false, changing nothing, outside a window, when canBecomeFirstResponder is false or the current one will not resign (uikit-rules §12.1).") { (view: View, call) in
            try call.expectCount(0...0)
            return [.boolean(view.becomeFirstResponder())]
        }
        LuaMember.method("resignFirstResponder", "() -> boolean",
                         doc: "Gives up first-responder status, leaving the window with none; false, keeping it, when the view refuses to resign; true when it was not first responder (uikit-rules §12.1).") { (view: View, call) in
            try call.expectCount(0...0)
            return [.boolean(view.resignFirstResponder())]
        }
        LuaMember.object("superview", type: "View?", doc: "The view containing this one, nil for a root; read-only (addSubview and removeFromSuperview change it).") { (view: View) in view.superview }
        LuaMember.object("window", type: "Window?", doc: "The window at the root of the view's hierarchy, nil when the root is no window; read-only.") { (view: View) in view.window }
        LuaMember.property("subviews", type: "{View}", doc: "The contained views, back to front: the last is drawn on top and tried first by hit testing; a new list at each read (uikit-rules §2.1.1).", read: { (view: View, session) in try session.luaList(view.subviews) })
        LuaMember.method("addSubview", "(view)",
                         doc: "Adds a view on top of the subviews, taking it from its previous superview first; the view itself or an ancestor is a bad argument.") { (view: View, call) in
            try call.expectCount(1...1)
            let child: View = try call.object(1)
            guard view.addSubview(child) else {
                throw ScriptError.badArgument(1, to: "addSubview", "a view cannot contain itself or its ancestor")
            }
            return []
        }
        LuaMember.method("insertSubview", "(view, index)",
                         doc: "Inserts a view at a position of subviews, from 1, clamped to the list; nothing happens for the view itself or an ancestor.") { (view: View, call) in
            try call.expectCount(2...2)
            let child: View = try call.object(1)
            view.insertSubview(child, at: try call.value(2, as: Int.self) - 1)
            return []
        }
        LuaMember.method("removeFromSuperview", "()", doc: "Takes the view out of its superview and its window; nothing happens for a root.") { (view: View, call) in
            try call.expectCount(0...0)
            view.removeFromSuperview()
            return []
        }
        LuaMember.method("bringSubviewToFront", "(view)", doc: "Moves a subview on top, where it is hit first; nothing happens for a view that is not a subview.") { (view: View, call) in
            view.bringSubviewToFront(try call.object(1))
            return []
        }
        LuaMember.method("sendSubviewToBack", "(view)", doc: "Moves a subview to the back; nothing happens for a view that is not a subview.") { (view: View, call) in
            view.sendSubviewToBack(try call.object(1))
            return []
        }
        LuaMember.method("viewWithTag", "(tag) -> View?", doc: "The first view with the tag: this view, then its subviews depth first; nil when none has it.") { (view: View, call) in
            [try call.session.luaValue(for: view.viewWithTag(try call.value(1, as: Int.self)))]
        }
        LuaMember.method("isDescendantOf", "(view) -> boolean", doc: "Whether this view is the given view or lies inside it.") { (view: View, call) in
            [.boolean(view.isDescendant(of: try call.object(1)))]
        }
        LuaMember.method("hitTest", "(point) -> View?",
                         doc: "The deepest visible, interactive view under a point in this view's coordinates, later subviews first, once the layout due has run; nil when the point is not inside it (uikit-rules §2.1.1, §2.1.2).") { (view: View, call) in
            view.layoutIfNeeded()
            return [try call.session.luaValue(for: view.invokeHitTest(try call.point(1), with: nil))]
        }
        LuaMember.method("pointInside", "(point) -> boolean",
                         doc: "Whether a point in this view's coordinates is inside it: within the bounds, unless the class widens or narrows it (uikit-rules §2.1.1).") { (view: View, call) in
            [.boolean(view.invokePoint(inside: try call.point(1), with: nil))]
        }
        LuaMember.method("convertPoint", "(point, toView) -> Point",
                         doc: "A point in this view's coordinates expressed in another view's; a nil view stands for the window (the root outside one).", returningPoint: { (view: View, call) in
            let other: View? = call.isNil(2) ? nil : try call.object(2)
            return view.convert(try call.point(1), to: other)
        })
        LuaMember.method("setNeedsLayout", "()", doc: "Marks the view's layout as due, for the next layoutIfNeeded; resizing bounds and adding subviews do it too.") { (view: View, _) in
            view.setNeedsLayout()
            return []
        }
        LuaMember.method("layoutIfNeeded", "()", doc: "Lays out the subviews now when layout is due, then does the same for each subview.") { (view: View, _) in
            view.layoutIfNeeded()
            return []
        }
        GestureRecognizerBinding.viewMembers
        ViewDrawingMembers.members
        MotionEffectBindings.viewMembers
    }
    .constructor { View() }
    .sessionRoot()
    .declaration
}

/// `Window`: the root of a hierarchy, where touches enter (UIKit's `UIWindow`). The session's
/// default window is the global `window`.
///
/// `window:setFirstResponder(view)` is `view:becomeFirstResponder()` for a view of this window: it
/// returns false, changing nothing, when the view cannot become first responder (a plain view,
/// a label, a control other than a text field — `canBecomeFirstResponder`) or the current one
/// refuses to resign; a view of another window (or none) is a bad argument.
/// `window:setFirstResponder(nil)` asks the current first responder to resign and returns
/// whether the window then has none (uikit-rules §12.1).
enum WindowBinding {
    static let declaration: LuaClassDeclaration = LuaClass<Window>("Window", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        LuaMember.object("firstResponder", type: "Responder?", doc: "The window's first responder, where actions sent with no target start their search; nil when none (uikit-rules §12.1).") { (window: Window) in window.firstResponder }
        LuaMember.method("setFirstResponder", "(view) -> boolean",
                         doc: "view:becomeFirstResponder() for a view of this window (another's is a bad argument); nil asks the current one to resign, true if none is left (uikit-rules §12.1).") { (window: Window, call) in
            try call.expectCount(1...1)
            guard call[1] != .nil else {
                guard let current = window.firstResponder as? View else { return [.boolean(window.firstResponder == nil)] }
                return [.boolean(current.resignFirstResponder())]
            }
            let view: View = try call.object(1)
            guard view.window === window else {
                throw ScriptError.badArgument(1, to: "setFirstResponder", "the view is not in this window")
            }
            return [.boolean(view.becomeFirstResponder())]
        }
    }
    .constructor { Window() }
    .declaration
}
