import ControlKit
import LuaKit

/// `Touch` and `Event` as overrides and actions receive them (UIKit's `UITouch` and `UIEvent`);
/// scripts cannot construct them: touches come from `tap`, `drag` and `touch(view)`.
///
///     beginTracking = function(self, touch, event)
///       local p = touch:locationIn(self)        -- in the control's coordinates
///       print(touch.tapCount, touch.phase, event.timestamp, #event:touchesFor(self))
///     end
enum TouchBindings {
    static let touch: LuaClassDeclaration = LuaClass<Touch>("Touch", namespace: StandardBindings.namespace) {
        LuaMember.property("tapCount", type: "integer", doc: "How many quick taps this touch makes in a row, 1 for a single tap; 2 or more sends touchDownRepeat (uikit-rules §5).", read: { (touch: Touch, _) in .integer(touch.tapCount) })
        LuaMember.property("phase", type: "string", doc: "The touch's stage by name, such as \"began\", \"moved\", \"ended\" or \"cancelled\"; read-only (uikit-rules §1.3, §5).", read: { (touch: Touch, _) in .string(touch.phase.caseName) })
        LuaMember.property("timestamp", type: "number", doc: "When the touch began or last changed, in seconds on the virtual clock (uikit-rules §5).", read: { (touch: Touch, _) in .number(touch.timestamp) })
        LuaMember.object("view", type: "View?", doc: "The view the touch is delivered to, fixed when it begins; nil for a touch kept out by an exclusive-touch view (uikit-rules §2.1.3, §2.1.7).") { (touch: Touch) in touch.view }
        LuaMember.method("locationIn", "(view?) -> Point",
                         doc: "Where the touch is now, in a view's coordinates (nil: the window's) (uikit-rules §5).", returningPoint: { (touch: Touch, call) in
            try call.expectCount(0...1)
            let view: View? = call.isNil(1) ? nil : try call.object(1)
            return touch.location(in: view)
        })
        LuaMember.method("previousLocationIn", "(view?) -> Point",
                         doc: "Where the touch was before its last change, in a view's coordinates (nil: the window's) (uikit-rules §5).", returningPoint: { (touch: Touch, call) in
            try call.expectCount(0...1)
            let view: View? = call.isNil(1) ? nil : try call.object(1)
            return touch.previousLocation(in: view)
        })
    }
    .sessionRoot()
    .declaration

    static let event: LuaClassDeclaration = LuaClass<InputEvent>("Event", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string", doc: "The event's name in the traffic, such as \"Event#1\"; read-only.", read: { (event: InputEvent, session) in
            .string(session.stage.application.name(of: event).description)
        })
        LuaMember.property("type", type: "string", doc: "The kind of input by name, \"touches\" for the events touches come in (uikit-rules §1.3).", read: { (event: InputEvent, _) in .string(event.type.caseName) })
        LuaMember.property("timestamp", type: "number", doc: "When the event occurred, in seconds on the virtual clock (uikit-rules §5).", read: { (event: InputEvent, _) in .number(event.timestamp) })
        LuaMember.property("allTouches", type: "{Touch}", doc: "Every touch on the screen, stationary ones too, in the order they began (uikit-rules §5).", read: { (event: InputEvent, session) in
            try session.luaList(event.touchesInOrder)
        })
        LuaMember.method("touchesFor", "(view) -> {Touch}",
                         doc: "The event's touches delivered to a view, or for a window those that began in it, in the order they began (uikit-rules §5).") { (event: InputEvent, call) in
            try call.expectCount(1...1)
            let view: View = try call.object(1)
            let chosen = if let window = view as? Window { event.touches(for: window) } else { event.touches(for: view) }
            return [try call.session.luaList(event.touchesInOrder.filter(chosen.contains))]
        }
    }
    .sessionRoot()
    .declaration
}
