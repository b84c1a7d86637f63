import ControlKit
import LuaKit

/// Touch synthesis from Lua. Points are in the coordinates of the view named first, and default
/// to its centre; time passes on the virtual clock as the gesture goes (uikit-rules §2.6).
/// A touch that would land on another view than the one named is reported before it is sent,
/// as `tap at {60, 20} hit Label#4, which covers Button#2` (see `misdirectedTouches`).
extension ScriptSession {
    /// The most steps, taps or keys one helper call may ask for.
    public static let mostRepeats = 100_000

    func installTouchFunctions() throws(LuaError) {
        global("tap") { session, call in
            try call.expectCount(1...2)
            let view: View = try call.object(1)
            var given = session.touchWiring.center(of: view)
            var count = 1
            if let at = Geometry.point(from: call[2]) {
                given = at
            } else if let table = try call.options(2) {
                let options = try OptionTable(table, allowed: ["count", "at"], function: "tap", argument: 2)
                count = try options.integer("count", in: 1...Self.mostRepeats) ?? 1
                given = try options.point("at") ?? given
            }
            session.stage.touches.tap(at: try session.touchWiring.aim("tap", at: given, in: view), count: count)
            return []
        }
        global("longPress") { session, call in
            try call.expectCount(1...2)
            let view: View = try call.object(1)
            let options = try OptionTable(call.options(2), allowed: ["duration", "at"], function: "longPress", argument: 2)
            let point = try session.touchWiring.aim("longPress", at: options.point("at") ?? session.touchWiring.center(of: view), in: view)
            session.stage.touches.longPress(at: point, duration: try options.number("duration", in: 0...Self.longestTimeStep) ?? 1)
            return []
        }
        global("drag") { session, call in
            try call.expectCount(2...2)
            let view: View = try call.object(1)
            let options = try OptionTable(call.options(2), allowed: ["from", "to", "steps", "duration", "cancel"],
                                          function: "drag", argument: 2)
            guard let to = try options.point("to") else {
                throw ScriptError.badArgument(2, to: "drag", "option 'to' is required")
            }
            let from = try session.touchWiring.aim("drag", at: options.point("from") ?? session.touchWiring.center(of: view), in: view)
            session.stage.touches.drag(from: from, to: view.convert(to, to: session.stage.window),
                                 steps: try options.integer("steps", in: 1...Self.mostRepeats) ?? 10,
                                 duration: try options.number("duration", in: 0...Self.longestTimeStep) ?? 0.3,
                                 ending: try options.boolean("cancel") == true ? .cancel : .lift)
            return []
        }
        global("swipe") { session, call in
            try call.expectCount(2...3)
            let view: View = try call.object(1)
            let direction = try Self.swipeDirection(call)
            let options = try OptionTable(call.options(3), allowed: ["from", "distance", "duration", "steps"],
                                          function: "swipe", argument: 3)
            let from = try session.touchWiring.aim("swipe", at: options.point("from") ?? session.touchWiring.center(of: view), in: view)
            session.stage.touches.swipe(from: from, direction: direction, distance: try options.number("distance") ?? 200,
                                  duration: try options.number("duration", in: 0...Self.longestTimeStep) ?? 0.15,
                                  steps: try options.integer("steps", in: 1...Self.mostRepeats) ?? 6)
            return []
        }
        global("misdirectedTouches") { session, call in
            try call.expectCount(0...1)
            if call[1] != .nil {
                let name: String = try call.value(1)
                guard let policy = SessionStage.MisdirectedTouchPolicy(rawValue: name) else {
                    throw ScriptError.badArgument(1, to: "misdirectedTouches", "\"note\", \"error\" or \"ignore\" expected, got '\(name)'")
                }
                session.stage.misdirectedTouches = policy
            }
            return [.string(session.stage.misdirectedTouches.rawValue)]
        }
    }

