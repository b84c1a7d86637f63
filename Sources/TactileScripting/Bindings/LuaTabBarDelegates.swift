import ControlKit
import LuaKit

/// A tab bar's delegate made of a Lua function: `bar.didSelect = function(bar, item) … end`.
/// The bar keeps it alive (`retainedDelegate`). A Lua error is reported like a failed action (the
/// session's action failures) and recorded in the traffic as a failed delivery; the selection stands.
final class LuaTabBarDelegate: TabBarDelegate, TypeNamed {
    let didSelect: LuaRef
    private weak var session: ScriptSession?

    init(didSelect: LuaRef, session: ScriptSession) {
        self.didSelect = didSelect
        self.session = session
    }

    var typeName: String { "function" }

    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) throws {
        guard let session else { return }
        do {
            _ = try didSelect.call(session.luaValue(for: tabBar), session.luaValue(for: item))
        } catch {
            throw session.reportFailure(error, sender: tabBar, event: "didSelect")
        }
    }
}

/// A tab bar controller's delegate made of Lua functions: `tabs.shouldSelect = function(tabs, child)
/// return … end`, `tabs.didSelect = function(tabs, child) … end`, and the edit interface's
/// `willBeginCustomizing(tabs, children)`, `willEndCustomizing(tabs, children, changed)` and
/// `didEndCustomizing(tabs, children, changed)`. A should-select that fails is reported and the
/// selection goes ahead, as without one; the others that fail are reported and recorded in the
/// traffic as failed deliveries (uikit-rules §19.4).
final class LuaTabBarControllerDelegate: TabBarControllerDelegate, TypeNamed {
    /// The functions' names, with their lines of help.
    static let callbacks: [(name: String, doc: String)] = [
        ("shouldSelect", "Asked as shouldSelect(tabs, child) when a tab is tapped, also the selected one (the More tab's child is the moreNavigationController); false keeps the current tab; nil (the default) allows every tab."),
        ("didSelect", "Called as didSelect(tabs, child) after every user selection, also of the selected tab, never for a selection made in code nor for a row of the More list; nil by default."),
        ("willBeginCustomizing", "Called as willBeginCustomizing(tabs, children) when the More list's Edit button is about to show the edit interface (uikit-rules §19.4)."),
        ("willEndCustomizing", "Called as willEndCustomizing(tabs, children, changed) when Done is about to end the edit interface; changed says whether the children's order changed (uikit-rules §19.4)."),
        ("didEndCustomizing", "Called as didEndCustomizing(tabs, children, changed) once the edit interface ended (uikit-rules §19.4)."),
    ]

    /// The functions set, by name.
    let functions: [String: LuaRef]
    private weak var session: ScriptSession?

    init(functions: [String: LuaRef], session: ScriptSession) {
        self.functions = functions
        self.session = session
    }

    var typeName: String { "function" }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        guard let session, let shouldSelect = functions["shouldSelect"] else { return true }
        do {
            let answer = try shouldSelect.call(session.luaValue(for: tabBarController), session.luaValue(for: viewController))
            return answer.first.map { $0 != .nil && $0 != .boolean(false) } ?? false
        } catch {
            _ = session.reportFailure(error, sender: tabBarController, event: "shouldSelect")
            return true
        }
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) throws {
        guard let session else { return }
        try call("didSelect", tabBarController, [try session.luaValue(for: viewController)])
    }

    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) throws {
        guard let session else { return }
        try call("willBeginCustomizing", tabBarController, [try session.luaList(viewControllers)])
    }

    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        guard let session else { return }
        try call("willEndCustomizing", tabBarController, [try session.luaList(viewControllers), .boolean(changed)])
    }

    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) throws {
        guard let session else { return }
        try call("didEndCustomizing", tabBarController, [try session.luaList(viewControllers), .boolean(changed)])
    }

    /// Calls a function, if set, with the controller and `arguments`; an error is reported like a
    /// failed action and thrown again for the controller to record.
    private func call(_ name: String, _ tabs: TabBarController, _ arguments: [LuaValue]) throws {
        guard let session, let function = functions[name] else { return }
        do {
            _ = try function.call([try session.luaValue(for: tabs)] + arguments)
        } catch {
            throw session.reportFailure(error, sender: tabs, event: name)
        }
    }
}
