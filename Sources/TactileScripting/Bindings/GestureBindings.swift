import ControlKit
import LuaKit

/// `GestureRecognizer` (UIKit's `UIGestureRecognizer`): the state by name, targets, the
/// delegate's questions as Lua functions, and failure requirements. The concrete recognizers
/// (`TapGestureRecognizer{...}`, …) are in `GestureKindBindings`; each state change the
/// recognizer goes through shows in the traffic as `emitted TapGestureRecognizer#5 ended`.
///
///     > local double = TapGestureRecognizer{ numberOfTapsRequired = 2, action = function(g, state) print(state) end }
///     > photo:addGestureRecognizer(double)
///     > single:requireToFail(double)
///     > double.shouldReceiveTouch = function(g, touch) return touch:locationIn(g.view).y > 20 end
///     > tap(photo, { count = 2 })
///     ended
enum GestureRecognizerBinding {
    static let declaration: LuaClassDeclaration = LuaClass<GestureRecognizer>("GestureRecognizer", namespace: StandardBindings.namespace) {
        LuaMember.property("name", type: "string", doc: "The recognizer's name in the traffic and the REPL, its class and a number such as \"TapGestureRecognizer#5\"; read-only.", read: { (recognizer: GestureRecognizer, session) in
            .string(session.stage.application.name(of: recognizer).description)
        })
        LuaMember.property("state", type: GestureRecognizer.State.allCases.map { "\"\($0)\"" }.joined(separator: "|"),
                        doc: "The stage of recognition by name, \"possible\" until touches decide it; each change shows in the traffic; read-only (uikit-rules §2.1.5).",
                        read: { (recognizer: GestureRecognizer, _) in .string(recognizer.state.description) })
        LuaMember.property("isEnabled", doc: "Whether the recognizer receives touches; disabling it mid-gesture cancels the gesture, or fails it before it began; default true.",
                           get: \GestureRecognizer.isEnabled, set: { $0.isEnabled = $1 })
        LuaMember.property("cancelsTouchesInView", doc: "Whether recognizing sends the touched view touchesCancelled for the recognizer's touches, so a control sends touchCancel; default true (uikit-rules §2.1.5).",
                           get: \GestureRecognizer.cancelsTouchesInView, set: { $0.cancelsTouchesInView = $1 })
        LuaMember.property("delaysTouchesBegan", doc: "Whether the view gets its touches' began phase only once the recognizer failed, never when it recognizes; default false (uikit-rules §2.1.5).",
                           get: \GestureRecognizer.delaysTouchesBegan, set: { $0.delaysTouchesBegan = $1 })
        LuaMember.property("delaysTouchesEnded", doc: "Whether the view gets its touches' ended phase only once the recognizer left possible, touchesCancelled if it recognized; default true (uikit-rules §2.1.5).",
                           get: \GestureRecognizer.delaysTouchesEnded, set: { $0.delaysTouchesEnded = $1 })
        LuaMember.object("view", type: "View?", doc: "The view the recognizer is attached to (view:addGestureRecognizer); nil when none; read-only.") { (recognizer: GestureRecognizer) in recognizer.view }
        LuaMember.property("numberOfTouches", doc: "The number of touches the recognizer follows now; read-only.", get: \GestureRecognizer.numberOfTouches)
        LuaMember.property("action", type: "function?", doc: "The recognizer's one function set as a property, called (g, state) as addTarget's are; a new one replaces it, nil removes it; targets added stay.", read: { (recognizer: GestureRecognizer, session) in
            session.touchWiring.gestureScripts.link(for: recognizer, create: false)?.actionTarget.map { .function($0.function) } ?? .nil
        }, write: setAction)
        LuaGestureDelegate.Callback.allCases.map { callback in
            LuaMember.callback(callback.rawValue, signature: callback.signature, doc: callback.doc) { (recognizer: GestureRecognizer, session) in
                LuaGestureDelegate.installed(on: recognizer, session: session).callbacks
            }
        }
        LuaMember.method("addTarget", "(fn) | (target, action)",
                         doc: "Adds a function called (g, state), or a target's action called target:action(g, state), as the gesture changes state, never on failing; a table target is held weakly (uikit-rules §2.1.5).",
                         addTarget)
        LuaMember.method("removeTarget", "(fn) | (target [, action]) | (nil)",
                         doc: "Removes a function, a target's action (every action without one), or with nil every target.", removeTarget)
        LuaMember.method("requireToFail", "(other)",
                         doc: "Makes the recognizer wait, before leaving possible, until the other has failed; it fails when the other recognizes; the other is held weakly (uikit-rules §2.1.5).") { (recognizer: GestureRecognizer, call) in
            try call.expectCount(1...1)
            recognizer.require(toFail: try call.object(1, as: GestureRecognizer.self))
            return []
        }
        LuaMember.method("locationIn", "(view?) -> Point",
                         doc: "The centre of the followed touches in a view's coordinates (nil: the window's); once they are gone, where they last were.") { (recognizer: GestureRecognizer, call) in
            try call.expectCount(0...1)
            let view: View? = call[1] == .nil ? nil : try call.object(1)
            return [try call.session.luaValue(recognizer.location(in: view))]
        }
        LuaMember.method("locationOfTouch", "(index, view?) -> Point?",
                         doc: "Where one followed touch is, by index from 1, in a view's coordinates (nil: the window's); nil for an index past numberOfTouches.") { (recognizer: GestureRecognizer, call) in
            try call.expectCount(1...2)
            let view: View? = call[2] == .nil ? nil : try call.object(2)
            guard let point = recognizer.location(ofTouch: try call.value(1, as: Int.self) - 1, in: view) else { return [.nil] }
            return [try call.session.luaValue(point)]
        }
    }
    .sessionRoot()
    .declaration

