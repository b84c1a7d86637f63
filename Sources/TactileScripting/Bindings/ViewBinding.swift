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
        LuaMember.property("name", type: "string", read: { (view: View, session) in
            .string(session.application.name(of: view).description)
        })
        LuaMember.rect("frame", get: \View.frame, set: { $0.frame = $1 })
        LuaMember.rect("bounds", get: \View.bounds, set: { $0.bounds = $1 })
        LuaMember.point("center", get: \View.center, set: { $0.center = $1 })
        LuaMember.transform("transform", get: \View.transform, set: { $0.transform = $1 })
        LuaMember.property("tag", get: \View.tag, set: { $0.tag = $1 })
        LuaMember.property("accessibilityLabel", get: \View.accessibilityLabel, set: { $0.accessibilityLabel = $1 })
        LuaMember.property("accessibilityIdentifier", get: \View.accessibilityIdentifier, set: { $0.accessibilityIdentifier = $1 })
        LuaMember.property("accessibilityTraits", type: "{string}", read: { (view: View, session) in
            try session.luaList(view.accessibilityTraits.names.map(LuaValue.string))
        }, write: { (view: View, value, session) in
            view.accessibilityTraits = try session.accessibilityTraits(value)
        })
        LuaMember.property("isHidden", get: \View.isHidden, set: { $0.isHidden = $1 })
        LuaMember.property("alpha", get: \View.alpha, set: { $0.alpha = $1 })
        LuaMember.property("isUserInteractionEnabled", get: \View.isUserInteractionEnabled, set: { $0.isUserInteractionEnabled = $1 })
        LuaMember.property("isMultipleTouchEnabled", get: \View.isMultipleTouchEnabled, set: { $0.isMultipleTouchEnabled = $1 })
        LuaMember.property("isExclusiveTouch", get: \View.isExclusiveTouch, set: { $0.isExclusiveTouch = $1 })
        LuaMember.property("canBecomeFirstResponder", type: "boolean", read: { (view: View, _) in
            .boolean(view.invokeCanBecomeFirstResponder())
        })
        LuaMember.property("isFirstResponder", get: \View.isFirstResponder)
        LuaMember.method("becomeFirstResponder", "() -> boolean") { (view: View, call) in
            try call.expectCount(0...0)
            return [.boolean(view.becomeFirstResponder())]
        }
        LuaMember.method("resignFirstResponder", "() -> boolean") { (view: View, call) in
            try call.expectCount(0...0)
            return [.boolean(view.resignFirstResponder())]
        }
        LuaMember.object("superview", type: "View?") { (view: View) in view.superview }
        LuaMember.object("window", type: "Window?") { (view: View) in view.window }
        LuaMember.property("subviews", type: "{View}", read: { (view: View, session) in try session.luaList(view.subviews) })
        LuaMember.method("addSubview", "(view)") { (view: View, call) in
            try call.expectCount(1...1)
            let child: View = try call.object(1)
            guard view.addSubview(child) else {
                throw ScriptError.message("bad argument #1 to 'addSubview' (a view cannot contain itself or its ancestor)")
            }
            return []
        }
        LuaMember.method("insertSubview", "(view, index)") { (view: View, call) in
            try call.expectCount(2...2)
            let child: View = try call.object(1)
            view.insertSubview(child, at: try call.value(2, as: Int.self) - 1)
            return []
        }
        LuaMember.method("removeFromSuperview", "()") { (view: View, call) in
            try call.expectCount(0...0)
            view.removeFromSuperview()
            return []
        }
        LuaMember.method("bringSubviewToFront", "(view)") { (view: View, call) in
            view.bringSubviewToFront(try call.object(1))
            return []
        }
        LuaMember.method("sendSubviewToBack", "(view)") { (view: View, call) in
            view.sendSubviewToBack(try call.object(1))
            return []
        }
        LuaMember.method("viewWithTag", "(tag) -> View?") { (view: View, call) in
            [try call.session.luaValue(for: view.viewWithTag(try call.value(1, as: Int.self)))]
        }
        LuaMember.method("isDescendantOf", "(view) -> boolean") { (view: View, call) in
            [.boolean(view.isDescendant(of: try call.object(1)))]
        }
        LuaMember.method("hitTest", "(point) -> View?") { (view: View, call) in
            [try call.session.luaValue(for: view.invokeHitTest(try call.point(1), with: nil))]
        }
        LuaMember.method("pointInside", "(point) -> boolean") { (view: View, call) in
            [.boolean(view.invokePoint(inside: try call.point(1), with: nil))]
        }
        LuaMember.method("convertPoint", "(point, toView) -> Point", returningPoint: { (view: View, call) in
            let other: View? = call.isNil(2) ? nil : try call.object(2)
            return view.convert(try call.point(1), to: other)
        })
        LuaMember.method("setNeedsLayout", "()") { (view: View, _) in
            view.setNeedsLayout()
            return []
        }
        LuaMember.method("layoutIfNeeded", "()") { (view: View, _) in
            view.layoutIfNeeded()
            return []
        }
        GestureRecognizerBinding.viewMembers
        ViewDrawingMembers.members
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
        LuaMember.object("firstResponder", type: "Responder?") { (window: Window) in window.firstResponder }
        LuaMember.method("setFirstResponder", "(view) -> boolean") { (window: Window, call) in
            try call.expectCount(1...1)
            guard call[1] != .nil else {
                guard let current = window.firstResponder as? View else { return [.boolean(window.firstResponder == nil)] }
                return [.boolean(current.resignFirstResponder())]
            }
            let view: View = try call.object(1)
            guard view.window === window else {
                throw ScriptError.message("bad argument #1 to 'setFirstResponder' (the view is not in this window)")
            }
            return [.boolean(view.becomeFirstResponder())]
        }
    }
    .constructor { Window() }
    .declaration
}
