import ControlKit
import LuaKit

/// A Lua function set as a bar button item's action: `item.action = function(item, event) … end`.
/// The item keeps it alive (`retainedTarget`); it is called as UIKit calls an action, with the
/// sender — the item — and the input event of the tap (uikit-rules §3.6, §13.3). A Lua error is
/// reported like a failed action and recorded in the traffic as a failed delivery.
final class LuaItemFunctionTarget: ActionTarget, TypeNamed {
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

/// A navigation bar's delegate made of Lua functions: `bar.shouldPop = function(bar, item) return …
/// end`, and `shouldPush`, `didPush`, `didPop`. A should-function's first result counts by Lua's
/// truth rules; one that raises is reported (a failed record naming it) and the change goes ahead,
/// as without one. A did-function that raises is reported and recorded as a failed delivery of the
/// delegate message; the bar goes on (uikit-rules §14.4).
final class LuaNavigationBarDelegate: LuaDelegate, NavigationBarDelegate {
    /// The functions' names, with their signatures and lines of help.
    static let callbacks: [(name: String, signature: String, doc: String)] = [
        ("shouldPush", "(bar, item) -> boolean", "Asked before pushNavigationItem pushes an item; false keeps the stack as it was; nil (the default) allows every push (uikit-rules §14.4)."),
        ("didPush", "(bar, item)", "Called after an item was pushed, at the end of the transition when animated; nil by default (uikit-rules §14.4)."),
        ("shouldPop", "(bar, item) -> boolean", "Asked before the top item is popped, by popNavigationItem or the back button; false keeps it; nil (the default) allows every pop (uikit-rules §14.4)."),
        ("didPop", "(bar, item)", "Called after the top item was popped, at the end of the transition when animated; nil by default (uikit-rules §14.4)."),
    ]

    /// The bar's script delegate, made and installed as its delegate when first needed.
    static func installed(on bar: NavigationBar, session: ScriptSession) -> LuaNavigationBarDelegate {
        let delegate = session.customControls.scriptDelegates.delegate(for: bar) {
            LuaNavigationBarDelegate(functions: LuaCallbacks(session: session, owner: bar))
        }
        if bar.delegate == nil { bar.delegate = delegate }
        return delegate
    }

    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool {
        ask("shouldPush", item)
    }

    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) throws {
        try tell("didPush", navigationBar, item)
    }

    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool {
        ask("shouldPop", item)
    }

    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) throws {
        try tell("didPop", navigationBar, item)
    }

    private func ask(_ name: String, _ item: NavigationItem) -> Bool {
        guard let session = functions.session, let value = try? session.luaValue(for: item) else { return true }
        guard let answer = functions.call(name, [value]) else { return true }
        return answer != .nil && answer != .boolean(false)
    }

    private func tell(_ name: String, _ bar: NavigationBar, _ item: NavigationItem) throws {
        try LuaNavigationDelegates.call(functions, name, sender: bar, [item])
    }
}

/// A navigation controller's delegate made of Lua functions: `nav.willShow = function(nav, vc,
/// animated) … end` and `nav.didShow`. One that raises is reported and recorded as a failed
/// delivery of the delegate message; the controller goes on (uikit-rules §14.5).
final class LuaNavigationControllerDelegate: LuaDelegate, NavigationControllerDelegate {
    /// The functions' names, with their signatures and lines of help.
    static let callbacks: [(name: String, signature: String, doc: String)] = [
        ("willShow", "(nav, vc, animated)", "Called when a view controller is about to be shown, after its viewWillAppear; nil by default (uikit-rules §14.5)."),
        ("didShow", "(nav, vc, animated)", "Called when a view controller was shown, after its viewDidAppear, at the end of the transition when animated; nil by default (uikit-rules §14.5)."),
    ]

    /// The controller's script delegate, made and installed as its delegate when first needed.
    static func installed(on controller: NavigationController, session: ScriptSession) -> LuaNavigationControllerDelegate {
        let delegate = session.customControls.scriptDelegates.delegate(for: controller) {
            LuaNavigationControllerDelegate(functions: LuaCallbacks(session: session, owner: controller))
        }
        if controller.delegate == nil { controller.delegate = delegate }
        return delegate
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) throws {
        try LuaNavigationDelegates.call(functions, "willShow", sender: navigationController, [viewController], animated: animated)
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) throws {
        try LuaNavigationDelegates.call(functions, "didShow", sender: navigationController, [viewController], animated: animated)
    }
}

/// A view controller's appearance callbacks as Lua functions: `vc.viewWillAppear = function(vc,
/// animated) … end` and the three others, called after the controller's own method as its
/// appearance observer (which the controller keeps). One that raises is reported and recorded as a
/// failed callback; the transition goes on (uikit-rules §14.5).
final class LuaAppearanceCallbacks: AppearanceObserver {
    /// The functions' lines of help, by callback.
    static let docs: [AppearanceCallback: String] = [
        .viewWillAppear: "Called as fn(vc, animated) when the view is about to be shown by its container, before the change (uikit-rules §14.5).",
        .viewDidAppear: "Called as fn(vc, animated) when the view was shown by its container, after the change (uikit-rules §14.5).",
        .viewWillDisappear: "Called as fn(vc, animated) when the view is about to be hidden by its container, before the change (uikit-rules §14.5).",
        .viewDidDisappear: "Called as fn(vc, animated) when the view was hidden by its container, after the change (uikit-rules §14.5).",
    ]

    let functions: LuaCallbacks

    init(functions: LuaCallbacks) {
        self.functions = functions
    }

    /// The controller's callbacks, made the first time and installed as its appearance observer.
    static func installed(on controller: ViewController, session: ScriptSession) -> LuaAppearanceCallbacks {
        if let existing = controller.appearanceObserver as? LuaAppearanceCallbacks { return existing }
        let made = LuaAppearanceCallbacks(functions: LuaCallbacks(session: session, owner: controller))
        controller.appearanceObserver = made
        return made
    }

    func viewController(_ viewController: ViewController, ran callback: AppearanceCallback, animated: Bool) throws {
        try LuaNavigationDelegates.call(functions, callback.rawValue, sender: viewController, [], animated: animated)
    }
}

/// Calling a delegate's Lua function whose failure the model records itself.
enum LuaNavigationDelegates {
    /// Calls a function, if set, with the sender, the objects and `animated` when given; an error
    /// is reported like a failed action and thrown again for the model to record.
    static func call(_ functions: LuaCallbacks, _ name: String, sender: AnyObject, _ objects: [AnyObject],
                     animated: Bool? = nil) throws {
        guard let function = functions.function(name), let session = functions.session else { return }
        do {
            var arguments = [try session.luaValue(for: sender)]
            for object in objects { arguments.append(try session.luaValue(for: object)) }
            if let animated { arguments.append(.boolean(animated)) }
            _ = try function.call(arguments)
        } catch {
            throw session.reportFailure(error, sender: sender, event: name)
        }
    }
}
