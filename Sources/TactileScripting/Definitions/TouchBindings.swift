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
    static var touch: ClassBinding {
        ClassBinding(name: "Touch", type: Touch.self, base: nil) {
            Member.property("tapCount", type: "integer", get: { (touch: Touch, _) in .integer(touch.tapCount) })
            Member.property("phase", type: "string", get: { (touch: Touch, _) in .string(touch.phase.caseName) })
            Member.property("timestamp", type: "number", get: { (touch: Touch, _) in .number(touch.timestamp) })
            Member.object("view", type: "View?") { (touch: Touch) in touch.view }
            Member.method("locationIn", "(view?) -> Point", returningPoint: { (touch: Touch, call) in
                try call.expectCount(0...1)
                let view: View? = call.isNil(1) ? nil : try call.object(1)
                return touch.location(in: view)
            })
            Member.method("previousLocationIn", "(view?) -> Point", returningPoint: { (touch: Touch, call) in
                try call.expectCount(0...1)
                let view: View? = call.isNil(1) ? nil : try call.object(1)
                return touch.previousLocation(in: view)
            })
        }
    }

    static var event: ClassBinding {
        ClassBinding(name: "Event", type: InputEvent.self, base: nil) {
            Member.property("name", type: "string", get: { (event: InputEvent, session) in
                .string(session.application.name(of: event).description)
            })
            Member.property("type", type: "string", get: { (event: InputEvent, _) in .string(event.type.caseName) })
            Member.property("timestamp", type: "number", get: { (event: InputEvent, _) in .number(event.timestamp) })
            Member.property("allTouches", type: "{Touch}", get: { (event: InputEvent, session) in
                try session.luaList(event.touchesInOrder)
            })
            Member.method("touchesFor", "(view) -> {Touch}") { (event: InputEvent, call) in
                try call.expectCount(1...1)
                let view: View = try call.object(1)
                let chosen = if let window = view as? Window { event.touches(for: window) } else { event.touches(for: view) }
                return [try call.session.luaList(event.touchesInOrder.filter(chosen.contains))]
            }
        }
    }
}
