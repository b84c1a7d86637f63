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
        LuaMember.property("tapCount", type: "integer", read: { (touch: Touch, _) in .integer(touch.tapCount) })
        LuaMember.property("phase", type: "string", read: { (touch: Touch, _) in .string(touch.phase.caseName) })
        LuaMember.property("timestamp", type: "number", read: { (touch: Touch, _) in .number(touch.timestamp) })
        LuaMember.object("view", type: "View?") { (touch: Touch) in touch.view }
        LuaMember.method("locationIn", "(view?) -> Point", returningPoint: { (touch: Touch, call) in
            try call.expectCount(0...1)
            let view: View? = call.isNil(1) ? nil : try call.object(1)
            return touch.location(in: view)
        })
        LuaMember.method("previousLocationIn", "(view?) -> Point", returningPoint: { (touch: Touch, call) in
            try call.expectCount(0...1)
            let view: View? = call.isNil(1) ? nil : try call.object(1)
            return touch.previousLocation(in: view)
        })
    }
    .sessionRoot()
    .declaration

    static let event: LuaClassDeclaration = LuaClass<InputEvent>("Event", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string", read: { (event: InputEvent, session) in
            .string(session.application.name(of: event).description)
        })
        LuaMember.property("type", type: "string", read: { (event: InputEvent, _) in .string(event.type.caseName) })
        LuaMember.property("timestamp", type: "number", read: { (event: InputEvent, _) in .number(event.timestamp) })
        LuaMember.property("allTouches", type: "{Touch}", read: { (event: InputEvent, session) in
            try session.luaList(event.touchesInOrder)
        })
        LuaMember.method("touchesFor", "(view) -> {Touch}") { (event: InputEvent, call) in
            try call.expectCount(1...1)
            let view: View = try call.object(1)
            let chosen = if let window = view as? Window { event.touches(for: window) } else { event.touches(for: view) }
            return [try call.session.luaList(event.touchesInOrder.filter(chosen.contains))]
        }
    }
    .sessionRoot()
    .declaration
}