    /// `view:addGestureRecognizer(g)`, `view:removeGestureRecognizer(g)` and `view.gestureRecognizers`,
    /// declared with the view's other members.
    static var viewMembers: [LuaMember] {
        [
            LuaMember.property("gestureRecognizers", type: "{GestureRecognizer}", doc: "The recognizers attached to the view, in the order they were added.", read: { (view: View, session) in
                try session.luaList(view.gestureRecognizers)
            }),
            LuaMember.method("addGestureRecognizer", "(recognizer)",
                             doc: "Attaches a recognizer, taking it from its previous view; it sees the touches of this view and its subviews before they do (uikit-rules §2.1.5).") { (view: View, call) in
                try call.expectCount(1...1)
                view.addGestureRecognizer(try call.object(1, as: GestureRecognizer.self))
                return []
            },
            LuaMember.method("removeGestureRecognizer", "(recognizer)",
                             doc: "Detaches a recognizer of this view, cancelling a gesture it was following; nothing happens for another view's.") { (view: View, call) in
                try call.expectCount(1...1)
                view.removeGestureRecognizer(try call.object(1, as: GestureRecognizer.self))
                return []
            },
        ]
    }

    // MARK: Targets

    /// `g.action = fn`: the recognizer's one function set as a property; replacing it removes the
    /// previous one (targets added with `addTarget` stay), nil removes it.
    private static func setAction(_ recognizer: GestureRecognizer, _ value: LuaValue, _ session: ScriptSession) throws {
        let link = session.touchWiring.gestureScripts.link(for: recognizer, create: true)!
        if let previous = link.actionTarget {
            recognizer.removeTarget(previous, action: LuaGestureFunctionTarget.action)
            link.functionTargets.removeAll { $0 === previous }
            link.actionTarget = nil
        }
        switch value {
        case .nil:
            return
        case .function(let function):
            link.actionTarget = addFunctionTarget(function, to: recognizer, link: link, session: session)
        default:
            throw LuaValueRefusal(expected: "function")
        }
    }

    /// `g:addTarget(fn)` or `g:addTarget(target, "action")`: the function gets `(g, state)`, the
    /// target's method `target:action(g, state)`. A table target is held weakly and must respond
    /// to the action now.
    static func addTarget(_ recognizer: GestureRecognizer, _ call: MethodCall) throws -> [LuaValue] {
        let session = call.session
        if case .function(let function) = call[1] {
            try call.expectCount(1...1)
            let link = session.touchWiring.gestureScripts.link(for: recognizer, create: true)!
            _ = addFunctionTarget(function, to: recognizer, link: link, session: session)
            return []
        }
        try call.expectCount(2...2)
        let action: String = try call.value(2)
        switch call[1] {
        case .table, .userdata: break
        default: throw call.bad(1, expected: "function or table")
        }
        try call.session.checkResponds(call[1], to: action)
        guard let target = try session.actionTarget(for: call[1], create: true) else { throw call.bad(1, expected: "function or table") }
        recognizer.addTarget(target, action: ActionName(action))
        return []
    }

    /// `g:removeTarget(fn)`, `g:removeTarget(target [, action])`, or `g:removeTarget(nil)` for every target.
    static func removeTarget(_ recognizer: GestureRecognizer, _ call: MethodCall) throws -> [LuaValue] {
        try call.expectCount(1...2)
        let session = call.session
        let link = session.touchWiring.gestureScripts.link(for: recognizer, create: false)
        switch call[1] {
        case .function:
            guard let link, let target = link.functionTargets.first(where: { LuaValue.function($0.function) == call[1] }) else { return [] }
            recognizer.removeTarget(target, action: LuaGestureFunctionTarget.action)
            link.functionTargets.removeAll { $0 === target }
            if link.actionTarget === target { link.actionTarget = nil }
        case .nil:
            recognizer.removeTarget(nil, action: call[2] == .nil ? nil : ActionName(try call.value(2, as: String.self)))
            if call[2] == .nil || call[2] == .string(LuaGestureFunctionTarget.action.rawValue) {
                link?.functionTargets.removeAll()
                link?.actionTarget = nil
            }
        case .table, .userdata:
            let action = call[2] == .nil ? nil : ActionName(try call.value(2, as: String.self))
            if let target = try session.actionTarget(for: call[1], create: false) { recognizer.removeTarget(target, action: action) }
        default:
            throw call.bad(1, expected: "function, table or nil")
        }
        return []
    }

    private static func addFunctionTarget(_ function: LuaRef, to recognizer: GestureRecognizer,
                                          link: GestureScriptTable.Link, session: ScriptSession) -> LuaGestureFunctionTarget {
        if let existing = link.functionTargets.first(where: { LuaValue.function($0.function) == .function(function) }) {
            return existing
        }
        let target = LuaGestureFunctionTarget(function: function, session: session)
        recognizer.addTarget(target, action: LuaGestureFunctionTarget.action)
        link.functionTargets.append(target)
        return target
    }
}
