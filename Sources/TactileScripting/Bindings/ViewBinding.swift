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
    static var binding: ClassBinding {
            ClassBinding(name: "View", type: View.self, base: nil, make: { View() }) {
            Member.property("name", type: "string", get: { (view: View, session) in
                .string(session.application.name(of: view).description)
            })
            Member.rect("frame", get: \View.frame, set: { $0.frame = $1 })
            Member.rect("bounds", get: \View.bounds, set: { $0.bounds = $1 })
            Member.point("center", get: \View.center, set: { $0.center = $1 })
            Member.property("tag", get: \View.tag, set: { $0.tag = $1 })
            Member.property("accessibilityLabel", get: \View.accessibilityLabel, set: { $0.accessibilityLabel = $1 })
            Member.property("accessibilityIdentifier", get: \View.accessibilityIdentifier, set: { $0.accessibilityIdentifier = $1 })
            Member.property("accessibilityTraits", type: "{string}", get: { (view: View, session) in
                try session.luaList(view.accessibilityTraits.names.map(LuaValue.string))
            }, set: { (view: View, value, session) in
                view.accessibilityTraits = try session.accessibilityTraits(value, function: "accessibilityTraits")
            })
            Member.property("isHidden", get: \View.isHidden, set: { $0.isHidden = $1 })
            Member.property("alpha", get: \View.alpha, set: { $0.alpha = $1 })
            Member.property("isUserInteractionEnabled", get: \View.isUserInteractionEnabled, set: { $0.isUserInteractionEnabled = $1 })
            Member.property("isMultipleTouchEnabled", get: \View.isMultipleTouchEnabled, set: { $0.isMultipleTouchEnabled = $1 })
            Member.object("superview", type: "View?") { (view: View) in view.superview }
            Member.object("window", type: "Window?") { (view: View) in view.window }
            Member.property("subviews", type: "{View}", get: { (view: View, session) in try session.luaList(view.subviews) })
            Member.method("addSubview", "(view)") { (view: View, call) in
                try call.expectCount(1...1)
                let child: View = try call.object(1)
                guard view.addSubview(child) else {
                    throw ScriptError.message("bad argument #1 to 'addSubview' (a view cannot contain itself or its ancestor)")
                }
                return []
            }
            Member.method("insertSubview", "(view, index)") { (view: View, call) in
                try call.expectCount(2...2)
                let child: View = try call.object(1)
                view.insertSubview(child, at: try call.value(2, as: Int.self) - 1)
                return []
            }
            Member.method("removeFromSuperview", "()") { (view: View, call) in
                try call.expectCount(0...0)
                view.removeFromSuperview()
                return []
            }
            Member.method("bringSubviewToFront", "(view)") { (view: View, call) in
                view.bringSubviewToFront(try call.object(1))
                return []
            }
            Member.method("sendSubviewToBack", "(view)") { (view: View, call) in
                view.sendSubviewToBack(try call.object(1))
                return []
            }
            Member.method("viewWithTag", "(tag) -> View?") { (view: View, call) in
                [try call.session.luaValue(for: view.viewWithTag(try call.value(1, as: Int.self)))]
            }
            Member.method("isDescendantOf", "(view) -> boolean") { (view: View, call) in
                [.boolean(view.isDescendant(of: try call.object(1)))]
            }
            Member.method("hitTest", "(point) -> View?") { (view: View, call) in
                [try call.session.luaValue(for: view.invokeHitTest(try call.point(1), with: nil))]
            }
            Member.method("pointInside", "(point) -> boolean") { (view: View, call) in
                [.boolean(view.invokePoint(inside: try call.point(1), with: nil))]
            }
            Member.method("convertPoint", "(point, toView) -> Point", returningPoint: { (view: View, call) in
                let other: View? = call.isNil(2) ? nil : try call.object(2)
                return view.convert(try call.point(1), to: other)
            })
            Member.method("setNeedsLayout", "()") { (view: View, _) in
                view.setNeedsLayout()
                return []
            }
            Member.method("layoutIfNeeded", "()") { (view: View, _) in
                view.layoutIfNeeded()
                return []
            }
            GestureRecognizerBinding.viewMembers
            ViewDrawingMembers.members
        }
    }
}

/// `Window`: the root of a hierarchy, where touches enter (UIKit's `UIWindow`). The session's
/// default window is the global `window`.
enum WindowBinding {
    static var binding: ClassBinding {
            ClassBinding(name: "Window", type: Window.self, base: "View", make: { Window() }) {
            Member.object("firstResponder", type: "Responder?") { (window: Window) in window.firstResponder }
            Member.method("setFirstResponder", "(view)") { (window: Window, call) in
                let responder: View? = call[1] == .nil ? nil : try call.object(1)
                window.setFirstResponder(responder)
                return []
            }
        }
    }
}
