import ControlKit
import LuaKit

/// A Lua function registered as a gesture recognizer's target: `g:addTarget(fn)` or the
/// constructor's `action = fn`. It is called with the recognizer and its state's name
/// (`"ended"`). Held strongly, through the session's `GestureScriptTable`, for as long as its
/// registration lives; the recognizer itself holds targets weakly, as UIKit does.
final class LuaGestureFunctionTarget: ActionTarget, TypeNamed {
    /// The one action a function target performs.
    static let action: ActionName = "call"

    let function: LuaRef
    private weak var session: ScriptSession?

    init(function: LuaRef, session: ScriptSession) {
        self.function = function
        self.session = session
    }

    var typeName: String { "function" }

    func responds(to action: ActionName) -> Bool { action == Self.action }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let session else { return }
        let arguments = try session.actionArguments(sender: sender, event: event)
        do {
            try function.call(arguments.values)
        } catch {
            throw session.reportFailure(error, sender: sender, event: arguments.name)
        }
    }
}

/// A recognizer's delegate made of Lua functions (UIKit's `UIGestureRecognizerDelegate`):
/// `g.shouldBegin = function(g) return … end`. Each function gets the recognizer and, for the
/// pairwise questions, the other recognizer (or the touch); its first result counts by Lua's
/// truth rules. A callback that raises is a failed record in the traffic (`LuaCallbacks`), and
/// the answer is UIKit's default.
final class LuaGestureDelegate: GestureRecognizerDelegate {
    /// The questions a script may answer, by their Lua names.
    enum Callback: String, CaseIterable {
        case shouldBegin
        case shouldReceiveTouch
        case shouldRecognizeSimultaneously
        case shouldRequireFailureOf
        case shouldBeRequiredToFailBy

        /// UIKit's answer when the delegate does not implement the method.
        var defaultAnswer: Bool { self == .shouldBegin || self == .shouldReceiveTouch }

        /// The Lua signature, for help and completion.
        var signature: String {
            switch self {
            case .shouldBegin: "(g) -> boolean"
            case .shouldReceiveTouch: "(g, touch) -> boolean"
            default: "(g, other) -> boolean"
            }
        }

        /// The line of help the delegate function's property has.
        var doc: String {
            switch self {
            case .shouldBegin: "Asked as the recognizer is about to leave possible; false makes it fail instead; true when unset."
            case .shouldReceiveTouch: "Asked before the recognizer sees a new touch; false keeps the touch from it; true when unset."
            case .shouldRecognizeSimultaneously: "Whether the recognizer may recognize while the other does; either side saying true allows it; false when unset."
            case .shouldRequireFailureOf: "Whether the recognizer waits for the other to fail before leaving possible, as requireToFail; false when unset."
            case .shouldBeRequiredToFailBy: "Whether the other waits for this recognizer to fail before leaving possible; false when unset."
            }
        }
    }

    let callbacks: LuaCallbacks
    private weak var session: ScriptSession?

    init(callbacks: LuaCallbacks, session: ScriptSession) {
        self.callbacks = callbacks
        self.session = session
    }

    /// The recognizer's script delegate, made and installed as its delegate when first needed.
    static func installed(on recognizer: GestureRecognizer, session: ScriptSession) -> LuaGestureDelegate {
        let delegate = session.customControls.scriptDelegates.delegate(for: recognizer) {
            LuaGestureDelegate(callbacks: LuaCallbacks(session: session, owner: recognizer), session: session)
        }
        if recognizer.delegate == nil { recognizer.delegate = delegate }
        return delegate
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        ask(.shouldBegin, nil)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        ask(.shouldReceiveTouch, touch)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        ask(.shouldRecognizeSimultaneously, other)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        ask(.shouldRequireFailureOf, other)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        ask(.shouldBeRequiredToFailBy, other)
    }

    private func ask(_ callback: Callback, _ argument: AnyObject?) -> Bool {
        guard let session, let answer = callbacks.call(callback.rawValue, [(try? session.luaValue(for: argument)) ?? .nil]) else {
            return callback.defaultAnswer
        }
        switch answer {
        case .nil, .boolean(false): return false
        default: return true
        }
    }
}

/// What the session keeps alive for the recognizers scripts touched: their function targets,
/// dropped once the recognizer is gone (their Lua delegates live in `ScriptDelegates`).
struct GestureScriptTable {
    /// The Lua side of one recognizer.
    final class Link {
        weak var recognizer: GestureRecognizer?
        /// Function targets, in the order they were added.
        var functionTargets: [LuaGestureFunctionTarget] = []
        /// The target set through the `action` property, also among `functionTargets`.
        var actionTarget: LuaGestureFunctionTarget?

        init(recognizer: GestureRecognizer) {
            self.recognizer = recognizer
        }
    }

    private var links: [Link] = []

    /// The link of a recognizer, made when `create` is set.
    mutating func link(for recognizer: GestureRecognizer, create: Bool) -> Link? {
        if let found = links.first(where: { $0.recognizer === recognizer }) { return found }
        guard create else { return nil }
        links.removeAll { $0.recognizer == nil }
        let link = Link(recognizer: recognizer)
        links.append(link)
        return link
    }
}
