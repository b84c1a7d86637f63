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
        LuaMember.property("numberOfTapsRequired", doc: "How many taps make the gesture, recognized at the last lift; default 1 (uikit-rules §5).",
                           get: \TapGestureRecognizer.numberOfTapsRequired, set: { $0.numberOfTapsRequired = $1 })
        LuaMember.property("numberOfTouchesRequired", doc: "How many fingers each tap takes; default 1.",
                           get: \TapGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
        LuaMember.property("maximumIntervalBetweenTaps", doc: "The longest pause in seconds between lifting one tap and starting the next; default 0.35 (uikit-rules §5).",
                           get: \TapGestureRecognizer.maximumIntervalBetweenTaps, set: { $0.maximumIntervalBetweenTaps = $1 })
        LuaMember.property("allowableMovement", doc: "The farthest in points a finger may be from where the first tap began; default 45 (uikit-rules §5).",
                           get: \TapGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
        LuaMember.property("maximumTapDuration", doc: "The longest in seconds a tap may stay down; default 0.75 (uikit-rules §5).",
                           get: \TapGestureRecognizer.maximumTapDuration, set: { $0.maximumTapDuration = $1 })
    }
    .constructor { TapGestureRecognizer() }
    .declaration

    /// `SwipeGestureRecognizer{ direction = "left" }` or `{ direction = {"left", "right"} }` (or
    /// UIKit's raw mask, `3`): discrete, recognized during the move. `direction` reads back as a
    /// name, or a list of names when several are allowed.
    static let swipe: LuaClassDeclaration = LuaClass<SwipeGestureRecognizer>("SwipeGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("direction", type: "direction name | {direction name}", doc: "The allowed directions: a name, a list of names or UIKit's mask, read back as a name or a list; default \"right\" (uikit-rules §6, §1.4).", read: { (swipe: SwipeGestureRecognizer, session) in
            let names = swipe.direction.names
            return names.count == 1 ? .string(names[0]) : try session.luaList(names.map(LuaValue.string))
        }, write: { (swipe: SwipeGestureRecognizer, value, _) in
            swipe.direction = try .members(from: value, in: .property(className: "SwipeGestureRecognizer", name: "direction"))
        })
        LuaMember.property("numberOfTouchesRequired", doc: "How many fingers the swipe takes; default 1 (uikit-rules §6).",
                           get: \SwipeGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
        LuaMember.property("minimumPrimaryMovement", doc: "How far in points the stroke must go along an allowed direction; default 50 (uikit-rules §6).",
                           get: \SwipeGestureRecognizer.minimumPrimaryMovement, set: { $0.minimumPrimaryMovement = $1 })
        LuaMember.property("maximumSecondaryMovement", doc: "How far in points the stroke may stray across the direction; default 50 (uikit-rules §6).",
                           get: \SwipeGestureRecognizer.maximumSecondaryMovement, set: { $0.maximumSecondaryMovement = $1 })
        LuaMember.property("maximumDuration", doc: "How long in seconds after the first finger came down the swipe may still be recognized; default 0.5 (uikit-rules §6).",
                           get: \SwipeGestureRecognizer.maximumDuration, set: { $0.maximumDuration = $1 })
    }
    .constructor { SwipeGestureRecognizer() }
    .declaration

    /// `PanGestureRecognizer{}`: continuous; `translationIn`, `setTranslation`, `velocityIn`.
    static let pan: LuaClassDeclaration = LuaClass<PanGestureRecognizer>("PanGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("minimumNumberOfTouches", doc: "The fewest fingers that make a pan; default 1.",
                           get: \PanGestureRecognizer.minimumNumberOfTouches, set: { $0.minimumNumberOfTouches = $1 })
        LuaMember.integerOrNotFound("maximumNumberOfTouches", doc: "The most fingers that make a pan; default math.maxinteger, no limit.",
                           get: \PanGestureRecognizer.maximumNumberOfTouches, set: { $0.maximumNumberOfTouches = $1 })
        LuaMember.property("minimumMovementToBegin", doc: "How far in points the fingers must move before the pan begins; default 10, the commonly measured value, as UIKit does not say.",
                           get: \PanGestureRecognizer.minimumMovementToBegin, set: { $0.minimumMovementToBegin = $1 })
        LuaMember.method("translationIn", "(view?) -> Point",
                         doc: "How far the fingers moved since the pan began, or since setTranslation, in a view's coordinates (nil: the window's).") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(0...1)
            return [try call.session.luaValue(pan.translation(in: try optionalView(call, 1)))]
        }
        LuaMember.method("setTranslation", "(point, view?)",
                         doc: "Makes translationIn read the point from now on, as a handler does ({0, 0}) to get the movement since its last call.") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(1...2)
            pan.setTranslation(try call.point(1), in: try optionalView(call, 2))
            return []
        }
        LuaMember.method("velocityIn", "(view?) -> Point",
                         doc: "The speed of the last move in points per second, in a view's coordinates (nil: the window's).") { (pan: PanGestureRecognizer, call) in
            try call.expectCount(0...1)
            return [try call.session.luaValue(pan.velocity(in: try optionalView(call, 1)))]
        }
    }
    .constructor { PanGestureRecognizer() }
    .declaration

    /// `LongPressGestureRecognizer{ minimumPressDuration = 1 }`: continuous, began after the delay.
    static let longPress: LuaClassDeclaration = LuaClass<LongPressGestureRecognizer>("LongPressGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("minimumPressDuration", doc: "How long in seconds the fingers must stay down before the press begins; default 0.5.",
                           get: \LongPressGestureRecognizer.minimumPressDuration, set: { $0.minimumPressDuration = $1 })
        LuaMember.property("allowableMovement", doc: "How far in points the fingers may move before the press begins; default 10.",
                           get: \LongPressGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
        LuaMember.property("numberOfTouchesRequired", doc: "How many fingers the press takes; default 1.",
                           get: \LongPressGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
    }
    .constructor { LongPressGestureRecognizer() }
    .declaration

    /// `PinchGestureRecognizer{}`: continuous, two fingers; `scale` (settable, usually to 1) and `velocity`.
    static let pinch: LuaClassDeclaration = LuaClass<PinchGestureRecognizer>("PinchGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("scale", doc: "The distance between the fingers relative to when they came down, 1 at first; setting it (usually to 1) measures from the current distance.",
                           get: \PinchGestureRecognizer.scale, set: { $0.scale = $1 })
        LuaMember.property("velocity", doc: "How fast the scale changed at the last move, in scale factor per second; read-only.",
                           get: \PinchGestureRecognizer.velocity)
        LuaMember.property("minimumSpanChangeToBegin", doc: "How far in points the distance between the fingers must change before the pinch begins; default 8, as UIKit does not say.",
                           get: \PinchGestureRecognizer.minimumSpanChangeToBegin, set: { $0.minimumSpanChangeToBegin = $1 })
    }
    .constructor { PinchGestureRecognizer() }
    .declaration

    /// `RotationGestureRecognizer{}`: continuous, two fingers; `rotation` in radians, clockwise
    /// positive (settable, usually to 0), and `velocity`.
    static let rotation: LuaClassDeclaration = LuaClass<RotationGestureRecognizer>("RotationGestureRecognizer", namespace: StandardBindings.namespace, superclass: GestureRecognizerBinding.declaration) {
        LuaMember.property("rotation", doc: "How far the fingers turned since they came down, in radians, clockwise positive; setting it (usually to 0) measures from the current position; 0 at first.",
                           get: \RotationGestureRecognizer.rotation, set: { $0.rotation = $1 })
        LuaMember.property("velocity", doc: "How fast the fingers turned at the last move, in radians per second; read-only.",
                           get: \RotationGestureRecognizer.velocity)
        LuaMember.property("minimumRotationToBegin", doc: "How far in radians the fingers must turn before the rotation begins; default 0.05 (about 3°), as UIKit does not say.",
                           get: \RotationGestureRecognizer.minimumRotationToBegin, set: { $0.minimumRotationToBegin = $1 })
    }
    .constructor { RotationGestureRecognizer() }
    .declaration

    /// Argument `n` as a view, or nil (the window's coordinates) when absent.
    private static func optionalView(_ call: MethodCall, _ n: Int) throws(ScriptError) -> View? {
        call[n] == .nil ? nil : try call.object(n)
    }
}