    /// `keyboard.type(text)`, `keyboard.deleteBackward([times])`, `keyboard.pressReturn()`: typing into
    /// the window's first responder, with time passing between keys; each answers whether a
    /// field received it. Published when first read (see `publishedGlobalOnFirstRead`).
    func installKeyboard() throws(LuaError) {
        let keyboard = try lua.newTable()
        let keys: [(String, (ScriptSession, MethodCall) throws -> Bool)] = [
            ("type", { session, call in session.stage.touches.keyboard.type(try call.value(1)) }),
            ("deleteBackward", { session, call in
                let times: Int = try call.value(1, default: 1)
                guard (0...Self.mostRepeats).contains(times) else {
                    throw ScriptError.badArgument(1, to: "deleteBackward", "count from 0 to \(Self.mostRepeats) expected, got \(times)")
                }
                return session.stage.touches.keyboard.deleteBackward(times: times)
            }),
            ("pressReturn", { session, _ in session.stage.touches.keyboard.pressReturn() }),
        ]
        for (name, body) in keys {
            try keyboard.rawSet(.string(name), .function(lua.function(named: name) { call in
                let session = try call.session
                return call.results(try body(session, MethodCall(function: name, call: call, session: session)))
            }))
        }
        try publish("keyboard", .table(keyboard))
    }

    /// The primitives behind `touch(view):down(p):move(p):up()`.
    func installTouchChainPrimitives() throws(LuaError) {
        try host.set("touchDown") { call in
            guard let self = try? call.session else { return call.results(false, "the session has ended") }
            return self.answer(call) { () throws -> LuaValue in
                let step = MethodCall(function: "down", arguments: Array(call.values.dropFirst()), session: self)
                let view: View = try self.chainView(call.value(1))
                let given = step[1] == .nil ? self.touchWiring.center(of: view) : try step.point(1)
                let touch = self.stage.touches.begin(at: try self.touchWiring.aim("touch", at: given, in: view))
                let identifier = self.touchWiring.nextTouch
                self.touchWiring.nextTouch += 1
                self.touchWiring.activeTouches[identifier] = touch
                return .integer(identifier)
            }
        }
        for (name, phase) in [("touchMove", "move"), ("touchUp", "up"), ("touchCancel", "cancel")] {
            try host.set(name) { call in
                guard let self = try? call.session else { return call.results(false, "the session has ended") }
                return self.answer(call) { () throws -> LuaValue in
                    let step = MethodCall(function: phase, arguments: Array(call.values.dropFirst(2)), session: self)
                    let view = try self.chainView(call.value(2))
                    guard let identifier = Int(luaValue: call.value(1)), let touch = self.touchWiring.activeTouches[identifier],
                          self.stage.touches.activeTouches.contains(where: { $0 === touch }) else {
                        throw ScriptError.message("cannot \(phase): the finger is not down (call :down() first)")
                    }
                    let location = step[1] == .nil ? nil : view.convert(try step.point(1), to: self.stage.window)
                    switch phase {
                    case "move": self.stage.touches.move(touch, to: location ?? touch.locationInWindow)
                    case "up": self.stage.touches.end(touch, at: location)
                    default: self.stage.touches.cancel(touch)
                    }
                    if phase != "move" { self.touchWiring.activeTouches[identifier] = nil }
                    return .nil
                }
            }
        }
    }

    private func chainView(_ value: LuaValue) throws(ScriptError) -> View {
        guard let view = object(from: value) as? View else {
            throw .badArgument(position: 1, function: "touch", expected: "View", got: classes.typeName(of: value))
        }
        return view
    }

    /// The direction of `swipe(view, direction)`: a name (`"left"`) or the raw value of one
    /// `SwipeGestureRecognizer.Direction` (`2`).
    private static func swipeDirection(_ call: MethodCall) throws(ScriptError) -> TouchDriver.Direction {
        let mask: SwipeGestureRecognizer.Direction = try .members(from: call[2], in: .argument(2, function: "swipe"))
        let names = mask.names
        guard names.count == 1, let direction = TouchDriver.Direction.allCases.first(where: { "\($0)" == names[0] }) else {
            throw ScriptError.badArgument(position: 2, function: "swipe", expected: "one direction",
                                          got: names.joined(separator: "|"))
        }
        return direction
    }

    /// Defines a global Swift function that gets the session and the checked call, published
    /// when its global is first read (see `publishedGlobalOnFirstRead`).
    func global(_ name: String, _ body: @escaping GlobalFunction) {
        globalFunctionsOnFirstRead[name] = body
    }

    /// Publishes the global Swift function `name`.
    func publishGlobal(_ name: String, _ body: @escaping GlobalFunction) throws(LuaError) {
        try publish(name, .function(lua.function(named: name) { call in
            let session = try call.session
            return try call.results(body(session, MethodCall(function: name, call: call, session: session)))
        }))
    }
}
