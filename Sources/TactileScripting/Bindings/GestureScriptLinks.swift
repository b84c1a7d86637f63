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
        let (senderValue, stateName) = try session.actionArguments(sender: sender)
        do {
            _ = try function.call(senderValue, stateName, returning: LuaValue.self)
        } catch {
            throw session.reportFailure(error, sender: sender, event: stateName)
        }
    }
}

/// A recognizer's delegate made of Lua functions (UIKit's `UIGestureRecognizerDelegate`):
/// `g.shouldBegin = function(g) return … end`. Each function gets the recognizer and, for the
/// pairwise questions, the other recognizer (or the touch); its first result counts by Lua's
/// truth rules. A callback that fails is reported and noted in the traffic, and the answer is
/// UIKit's default.
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
            case .shouldBegin: "function(g) -> boolean"
            case .shouldReceiveTouch: "function(g, touch) -> boolean"
            default: "function(g, other) -> boolean"
            }
        }
    }

    var functions: [Callback: LuaRef] = [:]
    private weak var session: ScriptSession?

    init(session: ScriptSession) {
        self.session = session
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        ask(.shouldBegin, recognizer, nil)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        ask(.shouldReceiveTouch, recognizer, touch)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        ask(.shouldRecognizeSimultaneously, recognizer, other)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        ask(.shouldRequireFailureOf, recognizer, other)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        ask(.shouldBeRequiredToFailBy, recognizer, other)
    }

    private func ask(_ callback: Callback, _ recognizer: GestureRecognizer, _ argument: AnyObject?) -> Bool {
        guard let function = functions[callback], let session else { return callback.defaultAnswer }
        do {
            let results = try function.call([session.luaValue(for: recognizer), session.luaValue(for: argument)])
            switch results.first ?? .nil {
            case .nil, .boolean(false): return false
            default: return true
            }
        } catch {
            let reported = session.reportFailure(error, sender: recognizer, event: callback.rawValue)
            let application = recognizer.dispatchingApplication
            application.note("\(callback.rawValue) of \(application.name(of: recognizer)) failed: \(reported);"
                             + " answered \(callback.defaultAnswer)", from: recognizer)
            return callback.defaultAnswer
        }
    }
}

/// What the session keeps alive for the recognizers scripts touched: their function targets and
/// their Lua delegates, dropped once the recognizer is gone.
struct GestureScriptTable {
    /// The Lua side of one recognizer.
    final class Link {
        weak var recognizer: GestureRecognizer?
        /// Function targets, in the order they were added.
        var functionTargets: [LuaGestureFunctionTarget] = []
        /// The target set through the `action` property, also among `functionTargets`.
        var actionTarget: LuaGestureFunctionTarget?
        /// The delegate, made when a script sets its first callback.
        var delegate: LuaGestureDelegate?

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
