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
    static var all: [ClassBinding] { [tap, swipe, pan, longPress, pinch, rotation] }

    /// `TapGestureRecognizer{ numberOfTapsRequired = 2 }`: discrete, recognized at the last lift.
    static var tap: ClassBinding {
        ClassBinding(name: "TapGestureRecognizer", type: TapGestureRecognizer.self, base: "GestureRecognizer",
                     make: { TapGestureRecognizer() }) {
            Member.property("numberOfTapsRequired", get: \TapGestureRecognizer.numberOfTapsRequired, set: { $0.numberOfTapsRequired = $1 })
            Member.property("numberOfTouchesRequired", get: \TapGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
            Member.property("maximumIntervalBetweenTaps", get: \TapGestureRecognizer.maximumIntervalBetweenTaps, set: { $0.maximumIntervalBetweenTaps = $1 })
            Member.property("allowableMovement", get: \TapGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
            Member.property("maximumTapDuration", get: \TapGestureRecognizer.maximumTapDuration, set: { $0.maximumTapDuration = $1 })
        }
    }

    /// `SwipeGestureRecognizer{ direction = "left" }` or `{ direction = {"left", "right"} }` (or
    /// UIKit's raw mask, `3`): discrete, recognized during the move. `direction` reads back as a
    /// name, or a list of names when several are allowed.
    static var swipe: ClassBinding {
        ClassBinding(name: "SwipeGestureRecognizer", type: SwipeGestureRecognizer.self, base: "GestureRecognizer",
                     make: { SwipeGestureRecognizer() }) {
            Member.property("direction", type: "direction name | {direction name}", get: { (swipe: SwipeGestureRecognizer, session) in
                let names = swipe.direction.names
                return names.count == 1 ? .string(names[0]) : try session.luaList(names.map(LuaValue.string))
            }, set: { (swipe: SwipeGestureRecognizer, value, _) in
                swipe.direction = try .members(from: value, in: .property(className: "SwipeGestureRecognizer", name: "direction"))
            })
            Member.property("numberOfTouchesRequired", get: \SwipeGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
            Member.property("minimumPrimaryMovement", get: \SwipeGestureRecognizer.minimumPrimaryMovement, set: { $0.minimumPrimaryMovement = $1 })
            Member.property("maximumSecondaryMovement", get: \SwipeGestureRecognizer.maximumSecondaryMovement, set: { $0.maximumSecondaryMovement = $1 })
            Member.property("maximumDuration", get: \SwipeGestureRecognizer.maximumDuration, set: { $0.maximumDuration = $1 })
        }
    }

    /// `PanGestureRecognizer{}`: continuous; `translationIn`, `setTranslation`, `velocityIn`.
    static var pan: ClassBinding {
        ClassBinding(name: "PanGestureRecognizer", type: PanGestureRecognizer.self, base: "GestureRecognizer",
                     make: { PanGestureRecognizer() }) {
            Member.property("minimumNumberOfTouches", get: \PanGestureRecognizer.minimumNumberOfTouches, set: { $0.minimumNumberOfTouches = $1 })
            Member.property("maximumNumberOfTouches", get: \PanGestureRecognizer.maximumNumberOfTouches, set: { $0.maximumNumberOfTouches = $1 })
            Member.property("minimumMovementToBegin", get: \PanGestureRecognizer.minimumMovementToBegin, set: { $0.minimumMovementToBegin = $1 })
            Member.method("translationIn", "(view?) -> Point") { (pan: PanGestureRecognizer, call) in
                try call.expectCount(0...1)
                return [try call.session.luaValue(pan.translation(in: try optionalView(call, 1)))]
            }
            Member.method("setTranslation", "(point, view?)") { (pan: PanGestureRecognizer, call) in
                try call.expectCount(1...2)
                pan.setTranslation(try call.point(1), in: try optionalView(call, 2))
                return []
            }
            Member.method("velocityIn", "(view?) -> Point") { (pan: PanGestureRecognizer, call) in
                try call.expectCount(0...1)
                return [try call.session.luaValue(pan.velocity(in: try optionalView(call, 1)))]
            }
        }
    }

    /// `LongPressGestureRecognizer{ minimumPressDuration = 1 }`: continuous, began after the delay.
    static var longPress: ClassBinding {
        ClassBinding(name: "LongPressGestureRecognizer", type: LongPressGestureRecognizer.self, base: "GestureRecognizer",
                     make: { LongPressGestureRecognizer() }) {
            Member.property("minimumPressDuration", get: \LongPressGestureRecognizer.minimumPressDuration, set: { $0.minimumPressDuration = $1 })
            Member.property("allowableMovement", get: \LongPressGestureRecognizer.allowableMovement, set: { $0.allowableMovement = $1 })
            Member.property("numberOfTouchesRequired", get: \LongPressGestureRecognizer.numberOfTouchesRequired, set: { $0.numberOfTouchesRequired = $1 })
        }
    }

    /// `PinchGestureRecognizer{}`: continuous, two fingers; `scale` (settable, usually to 1) and `velocity`.
    static var pinch: ClassBinding {
        ClassBinding(name: "PinchGestureRecognizer", type: PinchGestureRecognizer.self, base: "GestureRecognizer",
                     make: { PinchGestureRecognizer() }) {
            Member.property("scale", get: \PinchGestureRecognizer.scale, set: { $0.scale = $1 })
            Member.readOnly("velocity", \PinchGestureRecognizer.velocity)
            Member.property("minimumSpanChangeToBegin", get: \PinchGestureRecognizer.minimumSpanChangeToBegin, set: { $0.minimumSpanChangeToBegin = $1 })
        }
    }

    /// `RotationGestureRecognizer{}`: continuous, two fingers; `rotation` in radians, clockwise
    /// positive (settable, usually to 0), and `velocity`.
    static var rotation: ClassBinding {
        ClassBinding(name: "RotationGestureRecognizer", type: RotationGestureRecognizer.self, base: "GestureRecognizer",
                     make: { RotationGestureRecognizer() }) {
            Member.property("rotation", get: \RotationGestureRecognizer.rotation, set: { $0.rotation = $1 })
            Member.readOnly("velocity", \RotationGestureRecognizer.velocity)
            Member.property("minimumRotationToBegin", get: \RotationGestureRecognizer.minimumRotationToBegin, set: { $0.minimumRotationToBegin = $1 })
        }
    }

    /// Argument `n` as a view, or nil (the window's coordinates) when absent.
    private static func optionalView(_ call: MethodCall, _ n: Int) throws(ScriptError) -> View? {
        call[n] == .nil ? nil : try call.object(n)
    }
}
