import ControlKit
import LuaKit

/// The concrete recognizers, each constructible from Lua with UIKit's defaults
/// (`Sources/ControlKit/Gestures/` names the thresholds and the uikit-rules sections they follow).
///
///     > local pan = PanGestureRecognizer{ action = function(g)
///     >>   local t = g:translationIn(g.view)
///     >>   g:setTranslation({0, 0}, g.view)
///     >> end }
enum GestureKindBindings {
    static var all: [LuaClassDeclaration] { [tap, swipe, pan, longPress, pinch, rotation] }

    /// `TapGestureRecognizer{ numberOfTapsRequired = 2 }`: discrete, recognized at the last lift.
    static let tap: LuaClassDeclaration = LuaClass<TapGestureRecognizer>("TapGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("numberOfTapsRequired", get: \TapGestureRecognizer.numberOfTapsRequired, set: { $0.numberOfTapsRequired = $1 })
        LuaMember.property("numberOfTouchesRequired", get: \TapGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
        LuaMember.property("maximumIntervalBetweenTaps", get: \TapGestureRecognizer.maximumIntervalBetweenTaps, set: { $0.maximumIntervalBetweenTaps = $1 })
        LuaMember.property("allowableMovement", get: \TapGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
        LuaMember.property("maximumTapDuration", get: \TapGestureRecognizer.maximumTapDuration, set: { $0.maximumTapDuration = $1 })
    }
    .constructor { TapGestureRecognizer() }
    .declaration

    /// `SwipeGestureRecognizer{ direction = "left" }` or `{ direction = {"left", "right"} }` (or
    /// UIKit's raw mask, `3`): discrete, recognized during the move. `direction` reads back as a
    /// name, or a list of names when several are allowed.
    static let swipe: LuaClassDeclaration = LuaClass<SwipeGestureRecognizer>("SwipeGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("direction", type: "direction name | {direction name}", read: { (swipe: SwipeGestureRecognizer, session) in
            let names = swipe.direction.names
            return names.count == 1 ? .string(names[0]) : try session.luaList(names.map(LuaValue.string))
        }, write: { (swipe: SwipeGestureRecognizer, value, _) in
            swipe.direction = try .members(from: value, in: .property(className: "SwipeGestureRecognizer", name: "direction"))
        })
        LuaMember.property("numberOfTouchesRequired", get: \SwipeGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
        LuaMember.property("minimumPrimaryMovement", get: \SwipeGestureRecognizer.minimumPrimaryMovement, set: { $0.minimumPrimaryMovement = $1 })
        LuaMember.property("maximumSecondaryMovement", get: \SwipeGestureRecognizer.maximumSecondaryMovement, set: { $0.maximumSecondaryMovement = $1 })
        LuaMember.property("maximumDuration", get: \SwipeGestureRecognizer.maximumDuration, set: { $0.maximumDuration = $1 })
    }
    .constructor { SwipeGestureRecognizer() }
    .declaration

    /// `PanGestureRecognizer{}`: continuous; `translationIn`, `setTranslation`, `velocityIn`.
    static let pan: LuaClassDeclaration = LuaClass<PanGestureRecognizer>("PanGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("minimumNumberOfTouches", get: \PanGestureRecognizer.minimumNumberOfTouches, set: { $0.minimumNumberOfTouches = $1 })
        LuaMember.integerOrNotFound("maximumNumberOfTouches", get: \PanGestureRecognizer.maximumNumberOfTouches, set: { $0.maximumNumberOfTouches = $1 })
        LuaMember.property("minimumMovementToBegin", get: \PanGestureRecognizer.minimumMovementToBegin, set: { $0.minimumMovementToBegin = $1 })
        LuaMember.method("translationIn", "(view?) -> Point") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(0...1)
            return [try call.session.luaValue(pan.translation(in: try optionalView(call, 1)))]
        }
        LuaMember.method("setTranslation", "(point, view?)") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(1...2)
            pan.setTranslation(try call.point(1), in: try optionalView(call, 2))
            return []
        }
        LuaMember.method("velocityIn", "(view?) -> Point") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(0...1)
            return [try call.session.luaValue(pan.velocity(in: try optionalView(call, 1)))]
        }
    }
    .constructor { PanGestureRecognizer() }
    .declaration

    /// `LongPressGestureRecognizer{ minimumPressDuration = 1 }`: continuous, began after the delay.
    static let longPress: LuaClassDeclaration = LuaClass<LongPressGestureRecognizer>("LongPressGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("minimumPressDuration", get: \LongPressGestureRecognizer.minimumPressDuration, set: { $0.minimumPressDuration = $1 })
        LuaMember.property("allowableMovement", get: \LongPressGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
        LuaMember.property("numberOfTouchesRequired", get: \LongPressGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
    }
    .constructor { LongPressGestureRecognizer() }
    .declaration

    /// `PinchGestureRecognizer{}`: continuous, two fingers; `scale` (settable, usually to 1) and `velocity`.
    static let pinch: LuaClassDeclaration = LuaClass<PinchGestureRecognizer>("PinchGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("scale", get: \PinchGestureRecognizer.scale, set: { $0.scale = $1 })
        LuaMember.property("velocity", get: \PinchGestureRecognizer.velocity)
        LuaMember.property("minimumSpanChangeToBegin", get: \PinchGestureRecognizer.minimumSpanChangeToBegin, set: { $0.minimumSpanChangeToBegin = $1 })
    }
    .constructor { PinchGestureRecognizer() }
    .declaration

    /// `RotationGestureRecognizer{}`: continuous, two fingers; `rotation` in radians, clockwise
    /// positive (settable, usually to 0), and `velocity`.
    static let rotation: LuaClassDeclaration = LuaClass<RotationGestureRecognizer>("RotationGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("rotation", get: \RotationGestureRecognizer.rotation, set: { $0.rotation = $1 })
        LuaMember.property("velocity", get: \RotationGestureRecognizer.velocity)
        LuaMember.property("minimumRotationToBegin", get: \RotationGestureRecognizer.minimumRotationToBegin, set: { $0.minimumRotationToBegin = $1 })
    }
    .constructor { RotationGestureRecognizer() }
    .declaration

    /// Argument `n` as a view, or nil (the window's coordinates) when absent.
    private static func optionalView(_ call: MethodCall, _ n: Int) throws(ScriptError) -> View? {
        call[n] == .nil ? nil : try call.object(n)
    }
}
